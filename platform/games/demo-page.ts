/**
 * The demo game page a launch URL opens: a small, script-free HTML page with the game's name, vendor and the
 * player's balance. Every value is HTML-escaped (game and vendor names come from the database, the back
 * link from the client), and the page is served with a CSP that allows no script at all.
 */
import { formatBalance, intlLocale } from '../../src/i18n/format';
import { LANGUAGES, type LanguageCode } from '../../src/i18n/languages';
import { DEMO_PAGE_TEXT } from './demo-page-text';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export const DEMO_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  // The ticket is in the URL: never send it on as a referrer, never keep the page in a cache.
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

export interface DemoGame {
  gameName: string;
  vendorName: string;
  iconUrl: string;
  nickname: string;
  balance: number;
  currency: string;
  country: string;
  backUrl: string | null;
}

function page(lang: LanguageCode, title: string, body: string): string {
  const { dir } = LANGUAGES[lang];
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#0b1320;color:#eef2f7}
main{max-width:28rem;padding:1.5rem;text-align:center}
img{width:10rem;height:10rem;border-radius:1.5rem}
dl{display:grid;grid-template-columns:auto auto;gap:.4rem 1rem;justify-content:center;text-align:start}
dt{opacity:.7}dd{margin:0;font-weight:600}bdi{white-space:nowrap}
a{color:#7cc4ff}
</style></head>
<body><main>${body}</main></body></html>`;
}

export function renderDemoGame(lang: LanguageCode, game: DemoGame): string {
  const text = DEMO_PAGE_TEXT[lang];
  const balance = formatBalance(game.balance, { locale: intlLocale(lang, game.country), currency: game.currency });
  const back = game.backUrl ? `<p><a href="${escapeHtml(game.backUrl)}">${escapeHtml(text.back)}</a></p>` : '';
  return page(
    lang,
    `${game.gameName} · ${text.title}`,
    `<img src="${escapeHtml(game.iconUrl)}" alt="" width="160" height="160">
<h1 dir="auto">${escapeHtml(game.gameName)}</h1>
<dl>
<dt>${escapeHtml(text.vendor)}</dt><dd dir="auto">${escapeHtml(game.vendorName)}</dd>
<dt>${escapeHtml(text.player)}</dt><dd dir="auto">${escapeHtml(game.nickname)}</dd>
<dt>${escapeHtml(text.balance)}</dt><dd data-balance><bdi>${escapeHtml(balance)}</bdi></dd>
</dl>
<p>${escapeHtml(text.note)}</p>
${back}`,
  );
}

export function renderExpired(lang: LanguageCode): string {
  const text = DEMO_PAGE_TEXT[lang];
  return page(lang, text.title, `<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.expired)}</p>`);
}
