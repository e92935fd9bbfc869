/**
 * The live chat page of the vendor simulator: script-free HTML (a form that posts back to the page), like the
 * simulator's game page, so it works on any phone and under a CSP that allows no script. It shows the table's
 * hosts (online first), the table's last messages (oldest first, the newest at the bottom next to the form) and
 * the message form. Every value is HTML-escaped; logical properties mirror it for Urdu; names are isolated.
 */
import { formatNumber, intlLocale } from '../../src/i18n/format';
import { inLanguage, type LanguageCode, writtenIn } from '../../src/i18n/languages';
import { escapeHtml } from '../core/markup';
import { plainDocument } from '../http/plain-page';
import { CHAT_PAGE_TEXT } from './chat-text';

export const MAX_CHAT_MESSAGE = 200;

export interface ChatMessage {
  id: number;
  author: string;
  /** own: written by the viewer; host: by the table's host. */
  from: 'own' | 'player' | 'host';
  body: string;
  createdAt: Date;
}

export interface ChatPage {
  lang: LanguageCode;
  country: string;
  timeZone: string;
  tableName: string;
  hosts: { name: string; avatarUrl: string; online: boolean }[];
  messages: ChatMessage[];
  /** What the player typed, kept after a refusal. */
  draft: string;
  problem: 'tooLong' | 'emptyMessage' | null;
}

const fill = (template: string, values: Record<string, string>) =>
  escapeHtml(template).replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const CSS = `
.hosts{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.hosts li{display:flex;align-items:center;gap:.4rem;padding:.3rem .6rem;border-radius:2rem;background:#16233a}
.hosts img{width:2rem;height:2rem;border-radius:50%}
.dot{width:.6rem;height:.6rem;border-radius:50%;background:#6b7a90}.dot.on{background:#36d399}
ol.chat{list-style:none;margin:0;padding:.5rem;display:grid;gap:.4rem;max-height:55vh;overflow-y:auto;border-radius:.75rem;background:#0f1a2c}
ol.chat li{padding:.4rem .6rem;border-radius:.5rem;background:#16233a}
ol.chat li.own{background:#1c3a5d}ol.chat li.host{background:#3a2a10}
ol.chat .who{font-weight:700;margin-inline-end:.4rem}ol.chat time{opacity:.6;font-size:.8rem;margin-inline-start:.4rem}
textarea{width:100%;font:inherit;padding:.6rem .75rem;border-radius:.5rem;border:1px solid #3a4b66;background:#0f1a2c;color:inherit;min-height:4.5rem}
`;

function clock(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    date,
  );
}

export function renderChatPage(asked: ChatPage): string {
  // A language the page is not written in is served in its fallback, numbers and <html lang> included.
  const page = { ...asked, lang: writtenIn(CHAT_PAGE_TEXT, asked.lang) };
  const text = inLanguage(CHAT_PAGE_TEXT, page.lang);
  const hosts = page.hosts
    .map(
      (host) =>
        `<li><img src="${escapeHtml(host.avatarUrl)}" alt="" width="32" height="32"><bdi>${escapeHtml(host.name)}</bdi>` +
        `<span class="dot${host.online ? ' on' : ''}" aria-hidden="true"></span>` +
        `<span>${escapeHtml(host.online ? text.online : text.offline)}</span></li>`,
    )
    .join('');
  const messages = page.messages.length
    ? `<ol class="chat" aria-label="${escapeHtml(text.messages)}" tabindex="0">${page.messages
        .map((message) => {
          const who =
            message.from === 'own'
              ? `${escapeHtml(message.author)} (${escapeHtml(text.you)})`
              : message.from === 'host'
                ? `${escapeHtml(message.author)} (${escapeHtml(text.host)})`
                : escapeHtml(message.author);
          return `<li class="${message.from}" data-message-id="${message.id}"><span class="who"><bdi>${who}</bdi></span><span dir="auto">${escapeHtml(message.body)}</span><time datetime="${message.createdAt.toISOString()}" dir="ltr">${clock(message.createdAt, page.timeZone)}</time></li>`;
        })
        .join('')}</ol>`
    : `<p class="note">${escapeHtml(text.empty)}</p>`;
  const max = formatNumber(MAX_CHAT_MESSAGE, intlLocale(page.lang, page.country));
  const problem = page.problem
    ? `<p class="result bad" role="alert">${fill(text[page.problem], { max: `<bdi>${escapeHtml(max)}</bdi>` })}</p>`
    : '';
  return plainDocument(
    page.lang,
    `${page.tableName} · ${text.title}`,
    `<style>${CSS}</style>
<h1>${fill(text.heading, { table: `<bdi>${escapeHtml(page.tableName)}</bdi>` })}</h1>
<section aria-label="${escapeHtml(text.hosts)}"><p class="vendor">${escapeHtml(text.hosts)}</p><ul class="hosts">${hosts}</ul></section>
<h2 class="vendor">${escapeHtml(text.messages)}</h2>
${messages}
${problem}
<form method="post">
<label class="stake"><span>${escapeHtml(text.message)}</span>
<textarea name="message" maxlength="${MAX_CHAT_MESSAGE}" dir="auto" required>${escapeHtml(page.draft)}</textarea></label>
<button type="submit">${escapeHtml(text.send)}</button>
</form>`,
  );
}

export function renderChatExpired(asked: LanguageCode): string {
  const lang = writtenIn(CHAT_PAGE_TEXT, asked);
  const text = inLanguage(CHAT_PAGE_TEXT, lang);
  return plainDocument(lang, text.title, `<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.expired)}</p>`);
}
