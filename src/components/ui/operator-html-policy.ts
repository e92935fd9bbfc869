/**
 * What operator HTML (announcements, popups, notices, inbox messages) may contain, and the rules applied to
 * what is left. Two engines sanitise it (operator-sanitizer.ts): the browser's own Sanitizer where it has one,
 * DOMPurify elsewhere. Both take these allowlists, drop everything else with its content, and hand their inert
 * result to `applyOperatorHtmlRules`, so a popup reads the same in every browser.
 */
import { isolateLtrRuns } from '../../i18n/bidi';

export interface SanitizeOptions {
  /** Right-to-left page: isolate the Latin runs of the text (src/i18n/bidi.ts). */
  isolateLtr?: boolean;
}

/** An engine: safe HTML for `innerHTML` / `dangerouslySetInnerHTML`. */
export type SanitizeHtml = (html: string, options?: SanitizeOptions) => string;

/** Words of a list, written as text. */
const words = (text: string) => text.trim().split(/\s+/);

/**
 * Text structure, lists, tables, links and pictures: nothing that runs, submits, styles or embeds, and no SVG or
 * MathML (their parsing rules are where sanitiser bypasses hide).
 */
export const OPERATOR_HTML_ELEMENTS = words(`
  a abbr article aside b bdi bdo blockquote br caption cite code col colgroup dd del dfn div dl dt em figcaption
  figure footer h1 h2 h3 h4 h5 h6 header hr i img ins kbd li mark ol p pre q rp rt ruby s samp section small span
  strong sub sup table tbody td tfoot th thead time tr u ul var wbr
  font center big tt strike nobr label main nav address
`);

/**
 * Back-office editors still write these (the last line above): their text stays, the element goes. So do the
 * page-level ones an editor may leave in.
 */
const UNWRAPPED = 'font, center, big, tt, strike, nobr, label, main, nav, address';

/** No style, class, id, name, event handler or data attribute. */
export const OPERATOR_HTML_ATTRIBUTES = words(`
  href src alt title lang dir width height colspan rowspan headers scope abbr span datetime start reversed type value
`);

/**
 * The URLs that stay (the engines differ here: the browser's Sanitizer removes only javascript: ones). A
 * page-relative address ("x", "img/a.png") resolves differently on /, /ur/ and /rng/, so it is broken at best
 * and a probe at worst: links keep web, mail and phone addresses and the site's own root-relative ones; images
 * load only from the web, the site, or inline pictures.
 */
export const LINKABLE_URL = /^(https?:\/\/|\/(?!\/)|mailto:|tel:)/i;
export const LOADABLE_IMAGE = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|gif|webp);)/i;

/**
 * The portal's rules for sanitised operator HTML, applied in place to the engine's inert result. `isolateLtr`
 * (right-to-left pages) isolates the Latin runs of its text (src/i18n/bidi.ts).
 */
export function applyOperatorHtmlRules(root: Element, { isolateLtr = false }: SanitizeOptions): void {
  for (const wrapper of root.querySelectorAll(UNWRAPPED)) wrapper.replaceWith(...wrapper.childNodes);
  for (const link of root.querySelectorAll('a[href]')) {
    if (!LINKABLE_URL.test(link.getAttribute('href') ?? '')) {
      link.removeAttribute('href');
      continue;
    }
    // Links leave the portal in a new tab and cannot reach back into it.
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  for (const image of root.querySelectorAll('img')) {
    if (!LOADABLE_IMAGE.test(image.getAttribute('src') ?? '')) image.removeAttribute('src');
    // Operator pictures are illustrations; without a text of their own they are decoration.
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
    image.setAttribute('loading', 'lazy');
    image.setAttribute('decoding', 'async');
  }
  if (!isolateLtr) return;
  const texts = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode())
    if (text.textContent) text.textContent = isolateLtrRuns(text.textContent);
}
