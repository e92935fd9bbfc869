/**
 * One rule for every text a request carries, applied once at the edge (http/route.ts) before any call's
 * schema: no control characters and no lone surrogates. PostgreSQL refuses NUL in text (a 500 if it got
 * that far), other control characters hide text in logs and messages (e.g. \u001b escapes, \u202e
 * reversals), and a lone surrogate cannot be stored as UTF-8 at all. Tab, line feed and carriage return
 * stay allowed: feedback and messages are multi-line.
 */

// C0 controls except \t \n \r, DEL, C1 controls, and the bidi overrides/isolates that reorder what follows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export interface TextIssue {
  /** Where in the input, e.g. `username` or `items.0.name` (empty for a bare string). */
  path: string;
  code: 'invalid_characters';
  message: string;
}

function issueOf(text: string): string | null {
  if (!text.isWellFormed()) return 'contains a lone surrogate (not valid Unicode)';
  if (FORBIDDEN.test(text)) return 'contains a control character';
  return null;
}

/** Every string (keys included) inside `input` that breaks the rule, with its path. */
export function findBadText(input: unknown, path: string[] = []): TextIssue[] {
  const at = (key: string[]) => key.join('.');
  if (typeof input === 'string') {
    const message = issueOf(input);
    return message ? [{ path: at(path), code: 'invalid_characters', message }] : [];
  }
  if (!input || typeof input !== 'object') return [];
  return Object.entries(input).flatMap(([key, value]) => {
    const keyMessage = issueOf(key);
    const keyIssues: TextIssue[] = keyMessage
      ? [
          {
            path: at([...path, key.replace(/[^\x20-\x7e]/g, '?')]),
            code: 'invalid_characters',
            message: `name ${keyMessage}`,
          },
        ]
      : [];
    return [...keyIssues, ...findBadText(value, [...path, key])];
  });
}
