// @vitest-environment node
// One-click sign-in against the real platform and real providers: the local demo provider (oidc-provider, driven as a
// browser would) for the flows, and a fixture provider for the refusals only a misbehaving provider can cause (another
// audience, another nonce, an expired token). Every refusal leaves nothing linked and no member opened.
import { afterAll, expect, it } from 'vitest';
import { PLAYER_PASSWORD } from '../../../platform/accounts';
import { startLocalProvider } from '../../../platform/sign-in-providers/local-provider/server';
import { loginInfoCall, memberInfoCall } from '../../../src/api/calls/member';
import { loginCall } from '../../../src/api/calls/session';
import {
  providerFinishCall,
  providerLinkCall,
  providerLinksCall,
  providerStartCall,
  providerUnlinkCall,
} from '../../../src/api/calls/sign-in-providers';
import { loadAllTenants } from '../../../src/config/load-tenants';
import type { Tenant } from '../../../src/config/tenant-schema';
import { describeEachDatabase, MERCHANT, NEW_PLAYER_PASSWORD, OTHER_MERCHANT, type TestPlatform } from '../harness';
import { startFixtureProvider } from './fixture-provider';
import { signInAtLocalProvider } from './local-provider-browser';

const SITE = 'http://localhost:4321';
const FROM_SITE = { origin: SITE };
const FIXTURE_SECRET = 'fixture-client-secret-not-in-any-site';

const fixture = await startFixtureProvider(4813, 'bd-fixture', FIXTURE_SECRET);
const tenants: Tenant[] = loadAllTenants().map((tenant) =>
  tenant.merchantCode === MERCHANT
    ? {
        ...tenant,
        signInProviders: [
          ...tenant.signInProviders,
          {
            kind: 'oidc' as const,
            id: 'fixture',
            name: 'Fixture',
            icon: 'key',
            issuer: fixture.issuer,
            clientId: 'bd-fixture',
            scope: 'openid email',
          },
          // Listed, but the platform holds no client secret for it: disabled.
          {
            kind: 'oidc' as const,
            id: 'nosecret',
            name: 'No secret',
            icon: 'key' as const,
            issuer: fixture.issuer,
            clientId: 'x',
            scope: 'openid',
          },
        ],
      }
    : tenant,
);
const local = await startLocalProvider({ port: 4812, tenants });
afterAll(async () => {
  await local.close();
  await fixture.close();
});

let browsers = 0;
/** A browser of its own: its key (kept in session storage by the site) and its address. */
const newBrowser = () => {
  browsers++;
  return { key: `browser-key-${String(browsers).padStart(4, '0')}-${'k'.repeat(24)}`, ip: `10.77.${browsers}.1` };
};

async function start(p: TestPlatform, browser: { key: string; ip: string }, provider = 'demo-id', token?: string) {
  const res = await p.call(providerStartCall, {
    body: { provider, browserKey: browser.key, returnPath: '/login' },
    headers: FROM_SITE,
    ip: browser.ip,
    token,
  });
  expect(res.json.code ?? 'ok', JSON.stringify(res.json)).not.toMatch(/_/);
  expect(res.status).toBe(200);
  return res.value.authorizationUrl;
}

const finish = (p: TestPlatform, browser: { key: string; ip: string }, callbackUrl: string) =>
  p.call(providerFinishCall, { body: { callbackUrl, browserKey: browser.key }, headers: FROM_SITE, ip: browser.ip });

/** A whole sign-in at the local provider as `email`: the finish call's answer. */
async function viaLocal(p: TestPlatform, email: string, token?: string) {
  const browser = newBrowser();
  const callback = await signInAtLocalProvider(await start(p, browser, 'demo-id', token), email, SITE);
  return finish(p, browser, callback);
}

