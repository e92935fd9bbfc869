/**
 * The HTML documents the platform serves itself, outside the sites' bundles (the vendor simulator's game window,
 * the table chat window): script-free pages in the page language's direction and fonts, with headers that allow
 * no script and keep the page, whose URL carries a ticket, out of caches and referrers.
 */
import { type LanguageCode, languageInfo } from '../../src/i18n/languages';
import { escapeHtml } from '../core/markup';
import { PLAIN_PAGE_FONT_CSS } from './plain-page-fonts';

export const PLAIN_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; img-src 'self' data:; font-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  // The ticket is in the URL: never send it on as a referrer, never keep the page in a cache.
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

const CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#0b1320;color:#eef2f7}
main{max-width:28rem;margin-inline:auto;padding:1rem;display:grid;gap:.9rem}
header{display:flex;gap:.75rem;align-items:center}
header img{width:4rem;height:4rem;border-radius:.75rem;flex:none}
h1{font-size:1.25rem;margin:0}
.vendor{margin:0;opacity:.75;font-size:.9rem}
.balance{display:flex;justify-content:space-between;gap:1rem;padding:.75rem 1rem;border-radius:.75rem;background:#16233a}
.balance dt{opacity:.75}.balance dd{margin:0;font-weight:700}
.result{margin:0;padding:.75rem 1rem;border-radius:.75rem;background:#1c2f4d;text-align:center}
.result.bad{background:#4d1c24}.result .show{display:block;font-size:1.6rem;letter-spacing:.3rem;margin-block-end:.25rem}
form{display:grid;gap:.75rem}
label.stake{display:grid;gap:.3rem}
input[type=text]{width:100%;font:inherit;font-size:1.1rem;padding:.6rem .75rem;border-radius:.5rem;border:1px solid #3a4b66;background:#0f1a2c;color:inherit;text-align:start}
small{opacity:.7}
fieldset{border:1px solid #3a4b66;border-radius:.75rem;margin:0;padding:.5rem .75rem;display:flex;flex-wrap:wrap;gap:.5rem}
fieldset label{display:flex;align-items:center;gap:.35rem;padding:.35rem .6rem;border-radius:.5rem;background:#16233a;min-height:2.75rem}
button{font:inherit;font-size:1.1rem;font-weight:700;padding:.8rem;border:0;border-radius:.75rem;background:#ffb020;color:#1a1200;min-height:3rem}
p.note{margin:0;font-size:.85rem;opacity:.7}
a{color:#7cc4ff}
`;

export function plainDocument(lang: LanguageCode, title: string, body: string): string {
  const { dir } = languageInfo(lang);
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PLAIN_PAGE_FONT_CSS}${CSS}</style></head>
<body><main>${body}</main></body></html>`;
}
