/**
 * The simulator's game page: script-free HTML (a form that posts back to the page), so it works on any phone
 * and under a CSP that allows no script. It shows the game, the balance the platform reported, the last
 * round's outcome or refusal, and the stake form with the game's choices. Every value is HTML-escaped; the
 * layout uses logical properties so Urdu mirrors, and amounts and codes are isolated with <bdi>.
 */
import { formatBalance, formatNumber, intlLocale } from '../../../src/i18n/format';
import { inLanguage, type LanguageCode, writtenIn } from '../../../src/i18n/languages';
import { escapeHtml } from '../../core/markup';
import { plainDocument } from '../../http/plain-page';
import { toMajor } from '../../ledger/minor-units';
import { SIM_CHOICES, type SimGame, sportsOdds } from './games';
import { SIM_PAGE_TEXT, type SimPageText } from './page-text';
import type { RoundResult } from './round';

export interface SimPage {
  lang: LanguageCode;
  gameName: string;
  vendorName: string;
  iconUrl: string;
  game: SimGame;
  currency: string;
  country: string;
  /** The "back" link: a same-origin path from security/same-origin-path.ts (routes.ts), or null for none. */
  backUrl: string | null;
  /** The room the player picked before the launch (platform/tables), if any. */
  roomName?: string | null;
  /** Minor units; null when the platform could not be asked. */
  balance: number | null;
  limits: { min: number; max: number };
  /** The next round's id (a hidden field: a resubmitted form repeats its round, never plays a second one). */
  roundId: string;
  /** What the player typed and chose, kept across a refusal. */
  stakeText: string;
  choice: string;
  /** The round just played, or a refusal before it ('stake_invalid'). */
  result?: RoundResult | { ok: false; code: string; balance: null };
  /** Reality-check reminders of the session the player has seen (a hidden field posted back with each round). */
  remindersSeen?: number;
  /** A reminder due: shown instead of the stake form until the player continues or stops. */
  reminder?: { minutes: number; net: number; rounds: number } | null;
}

/** A translated template, escaped, with its {name} slots filled by ready HTML. */
const fill = (template: string, values: Record<string, string>) =>
  escapeHtml(template).replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function money(page: SimPage, minor: number): string {
  const text = formatBalance(toMajor(minor), { locale: intlLocale(page.lang, page.country), currency: page.currency });
  return `<bdi>${escapeHtml(text)}</bdi>`;
}

/** A choice and, for odds games, what it pays, in the page's digits (e.g. "×১.৮৫" on a Bangla page). */
function choiceLabel(text: SimPageText, page: SimPage, choice: string): string {
  if (page.game === 'lottery') return choice;
  const label = text.choice[choice as keyof SimPageText['choice']] ?? choice;
  const times = (multiple: number) => `${label} · ×${formatNumber(multiple, intlLocale(page.lang, page.country))}`;
  if (page.game === 'sports') return times(sportsOdds(choice) / 100);
  if (page.game === 'fish') return times(choice === 'big' ? 10 : 2);
  return label;
}

function choices(page: SimPage, text: SimPageText): string {
  const options = SIM_CHOICES[page.game];
  if (!options.length) return '';
  const legend = text.legend[page.game as keyof SimPageText['legend']];
  const radios = options
    .map((value) => {
      const checked = value === page.choice ? ' checked' : '';
      return `<label><input type="radio" name="choice" value="${escapeHtml(value)}"${checked}> <span>${escapeHtml(choiceLabel(text, page, value))}</span></label>`;
    })
    .join('');
  return `<fieldset><legend>${escapeHtml(legend)}</legend>${radios}</fieldset>`;
}

/** The outcome line of a played round, in the page's language. */
function outcomeLine(page: SimPage, text: SimPageText, shown: string[]): string {
  const [first = '', second = ''] = shown;
  const bdi = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;
  switch (page.game) {
    case 'slot':
      return `<span class="show" dir="ltr">${shown.map(escapeHtml).join(' ')}</span>`;
    case 'table':
      return fill(text.ball, { pocket: bdi(first), colour: escapeHtml(text.choice[second as 'red'] ?? second) });
    case 'fish':
      return escapeHtml(first === 'hit' ? text.hit : text.miss);
    case 'card':
      return fill(text.cards, { mine: bdi(first), dealer: bdi(second) });
    case 'sports':
      return fill(text.match, { result: escapeHtml(text.choice[first as 'home'] ?? first) });
    case 'lottery':
      return fill(text.drawn, { digit: bdi(first) });
  }
}