describeEachDatabase(
  'sign-in providers',
  (platform) => {
    it('a first sign-in opens a member; the second signs the same member in; both are recorded as provider', async () => {
      const p = platform();
      const first = await viaLocal(p, 'newcomer@demo-id.example');
      expect(first.status, JSON.stringify(first.json)).toBe(200);
      if (first.value.kind !== 'signed-in') throw new Error(`expected a sign-in, got ${first.value.kind}`);
      const { login } = first.value;
      // No forced password change after a provider sign-in.
      expect(login.passwordExpired).toBe(false);
      expect(login.firstTimeLogin).toBe(true);
      const info = await p.call(memberInfoCall, { token: login.token });
      expect(info.value.account).toBe(login.account);

      const again = await viaLocal(p, 'newcomer@demo-id.example');
      if (again.value.kind !== 'signed-in') throw new Error('expected a sign-in');
      expect(again.value.login.id).toBe(login.id);
      expect(again.value.login.firstTimeLogin).toBe(false);
      const history = await p.call(loginInfoCall, { token: again.value.login.token });
      expect(history.value.signIns.map((entry) => entry.method)).toEqual(['provider', 'provider']);
      const links = await p.call(providerLinksCall, { token: login.token });
      expect(links.value.links).toMatchObject([{ provider: 'demo-id', label: 'newcomer@demo-id.example' }]);
      // Its only way in: unlinking is refused, and the link stays.
      const unlink = await p.call(providerUnlinkCall, { token: login.token, query: { provider: 'demo-id' } });
      expect(unlink.status).toBe(409);
      expect(unlink.json.code).toBe('provider_last_sign_in');
      expect((await p.call(providerLinksCall, { token: login.token })).value.links).toHaveLength(1);
    });

    it("an existing member's verified e-mail links only after their password; then unlinks", async () => {
      const p = platform();
      const asked = await viaLocal(p, 'BDplayer2@example.com');
      expect(asked.status).toBe(200);
      if (asked.value.kind !== 'link') throw new Error(`expected a link request, got ${asked.value.kind}`);
      expect(asked.value.account).toBe('bdplayer2');
      const { linkToken } = asked.value;
      const wrong = await p.call(providerLinkCall, { body: { linkToken, password: 'not-it-1' } });
      expect(wrong.json.code).toBe('in_incorrect_password');
      // Not linked by the wrong password: the provider still asks for the password.
      expect((await viaLocal(p, 'bdplayer2@example.com')).value.kind).toBe('link');
      const linked = await p.call(providerLinkCall, { body: { linkToken, password: PLAYER_PASSWORD } });
      expect(linked.status, JSON.stringify(linked.json)).toBe(200);
      expect(linked.value.account).toBe('bdplayer2');
      // The ticket is spent.
      const replay = await p.call(providerLinkCall, { body: { linkToken, password: PLAYER_PASSWORD } });
      expect(replay.json.code).toBe('provider_state_invalid');
      // Now the provider signs bdplayer2 in directly.
      const direct = await viaLocal(p, 'bdplayer2@example.com');
      if (direct.value.kind !== 'signed-in') throw new Error('expected a sign-in');
      expect(direct.value.login.account).toBe('bdplayer2');
      // bdplayer2 has a password: unlinking is allowed, and the next provider sign-in asks for it again.
      const token = direct.value.login.token;
      const unlinked = await p.call(providerUnlinkCall, { token, query: { provider: 'demo-id' } });
      expect(unlinked.status).toBe(200);
      expect((await p.call(providerLinksCall, { token })).value.links).toEqual([]);
      expect((await viaLocal(p, 'bdplayer2@example.com')).value.kind).toBe('link');
    });

    it('a signed-in member links a provider from the security centre; an account linked to another is refused', async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'pv' });
      const linked = await viaLocal(p, 'centre@demo-id.example', player.token);
      expect(linked.value).toEqual({ kind: 'linked', provider: 'demo-id' });
      const other = await p.newPlayer({ prefix: 'pv' });
      const refused = await viaLocal(p, 'centre@demo-id.example', other.token);
      expect(refused.status).toBe(409);
      expect(refused.json.code).toBe('provider_already_linked');
      expect((await p.call(providerLinksCall, { token: other.token })).value.links).toEqual([]);
      // The password of `player` still works, and the provider signs `player` in.
      const signIn = await viaLocal(p, 'centre@demo-id.example');
      if (signIn.value.kind !== 'signed-in') throw new Error('expected a sign-in');
      expect(signIn.value.login.account).toBe(player.username);
      const password = await p.call(loginCall, {
        body: {
          type: 'username',
          username: player.username,
          password: NEW_PLAYER_PASSWORD,
          botCheck: await p.botCheck(player.ip),
        },
        ip: player.ip,
      });
      expect(password.status).toBe(200);
    });

    it('refuses a wrong, used, foreign or other-browser state, and a provider the merchant does not offer', async () => {
      const p = platform();
      const browser = newBrowser();
      const url = await start(p, browser, 'fixture');
      const forged = new URL(fixture.callbackFor(url));
      forged.searchParams.set('state', 'not-a-state-we-made');
      expect((await finish(p, browser, forged.href)).json.code).toBe('provider_state_invalid');
      const callback = fixture.callbackFor(url);
      // Another browser (another key) cannot finish it, and leaves it usable by its own.
      expect((await finish(p, newBrowser(), callback)).json.code).toBe('provider_state_invalid');
      const done = await finish(p, browser, callback);
      expect(done.status, JSON.stringify(done.json)).toBe(200);
      expect((await finish(p, browser, callback)).json.code).toBe('provider_state_invalid');
      // Another merchant does not know the state.
      const pk = await p.call(providerFinishCall, {
        body: { callbackUrl: fixture.callbackFor(await start(p, browser, 'fixture')), browserKey: browser.key },
        headers: FROM_SITE,
        merchant: OTHER_MERCHANT,
      });
      expect(pk.json.code).toBe('provider_state_invalid');

      for (const provider of ['nosecret', 'google']) {
        const res = await p.call(providerStartCall, {
          body: { provider, browserKey: browser.key, returnPath: '/login' },
          headers: FROM_SITE,
        });
        expect(res.status).toBe(403);
        expect(res.json.code).toBe('provider_disabled');
      }
      // Pakistan offers the demo provider but not the fixture.
      const elsewhere = await p.call(providerStartCall, {
        body: { provider: 'fixture', browserKey: browser.key, returnPath: '/login' },
        headers: FROM_SITE,
        merchant: OTHER_MERCHANT,
      });
      expect(elsewhere.json.code).toBe('provider_disabled');
      // A page on another site cannot start a flow that returns there.
      const foreign = await p.call(providerStartCall, {
        body: { provider: 'fixture', browserKey: browser.key, returnPath: '/login' },
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.json.code).toBe('provider_state_invalid');
    });

    it('refuses an ID token for another audience, with another nonce, or expired: nothing linked or opened', async () => {
      const p = platform();
      const cases = [
        [{ aud: 'someone-else', sub: 'aud-case' }, 'provider_audience_invalid'],
        [{ nonce: 'another-nonce', sub: 'nonce-case' }, 'provider_nonce_invalid'],
        [{ expiresIn: -600, sub: 'exp-case' }, 'provider_token_expired'],
      ] as const;
      for (const [changes, code] of cases) {
        const browser = newBrowser();
        const res = await finish(p, browser, fixture.callbackFor(await start(p, browser, 'fixture'), changes));
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.json.code, JSON.stringify(res.json)).toBe(code);
      }
      // A code the provider refuses (unknown, or used): provider_failed, a 4xx like every refusal of bad input.
      const browser = newBrowser();
      const refusedCode = new URL(fixture.callbackFor(await start(p, browser, 'fixture')));
      refusedCode.searchParams.set('code', 'a-code-the-provider-never-gave');
      const failed = await finish(p, browser, refusedCode.href);
      expect(failed.status).toBe(400);
      expect(failed.json.code).toBe('provider_failed');
      // Nothing was opened or linked for those accounts: their first good sign-in opens a new member.
      for (const [changes] of cases) {
        const browser = newBrowser();
        const res = await finish(
          p,
          browser,
          fixture.callbackFor(await start(p, browser, 'fixture'), {
            sub: changes.sub,
            email: `${changes.sub}@fixture.example`,
          }),
        );
        if (res.value.kind !== 'signed-in') throw new Error(`expected a sign-in: ${JSON.stringify(res.json)}`);
        expect(res.value.login.firstTimeLogin).toBe(true);
      }
    });
  },
  {
    tenants,
    localSignInIssuer: local.issuer,
    signInSecrets: { 'bangladesh/fixture': FIXTURE_SECRET },
  },
);
