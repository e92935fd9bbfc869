// @vitest-environment node
/**
 * The operator page and the /admin API live on the operator host only, with the page's own strict headers, and the
 * browser keeps an HttpOnly session cookie (a random token, never the admin token) that counts only on the page's
 * own same-origin calls. On PGlite only (harness.ts describeOnPGlite): hosts, headers and the cookie's rules; the
 * operators' accounts and roles are tests/platform/admin/operators.test.ts.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SCRIPTS, DEMO_OPERATOR_PASSWORD, DEMO_OPERATOR_TOTP_SECRET } from '../../platform/admin';
import { operatorHostsFrom } from '../../platform/admin/operator-host';
import { OPERATOR_COOKIE, OPERATOR_REQUEST_HEADER, SESSION_HOURS } from '../../platform/admin/operator-session';
import { createPlatform } from '../../platform/app';
import { readPlatformSettings } from '../../platform/core/platform-settings';
import { StartRefused } from '../../platform/core/start-refused';
import { totpCodeAt } from '../../platform/security/totp';
import { adminOutboxCall } from '../../src/api/calls/admin';
import { ADMIN_TOKEN, describeOnPGlite, OPERATOR_HOST, testOptions } from './harness';

const bearer = { authorization: `Bearer ${ADMIN_TOKEN}` };
const fromPage = { [OPERATOR_REQUEST_HEADER]: '1', 'sec-fetch-site': 'same-origin' };

describe('the operator host setting', () => {
  it('defaults to admin.localhost and takes a production name or several', () => {
    expect(operatorHostsFrom(undefined)).toEqual(['admin.localhost']);
    expect(operatorHostsFrom(' ')).toEqual(['admin.localhost']);
    expect(operatorHostsFrom('Ops.Example.NET.')).toEqual(['ops.example.net']);
    expect(operatorHostsFrom('ops.example.net, admin.localhost')).toEqual(['ops.example.net', 'admin.localhost']);
  });

  it("refuses a players' host before the database opens, in the start checks' one message", async () => {
    const root = mkdtempSync(join(tmpdir(), 'operator-host-'));
    const dataDir = join(root, 'pglite');
    try {
      const settings = readPlatformSettings({ PLATFORM_OPERATOR_HOST: 'ops.example.net,bangladesh.localhost' });
      const refused = await createPlatform(testOptions({ settings, dataDir })).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(StartRefused);
      expect((refused as Error).message).toMatch(
        /one setting needs attention[\s\S]*- PLATFORM_OPERATOR_HOST: bangladesh\.localhost is a merchant's site/,
      );
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses what is not a host name, naming the setting', () => {
    for (const bad of [
      'https://ops.example.net',
      'ops.example.net:8443',
      'ops.example.net/admin',
      'a..b',
      ',',
      'localhost',
      '127.0.0.1',
    ]) {
      expect(() => operatorHostsFrom(bad), bad).toThrow(/PLATFORM_OPERATOR_HOST/);
    }
  });
});

// A moving clock, so a session can be outlived without waiting. It starts at the real time: the platform then
// starts from the run's seeded database (a clock that reads earlier seeds its own, tests/platform/harness.ts).
let now = new Date();

describeOnPGlite(
  'the operator host',
  (platform) => {
    const get = (path: string, host: string, headers: Record<string, string> = {}) =>
      platform().request('GET', path, { headers: { host, ...headers } });
    const signIn = async () => {
      // A code signs in once: each sign-in here takes the next 30 s step's.
      now = new Date(now.getTime() + 30_000);
      const res = await platform().request('POST', '/admin/session', {
        headers: { host: OPERATOR_HOST, 'content-type': 'application/json', ...fromPage },
        body: JSON.stringify({
          username: 'admin',
          password: DEMO_OPERATOR_PASSWORD,
          code: totpCodeAt(DEMO_OPERATOR_TOTP_SECRET, now),
        }),
      });
      expect(res.status).toBe(200);
      return res.headers.get('set-cookie') ?? '';
    };

    it("is not served on a players' host: the page, its files and the API answer 404", async () => {
      for (const host of [
        'bangladesh.localhost:4321',
        'localhost',
        'shaplaplay.example',
        'admin.localhost.evil.example',
      ]) {
        for (const path of [
          '/admin/',
          '/admin',
          '/admin/review.js',
          '/admin/review-kit.js',
          '/admin/promotions-review.js',
          '/admin/held-rounds-review.js',
          '/admin/gateway-cases-review.js',
          '/admin/console-format.js',
          ...CONSOLE_SCRIPTS.map((name) => `/admin/${name}`),
        ]) {
          expect((await get(path, host)).status, `${host}${path}`).toBe(404);
        }
        const api = await get(`${adminOutboxCall.path}?to=%2B8801710000001`, host, bearer);
        expect(api.status, host).toBe(404);
        expect((await api.json()).code).toBe('not_found');
      }
    });

    it('serves the page on the operator host with its own strict headers', async () => {
      const page = await get('/admin/', `${OPERATOR_HOST}:4321`);
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      // No inline script for the policy to hash: every script is a file of the same origin.
      const html = await page.text();
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      // Every script the page names, and the modules they import, is served there as JavaScript.
      const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] as string);
      expect(scripts).toEqual(expect.arrayContaining(CONSOLE_SCRIPTS.map((name) => `/admin/${name}`)));
      for (const path of [...scripts, '/admin/review-kit.js', '/admin/console-format.js']) {
        const file = await get(path, OPERATOR_HOST);
        expect([file.status, file.headers.get('content-type')], path).toEqual([200, 'text/javascript; charset=utf-8']);
      }
      const api = await get(`${adminOutboxCall.path}?to=%2B8801710000001`, OPERATOR_HOST, bearer);
      expect(api.status).toBe(200);
      expect(api.headers.get('x-frame-options')).toBe('DENY');
    });

    it('signs the page in with an HttpOnly, SameSite=Strict cookie that holds no token', async () => {
      const cookie = await signIn();
      expect(cookie).toMatch(new RegExp(`^${OPERATOR_COOKIE}=`));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\/admin/i);
      expect(cookie).not.toContain(ADMIN_TOKEN);
      const session = cookie.split(';')[0] as string;
      const ok = await get(`${adminOutboxCall.path}?to=%2B8801710000001`, OPERATOR_HOST, {
        cookie: session,
        ...fromPage,
      });
      expect(ok.status).toBe(200);
      const whoami = await get('/admin/session', OPERATOR_HOST, { cookie: session, ...fromPage });
      expect((await whoami.json()).value.expiresAt).toBe(
        new Date(now.getTime() + SESSION_HOURS * 3_600_000).toISOString(),
      );
    });

    it("counts the cookie only on the page's own calls, unforged and unexpired", async () => {
      const session = (await signIn()).split(';')[0] as string;
      const outbox = `${adminOutboxCall.path}?to=%2B8801710000001`;
      // A form or a script of another origin cannot add the header; a browser that says cross-site is refused too.
      expect((await get(outbox, OPERATOR_HOST, { cookie: session })).status).toBe(401);
      const crossSite = { cookie: session, ...fromPage, 'sec-fetch-site': 'same-site' };
      expect((await get(outbox, OPERATOR_HOST, crossSite)).status).toBe(401);
      // The cookie works only on the operator host, like everything under /admin.
      expect((await get(outbox, 'bangladesh.localhost', { cookie: session, ...fromPage })).status).toBe(404);
      const forged = `${OPERATOR_COOKIE}=${'A'.repeat(43)}`;
      expect((await get(outbox, OPERATOR_HOST, { cookie: forged, ...fromPage })).status).toBe(401);
      // A wrong bearer token is not rescued by a good cookie.
      const wrong = { cookie: session, ...fromPage, authorization: 'Bearer nope' };
      expect((await get(outbox, OPERATOR_HOST, wrong)).status).toBe(401);
      // A cookie cannot renew itself: signing in takes the password and a code again.
      const renew = await platform().request('POST', '/admin/session', {
        headers: { host: OPERATOR_HOST, cookie: session, ...fromPage },
      });
      expect(renew.status).toBe(400);
      now = new Date(now.getTime() + SESSION_HOURS * 3_600_000 + 1000);
      expect((await get(outbox, OPERATOR_HOST, { cookie: session, ...fromPage })).status).toBe(401);
    });

    it('signs out by revoking the session and clearing the cookie', async () => {
      const session = (await signIn()).split(';')[0] as string;
      const out = await platform().request('DELETE', '/admin/session', {
        headers: { host: OPERATOR_HOST, cookie: session, ...fromPage },
      });
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${OPERATOR_COOKIE}=;.*Max-Age=0`, 'i'));
      // A copy of the cookie kept elsewhere is worth nothing after sign-out.
      const outbox = `${adminOutboxCall.path}?to=%2B8801710000001`;
      expect((await get(outbox, OPERATOR_HOST, { cookie: session, ...fromPage })).status).toBe(401);
    });
  },
  { clock: () => now },
);
