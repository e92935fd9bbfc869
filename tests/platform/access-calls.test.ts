// @vitest-environment node
/**
 * The access gate, generated from the API's call definitions (api-calls.ts) and the platform's audience table
 * (the areas' module definitions, platform/http/audience.ts): every call that needs a session is tried without one, with a revoked one,
 * with another merchant's, as a trial user (on calls trial users may not make) and as a non-agent (agent calls);
 * every admin call without the operator's token or session and with a member's on the operator host, and with the
 * operator's own token on a players' host, where /admin does not exist (the console's sign-in calls: only there). All must be refused, on PGlite and PostgreSQL. A new call is covered the moment it is defined in src/api/calls.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { audienceOf } from '../../platform/http/audience';
import { audienceTableOf, platformModules, withoutServices } from '../../platform/modules';
import { operatorSessionCall, operatorSignInCall } from '../../src/api/calls/admin-operators';
import type { CallDefinition } from '../../src/api/calls/define-call';
import { logoutCall } from '../../src/api/calls/session';
import { apiCalls, isAdminCall, isServed } from './api-calls';
import { ADMIN_TOKEN, describeEachDatabase, OPERATOR_HOST, OTHER_MERCHANT, type TestPlatform } from './harness';

/** Who may call what: the module definitions' table, as the platform's route binder reads it. */
const audiences = audienceTableOf(platformModules(withoutServices));

interface Attempt {
  who: string;
  token?: string;
  /** The Host the request is sent to (default: the fallback merchant's players' site). */
  host?: string;
  /** The refusal expected: HTTP status and envelope code. */
  status: number;
  code: string;
}

/** The console's sign-in calls, open on the operator host (tests/platform/admin/operators.test.ts). */
const SIGN_IN_CALLS: CallDefinition[] = [operatorSessionCall, operatorSignInCall];

const calls = apiCalls();
const sessionCalls = calls.filter(({ call }) => call.auth === true);
const adminCalls = calls.filter(({ call }) => isAdminCall(call));

async function attempt(p: TestPlatform, call: CallDefinition, token: string | undefined, host?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (host) headers.host = host;
  // No body on purpose: a refusal must come from who is asking, before the request is even read.
  const res = await p.request(call.method, call.path, { headers, ip: '10.40.0.1' });
  return { status: res.status, json: (await res.json()) as { success: boolean; code: string } };
}

describeEachDatabase('access: every call that needs a session or the operator', (platform) => {
  const tokens = { player: '', agent: '', trial: '', revoked: '', otherMerchant: '' };
  const counts = { attempts: 0, refusals: 0, wrongAllowances: 0 };

  beforeAll(async () => {
    const p = platform();
    tokens.player = await p.login('bdplayer1', 'Player123');
    tokens.agent = await p.login('bdagent1', 'Agent123');
    tokens.trial = await p.login('bdtrial', 'Player123');
    tokens.otherMerchant = await p.login('pkplayer1', 'Player123', { merchant: OTHER_MERCHANT });
    tokens.revoked = await p.login('bdplayer2', 'Player123');
    expect((await p.call(logoutCall, { token: tokens.revoked })).status).toBe(200);
  });

  afterAll(() => {
    console.log(
      `[access ${platform()?.database}] ${sessionCalls.length} session calls, ${adminCalls.length} admin calls: ` +
        `${counts.attempts} attempts, ${counts.refusals} refused, ${counts.wrongAllowances} wrongly allowed`,
    );
  });

  async function expectRefused(call: CallDefinition, attempts: Attempt[]) {
    const wrong: string[] = [];
    for (const a of attempts) {
      const res = await attempt(platform(), call, a.token, a.host);
      counts.attempts++;
      if (res.status === a.status && res.json.success === false && res.json.code === a.code) counts.refusals++;
      else {
        counts.wrongAllowances++;
        wrong.push(`${a.who}: ${res.status} ${res.json.code} (expected ${a.status} ${a.code})`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  }

  for (const { name, call } of sessionCalls) {
    const audience = audienceOf(call, audiences);
    it(`${name}: ${call.method} ${call.path} (${audience}) refuses whoever may not call it`, async (test) => {
      test.skip(!isServed(platform().platform.app, call), 'declared in src/api/calls, not served by the platform yet');
      const notLoggedIn = { status: 401, code: 'not_logged_in' };
      const attempts: Attempt[] = [
        { who: 'no session', ...notLoggedIn },
        { who: 'revoked session', token: tokens.revoked, ...notLoggedIn },
        { who: "another merchant's session", token: tokens.otherMerchant, ...notLoggedIn },
        { who: 'a malformed token', token: 'not-a-token', ...notLoggedIn },
      ];
      if (audience === 'member') {
        attempts.push({ who: 'trial user', token: tokens.trial, status: 403, code: 'trial_user_blocked' });
      }
      if (audience === 'agent') {
        attempts.push(
          { who: 'player (non-agent)', token: tokens.player, status: 403, code: 'error_not_agent' },
          { who: 'trial user (non-agent)', token: tokens.trial, status: 403, code: 'error_not_agent' },
        );
      }
      await expectRefused(call, attempts);
    });
  }

  for (const { name, call } of adminCalls) {
    // The console's door (who is signed in, sign in) answers anyone on the operator host, and nobody elsewhere.
    if (SIGN_IN_CALLS.includes(call)) {
      it(`${name}: ${call.method} ${call.path} does not exist on a players' host`, async () => {
        await expectRefused(call, [{ who: "anyone on a players' host", status: 404, code: 'not_found' }]);
      });
      continue;
    }
    it(`${name}: ${call.method} ${call.path} refuses anyone without the operator's token`, async (test) => {
      test.skip(!isServed(platform().platform.app, call), 'declared in src/api/calls, not served by the platform yet');
      const unauthorized = { status: 401, code: 'unauthorized', host: OPERATOR_HOST };
      await expectRefused(call, [
        { who: 'no token', ...unauthorized },
        { who: "a member's session", token: tokens.player, ...unauthorized },
        { who: "an agent's session", token: tokens.agent, ...unauthorized },
        // The operator API exists only on the operator host (platform/admin/operator-surface.ts).
        { who: "the operator's token on a players' host", token: ADMIN_TOKEN, status: 404, code: 'not_found' },
      ]);
    });
  }

  it('lets a trial user make the calls the table opens to them (the table is not a blanket refusal)', async () => {
    const open = sessionCalls.filter(
      ({ call }) =>
        audienceOf(call, audiences) === 'session' && call.method === 'GET' && isServed(platform().platform.app, call),
    );
    expect(open.length).toBeGreaterThan(0);
    for (const { call } of open) {
      const res = await attempt(platform(), call, tokens.trial);
      expect(res.json.code, `${call.path}`).not.toBe('trial_user_blocked');
      expect(res.status, `${call.path}`).not.toBe(401);
    }
  });
});
