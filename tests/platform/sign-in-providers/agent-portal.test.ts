// @vitest-environment node
// One-click sign-in on the agent portal (portal 'agent'), against the real platform and the local demo provider: only
// an agent account opens; a provider account linked to a player, a player's address, or an address of nobody (which
// would open a new player) is refused with error_not_agent, and nothing is linked or opened by the refusal.
import { afterAll, expect, it } from 'vitest';
import { startLocalProvider } from '../../../platform/sign-in-providers/local-provider/server';
import { loginInfoCall } from '../../../src/api/calls/member';
import {
  providerFinishCall,
  providerLinkCall,
  providerLinksCall,
  providerStartCall,
} from '../../../src/api/calls/sign-in-providers';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { describeEachDatabase, type TestPlatform } from '../harness';
import { signInAtLocalProvider } from './local-provider-browser';

const SITE = 'http://localhost:4321';
const local = await startLocalProvider({ port: 4814, tenants: loadAllTenants() });
afterAll(() => local.close());

let browsers = 0;
/** One provider round trip as a browser of its own would make it, from `portal`'s login page. */
async function viaLocal(p: TestPlatform, email: string, portal: 'player' | 'agent', token?: string) {
  browsers++;
  const browser = {
    key: `agent-portal-key-${String(browsers).padStart(4, '0')}-${'a'.repeat(20)}`,
    ip: `10.78.${browsers}.1`,
  };
  const started = await p.call(providerStartCall, {
    body: {
      provider: 'demo-id',
      browserKey: browser.key,
      returnPath: portal === 'agent' ? '/agent/' : '/login',
      portal,
    },
    headers: { origin: SITE },
    ip: browser.ip,
    token,
  });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const callbackUrl = await signInAtLocalProvider(started.value.authorizationUrl, email, SITE);
  return p.call(providerFinishCall, {
    body: { callbackUrl, browserKey: browser.key },
    headers: { origin: SITE },
    ip: browser.ip,
  });
}

function expectNotAgent(res: { status: number; json: { code?: string } }) {
  expect(res.status, JSON.stringify(res.json)).toBe(403);
  expect(res.json.code).toBe('error_not_agent');
}

describeEachDatabase(
  'sign-in providers on the agent portal',
  (platform) => {
    it("refuses a provider account linked to a player; the player's own sign-in still works", async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'ap' });
      expect((await viaLocal(p, 'linked-player@demo-id.example', 'player', player.token)).value).toEqual({
        kind: 'linked',
        provider: 'demo-id',
      });
      expectNotAgent(await viaLocal(p, 'linked-player@demo-id.example', 'agent'));
      const asPlayer = await viaLocal(p, 'linked-player@demo-id.example', 'player');
      if (asPlayer.value.kind !== 'signed-in')
        throw new Error(`expected a sign-in, got ${JSON.stringify(asPlayer.json)}`);
      expect(asPlayer.value.login.account).toBe(player.username);
      // Only the player portal's sign-in was recorded: the refusal opened no session.
      const history = await p.call(loginInfoCall, { token: asPlayer.value.login.token });
      expect(history.value.signIns.filter((entry) => entry.method === 'provider')).toHaveLength(1);
    });

    it("refuses a player's address before asking for a password, and opens no member for a new address", async () => {
      const p = platform();
      expectNotAgent(await viaLocal(p, 'bdplayer2@example.com', 'agent'));
      expectNotAgent(await viaLocal(p, 'nobody-yet@demo-id.example', 'agent'));
      // Nothing was opened: the same address on the player portal is a first sign-in.
      const first = await viaLocal(p, 'nobody-yet@demo-id.example', 'player');
      if (first.value.kind !== 'signed-in') throw new Error(`expected a sign-in, got ${JSON.stringify(first.json)}`);
      expect(first.value.login.firstTimeLogin).toBe(true);
    });

    it("never links to a session the browser holds: a player's token on the agent portal links nothing", async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'ap' });
      expectNotAgent(await viaLocal(p, 'stray@demo-id.example', 'agent', player.token));
      expect((await p.call(providerLinksCall, { token: player.token })).value.links).toEqual([]);
    });

    it("links an agent's address after the agent's password; then one tap opens the agent portal", async () => {
      const p = platform();
      const asked = await viaLocal(p, 'bdagent2@example.com', 'agent');
      if (asked.value.kind !== 'link') throw new Error(`expected a link request, got ${JSON.stringify(asked.json)}`);
      expect(asked.value.account).toBe('bdagent2');
      const linked = await p.call(providerLinkCall, {
        body: { linkToken: asked.value.linkToken, password: 'Agent123' },
      });
      expect(linked.status, JSON.stringify(linked.json)).toBe(200);
      expect(linked.value.account).toBe('bdagent2');
      const again = await viaLocal(p, 'bdagent2@example.com', 'agent');
      if (again.value.kind !== 'signed-in') throw new Error(`expected a sign-in, got ${JSON.stringify(again.json)}`);
      expect(again.value.login.account).toBe('bdagent2');
    });
  },
  { localSignInIssuer: local.issuer },
);
