// @vitest-environment node
// One-click sign-in beyond OpenID Connect, against the real platform: a plain OAuth 2 provider (the local Demo Social,
// driven as a browser would, and a fixture provider with a client secret for the answers only a misbehaving provider
// gives), and Telegram login (the local Demo Telegram page, and signed data made here for the refusals: a bad hash,
// another bot's signature, stale data, a replay). Every refusal leaves nothing linked and no member opened.
import { afterAll, expect, it } from 'vitest';
import { PLAYER_PASSWORD } from '../../../platform/accounts';
import { socialAccountId } from '../../../platform/sign-in-providers/local-provider/demo-social';
import { telegramUserId } from '../../../platform/sign-in-providers/local-provider/demo-telegram';
import { startLocalProvider } from '../../../platform/sign-in-providers/local-provider/server';
import {
  signTelegramLogin,
  telegramResultFragment,
} from '../../../platform/sign-in-providers/local-provider/telegram-signature';
import { TELEGRAM_DATA_TTL_S } from '../../../platform/sign-in-providers/telegram';
import { memberInfoCall } from '../../../src/api/calls/member';
import {
  providerFinishCall,
  providerLinkCall,
  providerLinksCall,
  providerStartCall,
  providerUnlinkCall,
} from '../../../src/api/calls/sign-in-providers';
import { loadAllTenants } from '../../../src/config/load-tenants';
import type { Tenant } from '../../../src/config/tenant-schema';
import { describeEachDatabase, MERCHANT, type TestPlatform } from '../harness';
import { startFixtureProvider } from './fixture-provider';
import { submitAtLocalProvider } from './local-provider-browser';

const SITE = 'http://localhost:4321';
const FROM_SITE = { origin: SITE };
const FIXTURE_SECRET = 'fixture-social-secret-not-in-any-site';
/** The Bangladesh Demo Telegram bot's token on these platforms (given, as an operator would on first start). */
const BOT_TOKEN = '123456789:test-demo-telegram-bot-token-abcdefghij';

const fixture = await startFixtureProvider(4815, 'bd-social-fixture', FIXTURE_SECRET);
const tenants: Tenant[] = loadAllTenants().map((tenant) =>
  tenant.merchantCode === MERCHANT
    ? {
        ...tenant,
        signInProviders: [
          ...tenant.signInProviders,
          {
            kind: 'oauth2' as const,
            id: 'social-fixture',
            name: 'Social fixture',
            icon: 'facebook' as const,
            endpoints: {
              authorization: `${fixture.issuer}/authorize`,
              token: `${fixture.issuer}/token`,
              userInfo: `${fixture.issuer}/me`,
            },
            clientId: 'bd-social-fixture',
            scope: 'email',
            fields: { id: 'id', name: 'name', email: 'email' },
            emailVerified: true,
          },
        ],
      }
    : tenant,
);
const local = await startLocalProvider({
  port: 4814,
  tenants,
  botToken: async (tenantId, providerId) => (tenantId === 'bangladesh' && providerId === 'telegram' ? BOT_TOKEN : null),
});
afterAll(async () => {
  await local.close();
  await fixture.close();
});

let browsers = 0;
const newBrowser = () => {
  browsers++;
  return { key: `tg-oauth-key-${String(browsers).padStart(4, '0')}-${'k'.repeat(24)}`, ip: `10.78.${browsers}.1` };
};
type Browser = ReturnType<typeof newBrowser>;

