// @vitest-environment node
/**
 * The fuzz gate beyond the API's call definitions: EVERY route the platform app registered — read from Hono's `app.routes`, so a
 * route added tomorrow is fuzzed without anyone listing it — gets odd bytes (fuzz-route-requests.ts): NUL, control
 * characters and broken percent-encoding in the path and query, an overlong path, JSON nested 2,500 deep, NUL in
 * the body. Each must be a 400 bad_request. Routes outside the call definitions (the sandbox pay page, provider and vendor
 * callbacks, simulator pages, assets) also get odd but well-formed requests (wrong content types, huge numbers,
 * strange parameters, another method): never a 5xx. No answer carries a stack.
 *
 * One platform, on PGlite only (harness.ts describeOnPGlite): odd bytes are refused at the edge, before any SQL,
 * and the handlers the well-formed requests reach run their SQL on both databases in their own files (gateway
 * callbacks, vendor wallet, simulator); the API calls are fuzzed on both (fuzz-calls.test.ts). The routes
 * are grouped by family (their first path segment), one test each, and a last test takes every route no family
 * claims.
 */
import { expect, it } from 'vitest';
import { adminDepositDecisionCall } from '../../src/api/calls/admin-money';
import { depositCall } from '../../src/api/calls/money/deposits';
import { loginCall } from '../../src/api/calls/session';
import { apiCalls } from './api-calls';
import {
  oddByteCases,
  type RegisteredRoute,
  type RouteCase,
  registeredRoutes,
  STACK_TRACE,
  wellFormedCases,
} from './fuzz-route-requests';
import { ADMIN_TOKEN, describeOnPGlite, MERCHANT, type TestPlatform } from './harness';

/** The host the operator API answers on (platform/admin/operator-host.ts's default). */
const OPERATOR_HOST = 'admin.localhost';
const FAMILIES = ['/wps/', '/lgw/', '/lotto/', '/admin/', '/sandbox-pay/'] as const;
const declared = new Set(apiCalls().map(({ call }) => `${call.method} ${call.path}`));
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

async function send(p: TestPlatform, c: RouteCase, ip: string): Promise<string | null> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip, 'x-merchant-code': MERCHANT };
  if (c.url.startsWith('/admin'))
    Object.assign(headers, { host: OPERATOR_HOST, authorization: `Bearer ${ADMIN_TOKEN}` });
  if (c.contentType) headers['content-type'] = c.contentType;
  const res = await p.platform.app.request(c.url, { method: c.method, headers, body: c.body });
  const text = await res.text();
  const described = `${c.label}: ${c.method} ${c.url.slice(0, 120)} → ${res.status} ${text.slice(0, 160)}`;
  if (res.status >= 500) return `5xx: ${described}`;
  if (STACK_TRACE.test(text)) return `stack trace: ${described}`;
  if (!c.mustRefuse) return null;
  if (res.status !== 400) return `not 400: ${described}`;
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    return `not the envelope: ${described}`;
  }
  return code === 'bad_request' ? null : `not bad_request: ${described}`;
}

function everyRegisteredRoute(platform: () => TestPlatform): void {
  const routes = () => registeredRoutes(platform().platform.app.routes);
  let sent = 0;

  async function fuzz(selected: RegisteredRoute[]): Promise<string[]> {
    const all = routes();
    const failures: string[] = [];
    for (const route of selected) {
      const isApiCall = declared.has(`${route.method} ${route.path}`);
      const taken = new Set(all.filter((r) => r.path === route.path).map((r) => r.method));
      const other = METHODS.find((method) => !taken.has(method)) ?? null;
      const cases = [...oddByteCases(route), ...(isApiCall ? [] : wellFormedCases(route, other))];
      for (const c of cases) {
        sent += 1;
        // One IP per request, so no per-IP limit answers before the route does.
        const failure = await send(platform(), c, `10.77.${Math.floor(sent / 250) % 250}.${(sent % 250) + 1}`);
        if (failure) failures.push(failure);
      }
    }
    return failures;
  }

  for (const family of FAMILIES) {
    it(`every ${family}… route answers odd bytes 400 and nothing 5xx`, async () => {
      const selected = routes().filter((route) => route.path.startsWith(family));
      expect(selected.length).toBeGreaterThan(0);
      const failures = await fuzz(selected);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }

  it('every route of no family above answers odd bytes 400 and nothing 5xx', async () => {
    const failures = await fuzz(routes().filter((route) => !FAMILIES.some((family) => route.path.startsWith(family))));
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('JSON nested 2,000 deep is a 400 on an API call, an admin call, a vendor callback and a gateway callback', async () => {
    const p = platform();
    const deep = `${'['.repeat(2_000)}${']'.repeat(2_000)}`;
    const headers = { 'content-type': 'application/json' };
    const admin = { ...headers, host: OPERATOR_HOST, authorization: `Bearer ${ADMIN_TOKEN}` };
    const answers = await Promise.all([
      p.request('POST', loginCall.path, { body: deep, headers }),
      p.request('POST', depositCall.path, { body: deep, headers }),
      p.request('POST', adminDepositDecisionCall.path, { body: deep, headers: admin }),
      p.request('POST', '/lgw/vendor-wallet/sim/debit', { body: deep, headers }),
      p.request('POST', '/wps/payment/callback/sandbox', { body: deep, headers }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 'bad_request' });
    }
  });
}

// With the browser tests' movable clock, so its route (platform/test-clock) is registered and fuzzed too.
describeOnPGlite('fuzz: every registered route', everyRegisteredRoute, { testClock: true });