function resultBlock(page: SimPage, text: SimPageText): string {
  const result = page.result;
  if (!result) return '';
  if (!result.ok) {
    const key = result.code in text.errors ? (result.code as keyof SimPageText['errors']) : 'other';
    const locale = intlLocale(page.lang, page.country);
    const message = fill(text.errors[key], {
      min: money(page, page.limits.min),
      max: money(page, page.limits.max),
      whole: `<bdi>${formatNumber(10, locale)}</bdi>`,
      decimal: `<bdi>${formatNumber(12.5, locale, { minDecimals: 2 })}</bdi>`,
    });
    return `<p class="result bad" role="alert" data-code="${escapeHtml(result.code)}">${message}</p>`;
  }
  const verdict = result.win > 0 ? fill(text.won, { amount: money(page, result.win) }) : escapeHtml(text.lost);
  return `<p class="result" role="status" data-win="${result.win}">${outcomeLine(page, text, result.outcome.shown)}<br>${verdict}</p>`;
}

/**
 * The reality check in place of the stake form: the session's time and net result, "continue" (posts back, marking
 * the reminder seen, and plays nothing) and "stop" (back to the lobby).
 */
function reminderBlock(page: SimPage, text: SimPageText, reminder: NonNullable<SimPage['reminder']>): string {
  const locale = intlLocale(page.lang, page.country);
  const number = (value: number) => `<bdi>${escapeHtml(formatNumber(value, locale))}</bdi>`;
  return `<section class="reality" aria-labelledby="reality-check-title" data-reality-check>
<h2 id="reality-check-title">${escapeHtml(text.realityCheck.title)}</h2>
<p>${fill(text.realityCheck.played, { minutes: number(reminder.minutes) })}</p>
<p>${fill(text.realityCheck.net, { amount: money(page, reminder.net), rounds: number(reminder.rounds) })}</p>
<form method="post">
<input type="hidden" name="seen" value="${page.remindersSeen ?? 0}">
<input type="hidden" name="stake" value="${escapeHtml(page.stakeText)}">
<button type="submit" name="realityCheck" value="continue">${escapeHtml(text.realityCheck.continue)}</button>
</form>
<p><a href="${escapeHtml(page.backUrl ?? '/')}">${escapeHtml(text.realityCheck.stop)}</a></p>
</section>`;
}

export function renderSimPage(asked: SimPage): string {
  // A language the page is not written in is served in its fallback, numbers and <html lang> included.
  const page = { ...asked, lang: writtenIn(SIM_PAGE_TEXT, asked.lang) };
  const text = inLanguage(SIM_PAGE_TEXT, page.lang);
  const balance =
    page.balance === null
      ? '<dd data-balance>–</dd>'
      : `<dd data-balance data-minor="${page.balance}">${money(page, page.balance)}</dd>`;
  const limits = fill(text.limits, { min: money(page, page.limits.min), max: money(page, page.limits.max) });
  const back = page.backUrl ? `<p><a href="${escapeHtml(page.backUrl)}">${escapeHtml(text.back)}</a></p>` : '';
  const room = page.roomName
    ? `<p class="vendor" data-room>${fill(inLanguage(SIM_PAGE_TEXT, page.lang).room, { room: `<bdi>${escapeHtml(page.roomName)}</bdi>` })}</p>`
    : '';
  return plainDocument(
    page.lang,
    `${page.gameName} · ${text.title}`,
    `<header><img src="${escapeHtml(page.iconUrl)}" alt="" width="64" height="64">
<div><h1 dir="auto">${escapeHtml(page.gameName)}</h1><p class="vendor">${escapeHtml(text.vendor)}: <bdi>${escapeHtml(page.vendorName)}</bdi></p>${room}</div></header>
<dl class="balance"><dt>${escapeHtml(text.balance)}</dt>${balance}</dl>
${resultBlock(page, text)}
${
  page.reminder
    ? reminderBlock(page, text, page.reminder)
    : `<form method="post">
<input type="hidden" name="round" value="${escapeHtml(page.roundId)}">
<input type="hidden" name="seen" value="${page.remindersSeen ?? 0}">
<label class="stake"><span>${escapeHtml(text.stake)}</span>
<input type="text" name="stake" inputmode="decimal" autocomplete="off" dir="ltr" required value="${escapeHtml(page.stakeText)}">
<small>${limits}</small></label>
${choices(page, text)}
<button type="submit">${escapeHtml(text.play[page.game])}</button>
</form>`
}
<p class="note">${escapeHtml(text.note)}</p>
${back}`,
  );
}

export function renderSimExpired(asked: LanguageCode): string {
  const lang = writtenIn(SIM_PAGE_TEXT, asked);
  const text = inLanguage(SIM_PAGE_TEXT, lang);
  return plainDocument(lang, text.title, `<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.expired)}</p>`);
}
