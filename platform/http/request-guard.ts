/**
 * The edge every route shares, API call or not: the route binder installs this middleware before any route
 * is registered, so a route added tomorrow (a provider's callback, a simulator page, an image) gets it without
 * asking. Bytes no route can use are refused with 400 bad_request before a handler sees them:
 *
 *   - a path that is not valid percent-encoding, holds a control character once decoded (NUL included), or is
 *     longer than MAX_PATH_LENGTH: it names nothing we serve, and a NUL reaching a SQL parameter was a 500;
 *   - a query that is not valid percent-encoding, or holds a NUL (reported per parameter, like the text rule);
 *   - a body nested deeper than MAX_JSON_DEPTH or holding a NUL (http/json-text.ts), whatever its content type
 *     says: the route binder parses JSON bodies declared as text/plain too. Multipart bodies are left alone
 *     (binary images are legitimate there); their text fields go through the route binder's text rule.
 *
 * Other control characters are not refused here: the API calls refuse them per field (http/route.ts) and
 * a raw-body route decides for itself. A route that must record what it refused (the payment provider's callback
 * keeps a log for the operator) registers a listener for its path with `onRefused`.
 */
import type { MiddlewareHandler } from 'hono';
import { PlatformError } from '../core/platform-error';
import type { PlatformContext, PlatformEnv } from './context';
import { MAX_JSON_DEPTH, scanJson, TOO_DEEP_MESSAGE } from './json-text';

/** Longer than any path the platform serves (game tickets and signed chat links included) by a wide margin. */
export const MAX_PATH_LENGTH = 2048;

export type RefusalListener = (c: PlatformContext, reason: string, body: Uint8Array | null) => Promise<void>;

export interface RequestGuard {
  middleware: MiddlewareHandler<PlatformEnv>;
  /** Calls `listener` before a request to exactly `path` is refused. */
  onRefused(path: string, listener: RefusalListener): void;
}

interface Refusal {
  reason: string;
  issues?: { path: string; code: 'invalid_characters'; message: string }[];
}

// C0 controls (NUL included), DEL and C1 controls: never part of a path we serve.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this check's job.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const NUL_MESSAGE = 'contains a NUL character';

function rawParts(url: string): { path: string; query: string } {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const rest = start < 0 ? '/' : (url.slice(start).split('#')[0] as string);
  const at = rest.indexOf('?');
  return at < 0 ? { path: rest, query: '' } : { path: rest.slice(0, at), query: rest.slice(at + 1) };
}

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

function pathRefusal(path: string): Refusal | null {
  if (path.length > MAX_PATH_LENGTH) return { reason: `path longer than ${MAX_PATH_LENGTH} characters` };
  const text = decoded(path);
  if (text === null) return { reason: 'the path is not valid percent-encoding' };
  if (CONTROL.test(text)) return { reason: 'the path holds a control character' };
  return null;
}

const pathsOf = (issues: NonNullable<Refusal['issues']>) =>
  issues.map((issue) => issue.path || '(the value)').join(', ');

/** A safe name for a key in an issue path (the key itself may be the odd bytes). */
const keyName = (key: string) => key.replace(/[^\x20-\x7e]/g, '?');

function queryRefusal(query: string): Refusal | null {
  if (!query) return null;
  const issues: Refusal['issues'] = [];
  for (const part of query.split('&')) {
    const at = part.indexOf('=');
    const [key, value] = (at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)]).map((bit) =>
      decoded(bit.replace(/\+/g, ' ')),
    );
    if (key == null || value == null) return { reason: 'the query is not valid percent-encoding' };
    if (key.includes('\0') || value.includes('\0'))
      issues.push({ path: keyName(key), code: 'invalid_characters', message: NUL_MESSAGE });
  }
  return issues.length ? { reason: `a NUL in the query (${pathsOf(issues)})`, issues } : null;
}

/** Paths of the strings (and keys) holding a NUL inside a parsed body, in the text rule's format. */
function nulIssues(value: unknown, path: string[] = []): NonNullable<Refusal['issues']> {
  if (typeof value === 'string')
    return value.includes('\0') ? [{ path: path.join('.'), code: 'invalid_characters', message: NUL_MESSAGE }] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(key.includes('\0')
      ? [
          {
            path: [...path, keyName(key)].join('.'),
            code: 'invalid_characters' as const,
            message: `name ${NUL_MESSAGE}`,
          },
        ]
      : []),
    ...nulIssues(child, [...path, key]),
  ]);
}

function bodyRefusal(bytes: Uint8Array, type: string): Refusal | null {
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const text = Buffer.from(bytes).toString('latin1');
    if (!text.includes('\0') && !/%00/i.test(text)) return null;
    const form = new URLSearchParams(Buffer.from(bytes).toString('utf8'));
    const issues = [...form].flatMap(([key, value]) =>
      key.includes('\0') || value.includes('\0')
        ? [{ path: keyName(key), code: 'invalid_characters' as const, message: NUL_MESSAGE }]
        : [],
    );
    return issues.length
      ? { reason: `a NUL in the form (${pathsOf(issues)})`, issues }
      : { reason: 'the form holds a NUL byte' };
  }
  const scan = scanJson(bytes, MAX_JSON_DEPTH);
  if (scan.tooDeep) return { reason: TOO_DEEP_MESSAGE };
  if (!scan.nul) return null;
  try {
    // Safe to parse and walk: the scan found no nesting deeper than MAX_JSON_DEPTH.
    const issues = nulIssues(JSON.parse(Buffer.from(bytes).toString('utf8')));
    if (issues.length) return { reason: `a NUL in the body (${pathsOf(issues)})`, issues };
  } catch {
    // not JSON: the raw NUL byte is the refusal
  }
  return { reason: 'the body holds a NUL byte' };
}

async function bodyOf(c: PlatformContext): Promise<Uint8Array | null> {
  if (!c.req.raw.body) return null;
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('multipart/')) return null;
  // Hono keeps the bytes: the handler's own c.req.text() / parseBody() read them again from its cache.
  return new Uint8Array(await c.req.arrayBuffer());
}

export function createRequestGuard(): RequestGuard {
  const listeners = new Map<string, RefusalListener>();
  const refuse = async (c: PlatformContext, refusal: Refusal, body: Uint8Array | null): Promise<never> => {
    const listener = listeners.get(c.req.path);
    if (listener) {
      await listener(c, refusal.reason, body).catch((error) =>
        console.error(`[platform] logging a refused ${c.req.path} failed:`, (error as Error).message),
      );
    }
    throw new PlatformError(
      400,
      'bad_request',
      refusal.reason,
      refusal.issues ? { issues: refusal.issues } : undefined,
    );
  };
  return {
    onRefused(path, listener) {
      listeners.set(path, listener);
    },
    middleware: async (c, next) => {
      const { path, query } = rawParts(c.req.url);
      const early = pathRefusal(path) ?? queryRefusal(query);
      if (early) return refuse(c, early, null);
      const body = await bodyOf(c);
      const late = body && bodyRefusal(body, c.req.header('content-type')?.toLowerCase() ?? '');
      if (late) return refuse(c, late, body);
      await next();
    },
  };
}
