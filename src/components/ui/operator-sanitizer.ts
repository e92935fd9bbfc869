/**
 * Operator HTML (announcements, popups, notices, inbox messages) is untrusted: a compromised or careless back
 * office can send scripts, event handlers and javascript: links (the reference platform seeds all three).
 * It is shown only as this sanitiser returns it: plain HTML of operator-html-policy.ts, with the portal's rules
 * for links and images applied.
 *
 * The engine is the browser's own Sanitizer (Element.setHTML) where there is one: nothing to download or start,
 * which matters on a visitor's first page, whose welcome popup is operator HTML. Other browsers load DOMPurify
 * (sanitize-html.ts) on first use, with the same policy.
 */
import {
  applyOperatorHtmlRules,
  OPERATOR_HTML_ATTRIBUTES,
  OPERATOR_HTML_ELEMENTS,
  type SanitizeHtml,
  type SanitizeOptions,
} from './operator-html-policy';

declare global {
  interface Element {
    /** The safe setHTML (it always removes scripts and handlers), newer than TypeScript's DOM types. */
    setHTML?(html: string, options: { sanitizer: Sanitizer }): void;
  }
}

/** The policy in the browser's terms (a browser test checks it gives what DOMPurify gives). */
export const SANITIZER_CONFIG = {
  elements: [...OPERATOR_HTML_ELEMENTS],
  attributes: [...OPERATOR_HTML_ATTRIBUTES],
  comments: false,
  dataAttributes: false,
} satisfies SanitizerConfig;

let nativeSanitizer: Sanitizer | undefined;

function sanitizeNatively(html: string, { isolateLtr = false }: SanitizeOptions = {}): string {
  nativeSanitizer ??= new Sanitizer(SANITIZER_CONFIG);
  // An inert document: nothing in the operator's HTML loads before the rules have run.
  const box = document.implementation.createHTMLDocument('').createElement('div');
  box.setHTML?.(html, { sanitizer: nativeSanitizer });
  applyOperatorHtmlRules(box, { isolateLtr });
  return box.innerHTML;
}

/** The browser's own sanitiser, at once; undefined in a browser without one (loadSanitizer() brings DOMPurify). */
export function readySanitizer(): SanitizeHtml | undefined {
  return typeof Sanitizer === 'function' && 'setHTML' in Element.prototype ? sanitizeNatively : undefined;
}

export async function loadSanitizer(): Promise<SanitizeHtml> {
  return readySanitizer() ?? (await import('./sanitize-html')).sanitizeHtml;
}
