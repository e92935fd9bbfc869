/**
 * Operator HTML (announcements, popups, notices, inbox messages) is untrusted: a compromised or careless back
 * office can send scripts, event handlers and javascript: links (the reference platform seeds all three).
 * Everything goes through DOMPurify before React renders it. Shared here because the notices and the inbox
 * both render it. A private DOMPurify instance keeps these hooks away from any
 * other feature that sanitises differently.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { isolateLtrRuns } from '../../i18n/bidi';

const LOADABLE_IMAGE = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|gif|webp);)/i;

let purifier: DOMPurify | undefined;
/** Set for the length of one synchronous sanitize call: whether its text nodes get their Latin runs isolated. */
let isolatingLtr = false;

function instance(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeElements', (node) => {
    if (isolatingLtr && node.nodeType === Node.TEXT_NODE && node.textContent)
      node.textContent = isolateLtrRuns(node.textContent);
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Links leave the portal in a new tab and cannot reach back into it.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG') {
      // A page-relative source ("x", "img/a.png") resolves differently on /, /ur/ and /rng/, so it is
      // broken at best and a probe at worst: only absolute, root-relative and inline images load.
      const src = node.getAttribute('src') ?? '';
      if (!LOADABLE_IMAGE.test(src)) node.removeAttribute('src');
      // Operator pictures are illustrations; without a text of their own they are decoration.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

/**
 * Safe HTML for `dangerouslySetInnerHTML`: plain HTML only (no SVG/MathML), no forms, no inline styles
 * (which could lay content over the dialog's own controls), no scripts, handlers or script URLs. On a
 * right-to-left page (`isolateLtr`) the Latin runs of its text are isolated (src/i18n/bidi.ts).
 */
export function sanitizeHtml(html: string, { isolateLtr = false }: { isolateLtr?: boolean } = {}): string {
  isolatingLtr = isolateLtr;
  try {
    return instance().sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'dialog'],
      FORBID_ATTR: ['style', 'id', 'name'],
    });
  } finally {
    isolatingLtr = false;
  }
}
