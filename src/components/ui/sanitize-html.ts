/**
 * The DOMPurify engine of operator-sanitizer.ts, for browsers without a Sanitizer of their own: loaded only
 * there. A private DOMPurify instance keeps its settings away from any other feature that sanitises differently.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import {
  applyOperatorHtmlRules,
  OPERATOR_HTML_ATTRIBUTES,
  OPERATOR_HTML_ELEMENTS,
  type SanitizeOptions,
} from './operator-html-policy';

/** The policy in DOMPurify's terms (a browser test checks it gives what the browser's Sanitizer gives). */
export const PURIFY_CONFIG = {
  // Text is a "tag" to DOMPurify, allowed by itself only with KEEP_CONTENT.
  ALLOWED_TAGS: [...OPERATOR_HTML_ELEMENTS, '#text'],
  ALLOWED_ATTR: [...OPERATOR_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Like the browser's Sanitizer: what is not allowed goes with its content.
  KEEP_CONTENT: false,
};

let purifier: DOMPurify | undefined;

export function sanitizeHtml(html: string, { isolateLtr = false }: SanitizeOptions = {}): string {
  purifier ??= createDOMPurify(window);
  // RETURN_DOM: the body of DOMPurify's own inert document, where the rules run before anything loads.
  const body = purifier.sanitize(html, { ...PURIFY_CONFIG, RETURN_DOM: true }) as HTMLElement;
  applyOperatorHtmlRules(body, { isolateLtr });
  return body.innerHTML;
}
