/**
 * Hostile requests for any route the platform app registered, API call or not (fuzz-routes.test.ts reads the
 * list from Hono's `app.routes`, so a route added tomorrow is covered without being named here).
 *
 * Two kinds of case:
 *   - odd bytes (`mustRefuse`): a NUL, a control character or broken percent-encoding in the path or the query,
 *     an overlong path, JSON nested 2,500 levels deep, a NUL in the body (raw, escaped, form-encoded). Every route
 *     must answer these 400 bad_request (platform/http/request-guard.ts);
 *   - odd but well-formed requests (wrong content types, huge numbers, strange parameter values, another method):
 *     any answer but a 5xx. Only for routes outside the API's call definitions: fuzz-calls.test.ts sends the API calls
 *     hundreds of such requests generated from their schemas.
 */

export interface RegisteredRoute {
  method: string;
  /** Hono's pattern, e.g. `/sandbox-pay/:id` or `/lgw/assets/games/:file{.+\.png}`. */
  path: string;
}

export interface RouteCase {
  label: string;
  method: string;
  /** Path and query, already encoded as they travel. */
  url: string;
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  /** True: the answer must be 400 bad_request. False: any answer below 500. */
  mustRefuse: boolean;
}

/**
 * The routes of an app, each method once. Middleware (`use`, method ALL on a wildcard path) is not a route; a
 * handler on ALL methods of a plain path is tried as GET and POST.
 */
export function registeredRoutes(routes: readonly { method: string; path: string }[]): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const { method, path } of routes) {
    if (path.includes('*')) continue;
    for (const each of method === 'ALL' ? ['GET', 'POST'] : [method])
      seen.set(`${each} ${path}`, { method: each, path });
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** A value that reaches the handler for a few parameter names (else a plain token). Hints, not a route list. */
const PARAM_HINTS: Record<string, string> = { adapter: 'sim', action: 'debit', file: 'a.svg' };

const PARAM = /:(\w+)(\{[^}]*\})?/g;

/** The route's path with its parameters filled in (`fill` gets the name and returns the encoded value). */
export function concretePath(path: string, fill: (name: string) => string = (name) => PARAM_HINTS[name] ?? 'x1') {
  return path.replace(PARAM, (_, name: string) => fill(name));
}

/** The path with `odd` (already encoded) in its last parameter, or appended to it when it has none. */
function withOddPath(path: string, odd: string): string {
  const names = [...path.matchAll(PARAM)].map((match) => match[1]);
  const last = names.at(-1);
  return last
    ? concretePath(path, (name) => (name === last ? `a${odd}b` : (PARAM_HINTS[name] ?? 'x1')))
    : `${path}${odd}`;
}

const DEEP = 2_500;
const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

/** Requests every route must refuse with 400 bad_request. */
export function oddByteCases(route: RegisteredRoute): RouteCase[] {
  const refused = (label: string, url: string, extra: Partial<RouteCase> = {}): RouteCase => ({
    label,
    method: route.method,
    url,
    mustRefuse: true,
    ...extra,
  });
  const plain = concretePath(route.path);
  const cases = [
    refused('NUL in the path', withOddPath(route.path, '%00')),
    refused('escape character in the path', withOddPath(route.path, '%1B')),
    refused('broken percent-encoding in the path', withOddPath(route.path, '%ZZ')),
    refused('an encoded lone surrogate in the path', withOddPath(route.path, '%ED%A0%80')),
    refused('overlong path', `${plain}/${'a'.repeat(3_000)}`),
    refused('NUL in the query', `${plain}?page=1&name=a%00b`),
    refused('broken percent-encoding in the query', `${plain}?name=%E0%A4%A`),
  ];
  if (route.method === 'GET' || route.method === 'HEAD') return cases;
  return [
    ...cases,
    refused('JSON nested 2,500 deep (arrays)', plain, { body: deepArray, contentType: 'application/json' }),
    refused('JSON nested 2,500 deep (objects)', plain, { body: deepObject, contentType: 'application/json' }),
    refused('JSON nested 2,500 deep as text/plain', plain, { body: deepArray, contentType: 'text/plain' }),
    refused('a NUL byte in the body', plain, { body: bytes('{"a":"\u0000"}'), contentType: 'application/json' }),
    refused('an escaped NUL in a JSON string', plain, { body: '{"a":"x\\u0000"}', contentType: 'application/json' }),
    refused('a NUL in a form field', plain, {
      body: 'action=pay&a=%00',
      contentType: 'application/x-www-form-urlencoded',
    }),
  ];
}

const HUGE_QUERY = 'page=1e309&pageSize=99999999999999999999&id=-1e308&amount=NaN&from=9999-99-99';
const HUGE_JSON = '{"amount":1e309,"timestamp":9007199254740993,"id":-1e308,"page":1e400,"status":"paid"}';

/** Odd but well-formed requests: any answer but a 5xx (routes outside the API's call definitions). */
export function wellFormedCases(route: RegisteredRoute, otherMethod: string | null): RouteCase[] {
  const tolerated = (label: string, url: string, extra: Partial<RouteCase> = {}): RouteCase => ({
    label,
    method: route.method,
    url,
    mustRefuse: false,
    ...extra,
  });
  const plain = concretePath(route.path);
  const cases = [
    tolerated('plain', plain),
    tolerated('huge numbers in the query', `${plain}?${HUGE_QUERY}`),
    tolerated(
      'a long parameter',
      concretePath(route.path, () => 'x'.repeat(1_000)),
    ),
    tolerated(
      'dot segments in a parameter',
      concretePath(route.path, () => '..%2F..%2Fetc%2Fpasswd'),
    ),
    tolerated(
      'an emoji parameter',
      concretePath(route.path, () => '%F0%9F%98%80'),
    ),
    tolerated(
      'a quote in a parameter',
      concretePath(route.path, () => '%27%3B%20DROP%20TABLE%20members%3B--'),
    ),
  ];
  if (otherMethod) cases.push({ ...tolerated('another method', plain), method: otherMethod });
  if (route.method === 'GET' || route.method === 'HEAD') return cases;
  const typed = (contentType: string | undefined, body: string) =>
    tolerated(`body as ${contentType ?? 'no type'}`, plain, { body, contentType });
  return [
    ...cases,
    tolerated('huge numbers in JSON', plain, { body: HUGE_JSON, contentType: 'application/json' }),
    typed('text/plain', '{}'),
    typed('application/xml', '<a/>'),
    typed('multipart/form-data', 'garbage without a boundary'),
    typed('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="action"\r\n\r\npay'),
    typed('application/x-www-form-urlencoded', 'action=pay&stake=1e309&message=%ZZ'),
    typed(undefined, 'action=decline'),
    typed('application/json', '{"a":'),
    // The guard leaves multipart bodies to their routes (images are binary): deep JSON there must not 500 either.
    typed('multipart/form-data; boundary=x', deepArray),
  ];
}

/** A stack frame (`at fn (file.ts:12:5)`) or an error class name: an answer must never carry either. */
export const STACK_TRACE = /\bat [^\n]*:\d+:\d+|\b(?:RangeError|TypeError|ReferenceError|SyntaxError)\b/;
