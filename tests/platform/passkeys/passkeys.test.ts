// @vitest-environment node
// Passkeys against the real platform with real WebAuthn responses (a software authenticator): adding one needs the
// password, signing in with one needs no username and no second factor, and every bad response is refused with its
// code while nothing is stored or moved.
import { expect, it } from 'vitest';
import { LOGINS_PER_IP_PER_MINUTE } from '../../../platform/accounts';
import { loginInfoCall, memberInfoCall } from '../../../src/api/calls/member';
import {
  deletePasskeyCall,
  passkeyRegistrationCall,
  passkeyRegistrationOptionsCall,
  passkeySignInCall,
  passkeySignInOptionsCall,
  passkeysCall,
} from '../../../src/api/calls/passkeys';
import { loginCall } from '../../../src/api/calls/session';
import { describeEachDatabase, NEW_PLAYER_PASSWORD, OTHER_MERCHANT, type TestPlatform } from '../harness';
import { type Options, SoftwareAuthenticator } from './software-authenticator';

const SITE = { origin: 'http://localhost:4321', rpID: 'localhost' };
const FROM_SITE = { origin: SITE.origin };

/** Registered with a passkey: the player's session and the authenticator that holds the key. */
async function playerWithPasskey(p: TestPlatform) {
  const player = await p.newPlayer({ prefix: 'pk' });
  const authenticator = new SoftwareAuthenticator();
  const options = await p.call(passkeyRegistrationOptionsCall, {
    token: player.token,
    body: { password: NEW_PLAYER_PASSWORD },
    headers: FROM_SITE,
    ip: player.ip,
  });
  expect(options.status).toBe(200);
  const added = await p.call(passkeyRegistrationCall, {
    token: player.token,
    body: { name: 'My phone', response: authenticator.register(options.value.options as never, SITE) },
    headers: FROM_SITE,
  });
  expect(added.status).toBe(200);
  return { player, authenticator, passkeyId: added.value.id };
}

async function signInOptions(p: TestPlatform, init: { ip?: string; merchant?: string; origin?: string } = {}) {
  const res = await p.call(passkeySignInOptionsCall, {
    body: {},
    headers: { origin: init.origin ?? SITE.origin },
    ip: init.ip,
    merchant: init.merchant,
  });
  expect(res.status).toBe(200);
  return res.value.options as Options;
}

const signIn = (p: TestPlatform, response: unknown, init: { ip?: string; merchant?: string } = {}) =>
  p.call(passkeySignInCall, { body: { response, portal: 'player' } as never, headers: FROM_SITE, ...init });

