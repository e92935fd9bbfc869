/**
 * The one way the platform reads JSON it did not write: a single pass over the bytes first, then JSON.parse.
 *
 * Why a pass before parsing: V8's JSON.parse copes with deep nesting, but everything after it walks the value
 * recursively (the text rule of security/text-input.ts, zod, structuredClone), and 2,000 levels of `[[[…` blow
 * the stack there: a 500 on every JSON call. No request of the platform nests beyond a handful of levels, so
 * anything deeper than MAX_JSON_DEPTH is refused before it is parsed. The same pass finds NUL, raw or as the
 * `\u0000` escape: PostgreSQL text cannot hold it, so it must never get past the edge.
 *
 * The pass reads bytes, not characters: JSON's structure (brackets, quotes, backslashes) is ASCII, and no byte of
 * a multi-byte UTF-8 character is below 0x80, so a body that is not valid UTF-8 is scanned just as safely.
 */
import { badRequest } from '../core/platform-error';

/** Deeper than any body of an API call or of a provider's callback; far below what a recursive walk survives. */
export const MAX_JSON_DEPTH = 64;

export interface JsonScan {
  /** More than `maxDepth` arrays/objects open at once (counted outside strings). */
  tooDeep: boolean;
  /** A 0x00 byte anywhere, or a `\u0000` escape inside a string. */
  nul: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);
const ZERO = 0x30;

const isNulEscape = (bytes: Uint8Array, i: number) =>
  (bytes[i + 1] === 0x75 || bytes[i + 1] === 0x55) &&
  bytes[i + 2] === ZERO &&
  bytes[i + 3] === ZERO &&
  bytes[i + 4] === ZERO &&
  bytes[i + 5] === ZERO;

/** Scans `bytes` as if they were JSON (text that is not JSON is scanned the same way, harmlessly). */
export function scanJson(bytes: Uint8Array, maxDepth = MAX_JSON_DEPTH): JsonScan {
  let depth = 0;
  let inString = false;
  let nul = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    if (byte === 0) nul = true;
    else if (inString) {
      if (byte === BACKSLASH) {
        if (isNulEscape(bytes, i)) nul = true;
        i++; // the escaped character is never a quote that ends the string
      } else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      depth++;
      if (depth > maxDepth) return { tooDeep: true, nul };
    } else if (CLOSERS.has(byte) && depth > 0) depth--;
  }
  return { tooDeep: false, nul };
}

export const TOO_DEEP_MESSAGE = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * Parses request JSON, or throws 400 bad_request: too deep, or not JSON. (NUL inside strings is left to the
 * caller, which knows which field it is in: the route binder reports it with the field's path.)
 */
export function parseJsonText(text: string): unknown {
  if (scanJson(Buffer.from(text)).tooDeep) throw badRequest(TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('the body is not valid JSON');
  }
}