async function start(p: TestPlatform, browser: Browser, provider: string, token?: string) {
  const res = await p.call(providerStartCall, {
    body: { provider, browserKey: browser.key, returnPath: '/login' },
    headers: FROM_SITE,
    ip: browser.ip,
    token,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.value.authorizationUrl;
}

const finish = (p: TestPlatform, browser: Browser, callbackUrl: string) =>
  p.call(providerFinishCall, { body: { callbackUrl, browserKey: browser.key }, headers: FROM_SITE, ip: browser.ip });

/** A whole sign-in at Demo Social as `email`: the finish call's answer. */
async function viaSocial(p: TestPlatform, email: string, token?: string) {
  const browser = newBrowser();
  const callback = await submitAtLocalProvider(await start(p, browser, 'demo-social', token), { email }, SITE);
  return finish(p, browser, callback);
}

/** A whole sign-in at Demo Telegram as `name`: the finish call's answer. */
async function viaTelegram(p: TestPlatform, name: string, token?: string) {
  const browser = newBrowser();
  const callback = await submitAtLocalProvider(await start(p, browser, 'telegram', token), { name }, SITE);
  return finish(p, browser, callback);
}

/** A Telegram flow started, and its return address carrying `data` as Telegram's redirect would. */
async function telegramCallback(p: TestPlatform, browser: Browser, data: Record<string, string | number>) {
  const page = new URL(await start(p, browser, 'telegram'));
  return `${page.searchParams.get('return_to')}${telegramResultFragment(data)}`;
}

const nowS = () => Math.floor(Date.now() / 1000);

describeEachDatabase(
  'sign-in providers: OAuth 2 and Telegram',
  (platform) => {
    it('Demo Social (OAuth 2): a first sign-in opens a member, the next signs the same member in', async () => {
      const p = platform();
      const asked = new URL(await start(p, newBrowser(), 'demo-social'));
      // Plain OAuth 2: state and PKCE, no nonce.
      expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
      expect(asked.searchParams.get('state')).toBeTruthy();
      expect(asked.searchParams.has('nonce')).toBe(false);

      const first = await viaSocial(p, 'social.newcomer@demo-social.example');
      if (first.value.kind !== 'signed-in') throw new Error(`expected a sign-in: ${JSON.stringify(first.json)}`);
      expect(first.value.login.firstTimeLogin).toBe(true);
      expect(first.value.login.passwordExpired).toBe(false);
      const again = await viaSocial(p, 'social.newcomer@demo-social.example');
      if (again.value.kind !== 'signed-in') throw new Error('expected a sign-in');
      expect(again.value.login.id).toBe(first.value.login.id);
      const links = await p.call(providerLinksCall, { token: again.value.login.token });
      expect(links.value.links).toMatchObject([
        { provider: 'demo-social', label: 'social.newcomer@demo-social.example' },
      ]);
    });

    it("Demo Social: an existing member's address links only after their password", async () => {
      const p = platform();
      const asked = await viaSocial(p, 'bdplayer2@example.com');
      if (asked.value.kind !== 'link') throw new Error(`expected a link request: ${JSON.stringify(asked.json)}`);
      expect(asked.value).toMatchObject({ account: 'bdplayer2', provider: 'demo-social' });
      const wrong = await p.call(providerLinkCall, { body: { linkToken: asked.value.linkToken, password: 'nope-1' } });
      expect(wrong.json.code).toBe('in_incorrect_password');
      expect((await viaSocial(p, 'bdplayer2@example.com')).value.kind).toBe('link');
      const linked = await p.call(providerLinkCall, {
        body: { linkToken: asked.value.linkToken, password: PLAYER_PASSWORD },
      });
      expect(linked.status, JSON.stringify(linked.json)).toBe(200);
      const direct = await viaSocial(p, 'bdplayer2@example.com');
      if (direct.value.kind !== 'signed-in') throw new Error('expected a sign-in');
      expect(direct.value.login.account).toBe('bdplayer2');
    });

    it('Demo Social from the security centre: linked to the member; the same account for another is refused', async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'so' });
      expect((await viaSocial(p, 'centre@demo-social.example', player.token)).value).toEqual({
        kind: 'linked',
        provider: 'demo-social',
      });
      const other = await p.newPlayer({ prefix: 'so' });
      const refused = await viaSocial(p, 'centre@demo-social.example', other.token);
      expect(refused.status).toBe(409);
      expect(refused.json.code).toBe('provider_already_linked');
      expect((await p.call(providerLinksCall, { token: other.token })).value.links).toEqual([]);
      const signIn = await viaSocial(p, 'centre@demo-social.example');
      if (signIn.value.kind !== 'signed-in') throw new Error('expected a sign-in');
      expect(signIn.value.login.account).toBe(player.username);
      expect(socialAccountId('centre@demo-social.example')).toMatch(/^\d+$/);
    });

    it('OAuth 2 refusals: wrong state, the provider refusing, an answer without account id, a refused code', async () => {
      const p = platform();
      // The fixture is a confidential client: the platform holds its secret and sends it with the code.
      const browser = newBrowser();
      const url = await start(p, browser, 'social-fixture');
      const forged = new URL(fixture.callbackFor(url));
      forged.searchParams.set('state', 'not-a-state-we-made');
      expect((await finish(p, browser, forged.href)).json.code).toBe('provider_state_invalid');

      // The person (or the provider) refused: the provider's error comes back with the state.
      const denied = newBrowser();
      const deniedUrl = new URL(await start(p, denied, 'social-fixture'));
      const back = `${SITE}/login?error=access_denied&state=${deniedUrl.searchParams.get('state')}`;
      const deniedRes = await finish(p, denied, back);
      expect(deniedRes.status).toBe(400);
      expect(deniedRes.json.code).toBe('provider_failed');

      const noId = newBrowser();
      const noIdRes = await finish(
        p,
        noId,
        fixture.callbackFor(await start(p, noId, 'social-fixture'), { email: 'noid@fixture.example', noId: true }),
      );
      expect(noIdRes.status).toBe(400);
      expect(noIdRes.json.code).toBe('provider_failed');

      const badCode = newBrowser();
      const refusedCode = new URL(fixture.callbackFor(await start(p, badCode, 'social-fixture')));
      refusedCode.searchParams.set('code', 'a-code-the-provider-never-gave');
      const failed = await finish(p, badCode, refusedCode.href);
      expect(failed.status).toBe(400);
      expect(failed.json.code).toBe('provider_failed');

      // Nothing was opened for the refused account; a good answer opens one, named by the user-info address.
      const good = newBrowser();
      const res = await finish(
        p,
        good,
        fixture.callbackFor(await start(p, good, 'social-fixture'), {
          sub: 'fixture-42',
          email: 'noid@fixture.example',
        }),
      );
      if (res.value.kind !== 'signed-in') throw new Error(`expected a sign-in: ${JSON.stringify(res.json)}`);
      expect(res.value.login.firstTimeLogin).toBe(true);
      const info = await p.call(memberInfoCall, { token: res.value.login.token });
      expect(info.status).toBe(200);
    });

    it('Demo Telegram: a first sign-in opens a member, the next signs the same member in', async () => {
      const p = platform();
      const page = new URL(await start(p, newBrowser(), 'telegram'));
      expect(page.pathname).toBe('/telegram/auth');
      expect(page.searchParams.get('bot_id')).toBe('123456789');
      expect(page.searchParams.get('return_to')).toMatch(/^http:\/\/localhost:4321\/login\?state=/);

      const first = await viaTelegram(p, 'Rahim Telegram');
      if (first.value.kind !== 'signed-in') throw new Error(`expected a sign-in: ${JSON.stringify(first.json)}`);
      expect(first.value.login.firstTimeLogin).toBe(true);
      const again = await viaTelegram(p, 'Rahim Telegram');
      if (again.value.kind !== 'signed-in') throw new Error('expected a sign-in');
      expect(again.value.login.id).toBe(first.value.login.id);
      const links = await p.call(providerLinksCall, { token: again.value.login.token });
      expect(links.value.links).toMatchObject([{ provider: 'telegram', label: '@RahimTelegram' }]);
      // Its only way in: unlinking is refused.
      const unlink = await p.call(providerUnlinkCall, {
        token: again.value.login.token,
        query: { provider: 'telegram' },
      });
      expect(unlink.json.code).toBe('provider_last_sign_in');
      // Another person is another member.
      const other = await viaTelegram(p, 'Karim Telegram');
      if (other.value.kind !== 'signed-in') throw new Error('expected a sign-in');
      expect(other.value.login.id).not.toBe(first.value.login.id);
    });

    it('Telegram from the security centre: linked to the member; the same account for another is refused', async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'tg' });
      expect((await viaTelegram(p, 'Centre Person', player.token)).value).toEqual({
        kind: 'linked',
        provider: 'telegram',
      });
      const other = await p.newPlayer({ prefix: 'tg' });
      const refused = await viaTelegram(p, 'Centre Person', other.token);
      expect(refused.json.code).toBe('provider_already_linked');
      expect((await p.call(providerLinksCall, { token: other.token })).value.links).toEqual([]);
      const signIn = await viaTelegram(p, 'Centre Person');
      if (signIn.value.kind !== 'signed-in') throw new Error('expected a sign-in');
      expect(signIn.value.login.account).toBe(player.username);
    });

    it('Telegram refusals: a bad hash, another bot, stale data, a replay, no data; nothing opened', async () => {
      const p = platform();
      const fields = { id: 777000111, first_name: 'Replay', username: 'replayer', auth_date: nowS() };
      const signed = signTelegramLogin(BOT_TOKEN, fields);

      const tampered = newBrowser();
      const badHash = await finish(p, tampered, await telegramCallback(p, tampered, { ...signed, id: 777000112 }));
      expect(badHash.status).toBe(400);
      expect(badHash.json.code).toBe('provider_failed');

      const otherBot = newBrowser();
      const foreign = signTelegramLogin('987654321:another-bot-token-abcdefghijklmnop', fields);
      expect((await finish(p, otherBot, await telegramCallback(p, otherBot, foreign))).json.code).toBe(
        'provider_failed',
      );

      const late = newBrowser();
      const stale = signTelegramLogin(BOT_TOKEN, { ...fields, auth_date: nowS() - TELEGRAM_DATA_TTL_S - 30 });
      const expired = await finish(p, late, await telegramCallback(p, late, stale));
      expect(expired.status).toBe(400);
      expect(expired.json.code).toBe('provider_token_expired');

      const none = newBrowser();
      const page = new URL(await start(p, none, 'telegram'));
      const empty = await finish(p, none, page.searchParams.get('return_to') ?? '');
      expect(empty.json.code).toBe('provider_failed');

      // Good data signs in once; the same data on another flow (another browser) is a replay.
      const good = newBrowser();
      const first = await finish(p, good, await telegramCallback(p, good, signed));
      if (first.value.kind !== 'signed-in') throw new Error(`expected a sign-in: ${JSON.stringify(first.json)}`);
      const thief = newBrowser();
      const replay = await finish(p, thief, await telegramCallback(p, thief, signed));
      expect(replay.status).toBe(400);
      expect(replay.json.code).toBe('provider_state_invalid');
      // The same callback again: its flow is spent.
      const again = await finish(p, good, await telegramCallback(p, good, signed));
      expect(again.json.code).toBe('provider_state_invalid');

      // None of the refused ones opened a member: the tampered id signs in fresh.
      const fresh = newBrowser();
      const freshData = signTelegramLogin(BOT_TOKEN, { ...fields, id: 777000112, auth_date: nowS() });
      const opened = await finish(p, fresh, await telegramCallback(p, fresh, freshData));
      if (opened.value.kind !== 'signed-in') throw new Error('expected a sign-in');
      expect(opened.value.login.firstTimeLogin).toBe(true);
      expect(telegramUserId('Replay')).toBeGreaterThan(0);
    });

    it('Telegram data as query fields (the widget’s data-auth-url) is checked the same way', async () => {
      const p = platform();
      const browser = newBrowser();
      const page = new URL(await start(p, browser, 'telegram'));
      const back = new URL(page.searchParams.get('return_to') ?? '');
      const signed = signTelegramLogin(BOT_TOKEN, { id: 555000111, first_name: 'Query', auth_date: nowS() });
      for (const [key, value] of Object.entries(signed)) back.searchParams.set(key, String(value));
      const res = await finish(p, browser, back.href);
      if (res.value.kind !== 'signed-in') throw new Error(`expected a sign-in: ${JSON.stringify(res.json)}`);
      const links = await p.call(providerLinksCall, { token: res.value.login.token });
      expect(links.value.links).toMatchObject([{ provider: 'telegram', label: 'Query' }]);
    });
  },
  {
    tenants,
    localSignInIssuer: local.issuer,
    signInSecrets: { 'bangladesh/social-fixture': FIXTURE_SECRET, 'bangladesh/telegram': BOT_TOKEN },
  },
);