describeEachDatabase('passkeys', (platform) => {
  it('a player adds a passkey with the password and signs in with it, no username typed', async () => {
    const p = platform();
    const { player, authenticator } = await playerWithPasskey(p);
    const listed = await p.call(passkeysCall, { token: player.token });
    expect(listed.value.passkeys).toMatchObject([{ name: 'My phone', lastUsedAt: null }]);

    const res = await signIn(p, authenticator.assert(await signInOptions(p), SITE));
    expect(res.status).toBe(200);
    expect(res.value.account).toBe(player.username);
    const info = await p.call(memberInfoCall, { token: res.value.token });
    expect(info.value.account).toBe(player.username);
    // The sign-in history says how each session was opened.
    const history = await p.call(loginInfoCall, { token: res.value.token });
    expect(history.value.signIns.map((entry) => entry.method)).toEqual(['passkey', 'registration']);
    const after = await p.call(passkeysCall, { token: player.token });
    expect(after.value.passkeys[0]?.lastUsedAt).not.toBeNull();
  });

  it('a passkey sign-in from a new address is the second factor: no code is asked', async () => {
    const p = platform();
    // bdagent1 has a mobile: a password sign-in from an address it never used asks for a code.
    const token = await p.login('bdagent1', 'Agent123', { ip: '10.68.0.1' });
    const authenticator = new SoftwareAuthenticator();
    const options = await p.call(passkeyRegistrationOptionsCall, {
      token,
      body: { password: 'Agent123' },
      headers: FROM_SITE,
      ip: '10.68.0.1',
    });
    const response = authenticator.register(options.value.options as never, SITE);
    await p.call(passkeyRegistrationCall, { token, body: { name: 'Laptop', response }, headers: FROM_SITE });
    const password = await p.call(loginCall, {
      body: { type: 'username', username: 'bdagent1', password: 'Agent123', botCheck: await p.botCheck('10.68.0.2') },
      ip: '10.68.0.2',
    });
    expect(password.json.code).toBe('verification_required');
    const passkey = await signIn(p, authenticator.assert(await signInOptions(p, { ip: '10.68.0.3' }), SITE), {
      ip: '10.68.0.3',
    });
    expect(passkey.status).toBe(200);
    expect(passkey.value.account).toBe('bdagent1');
  });

  it('adding needs the right password and a response to its own challenge; a refusal stores nothing', async () => {
    const p = platform();
    const player = await p.newPlayer({ prefix: 'pk' });
    const wrong = await p.call(passkeyRegistrationOptionsCall, {
      token: player.token,
      body: { password: 'not-the-password' },
      headers: FROM_SITE,
      ip: player.ip,
    });
    expect(wrong.json.code).toBe('in_incorrect_password');
    const authenticator = new SoftwareAuthenticator();
    // A challenge the platform never made.
    const made = authenticator.register({ challenge: 'bm90LWEtY2hhbGxlbmdl', user: { id: 'MQ' } }, SITE);
    const res = await p.call(passkeyRegistrationCall, {
      token: player.token,
      body: { name: 'Phone', response: made },
      headers: FROM_SITE,
    });
    expect(res.json.code).toBe('passkey_invalid');
    // Signed for another origin: refused, and the challenge is spent.
    const options = await p.call(passkeyRegistrationOptionsCall, {
      token: player.token,
      body: { password: NEW_PLAYER_PASSWORD },
      headers: FROM_SITE,
      ip: player.ip,
    });
    const phished = authenticator.register(options.value.options as never, { ...SITE, origin: 'https://evil.example' });
    const refused = await p.call(passkeyRegistrationCall, {
      token: player.token,
      body: { name: 'Phone', response: phished },
      headers: FROM_SITE,
    });
    expect(refused.json.code).toBe('passkey_invalid');
    expect((await p.call(passkeysCall, { token: player.token })).value.passkeys).toEqual([]);
    // Only a signed-in member adds one.
    expect((await p.call(passkeysCall, {})).status).toBe(401);
  });

  it('a replayed assertion and a counter that went back are refused', async () => {
    const p = platform();
    const { authenticator } = await playerWithPasskey(p);
    const assertion = authenticator.assert(await signInOptions(p), SITE);
    expect((await signIn(p, assertion)).status).toBe(200);
    const replayed = await signIn(p, assertion);
    expect(replayed.status).toBe(400);
    expect(replayed.json.code).toBe('passkey_invalid');
    // A fresh challenge signed with the counter already seen: a cloned key.
    const cloned = await signIn(
      p,
      authenticator.assert(await signInOptions(p), SITE, { counter: authenticator.counter }),
    );
    expect(cloned.json.code).toBe('passkey_invalid');
    expect((await signIn(p, authenticator.assert(await signInOptions(p), SITE))).status).toBe(200);
  });

  it('a response for another origin or RP ID is refused, and a page elsewhere gets no options', async () => {
    const p = platform();
    const { authenticator } = await playerWithPasskey(p);
    const origin = await signIn(
      p,
      authenticator.assert(await signInOptions(p), { ...SITE, origin: 'https://evil.example' }),
    );
    expect(origin.json.code).toBe('passkey_invalid');
    const rpID = await signIn(p, authenticator.assert(await signInOptions(p), { ...SITE, rpID: 'evil.example' }));
    expect(rpID.json.code).toBe('passkey_invalid');
    for (const elsewhere of ['https://evil.example', 'http://shop.example.com', 'not a url']) {
      const res = await p.call(passkeySignInOptionsCall, { body: {}, headers: { origin: elsewhere } });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('passkey_invalid');
    }
  });

  it('an unknown passkey, another merchant and a deleted passkey are refused', async () => {
    const p = platform();
    const stranger = new SoftwareAuthenticator();
    expect((await signIn(p, stranger.assert(await signInOptions(p), SITE))).json.code).toBe('passkey_unknown');

    const { player, authenticator, passkeyId } = await playerWithPasskey(p);
    const elsewhere = authenticator.assert(await signInOptions(p, { merchant: OTHER_MERCHANT }), SITE);
    expect((await signIn(p, elsewhere, { merchant: OTHER_MERCHANT })).json.code).toBe('passkey_unknown');

    // Another member cannot delete it.
    const other = await p.newPlayer({ prefix: 'pk' });
    const foreign = await p.call(deletePasskeyCall, { token: other.token, query: { id: passkeyId } });
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe('not_found');

    const removed = await p.call(deletePasskeyCall, { token: player.token, query: { id: passkeyId } });
    expect(removed.value).toEqual({ id: passkeyId });
    expect((await p.call(passkeysCall, { token: player.token })).value.passkeys).toEqual([]);
    const gone = await signIn(p, authenticator.assert(await signInOptions(p), SITE));
    expect(gone.json.code).toBe('passkey_unknown');
  });

  it('passkey attempts share the password sign-in limit of an address', async () => {
    const p = platform();
    const ip = '10.69.0.9';
    for (let i = 0; i < LOGINS_PER_IP_PER_MINUTE; i += 1) await signInOptions(p, { ip });
    const over = await p.call(passkeySignInOptionsCall, { body: {}, headers: FROM_SITE, ip });
    expect(over.status).toBe(429);
    expect(over.json.code).toBe('rate_limited');
  });

  it('bad bodies are a 400 with the zod issues, never a 5xx', async () => {
    const p = platform();
    const res = await signIn(p, { id: 'x', rawId: 'x', type: 'public-key', response: {}, clientExtensionResults: {} });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('bad_request');
    const garbled = await signIn(p, {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    });
    expect(garbled.status).toBe(400);
    expect(garbled.json.code).toBe('passkey_invalid');
  });
});
