// @vitest-environment node
/**
 * The registration flow (src/features/auth/register.ts) that the register dialog shows, without React, against the
 * real reference platform in-process (PGlite in memory): the site's own API client with its encryption and bot
 * check, the merchant's own field rules. Each test registers from its own address, so the platform's per-address
 * registration limit stays the limit tests/platform/ip-limits.test.ts is about.
 */
import { describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../src/api/session';
import { fromNewAddress, platformPerFile } from '../support/in-process-platform';

vi.mock('../../../src/api/default-client', async () =>
  (await import('../support/in-process-platform')).defaultClientModule(),
);

const { register } = await import('../../../src/features/auth/register');
const { registerPlan } = await import('../../../src/features/auth/register-form');
const { loadRegisterRules } = await import('../../../src/features/auth/register-rules');
const { $member, $sessionStatus } = await import('../../../src/stores/session');

const SWITCHES = { MOBILENUMREG3: false, REGMOBVERF3: false, MOBILENUMPASSREG3: false };
const PAGE = { url: 'http://example.localhost/register/', host: 'example.localhost' };
const fresh = () => `rf${`${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9)}`;

platformPerFile();

async function usernamePlan(hasReferral = false) {
  return registerPlan('username', await loadRegisterRules(), SWITCHES, hasReferral);
}

describe('the registration flow', () => {
  it('registers a player and opens their session', async () => {
    const username = fresh();
    const outcome = await register({
      plan: await usernamePlan(),
      mode: 'username',
      values: { username: ` ${username} `, password: 'Player123' },
      terms: true,
      page: PAGE,
    });
    expect(outcome).toEqual({ status: 'registered', session: 'signed-in' });
    expect($sessionStatus.get()).toBe('signed-in');
    expect($member.get()?.account).toBe(username);
  });

  it("answers the form's own problems without calling the platform", async () => {
    const outcome = await register({
      plan: await usernamePlan(),
      mode: 'username',
      values: { username: '', password: 'Player123' },
      terms: false,
      page: PAGE,
    });
    expect(outcome).toEqual({
      status: 'invalid',
      errors: { username: { key: 'errors.input_empty' }, terms: { key: 'errors.terms_not_agreed' } },
    });
    expect($sessionStatus.get()).toBe('unknown');
  });

  it('refuses a taken username, and an unknown affiliate code on its own field before registering', async () => {
    const username = fresh();
    const plan = await usernamePlan();
    const values = { username, password: 'Player123' };
    expect(await register({ plan, mode: 'username', values, terms: true, page: PAGE })).toEqual({
      status: 'registered',
      session: 'signed-in',
    });
    fromNewAddress();
    clearToken();
    const taken = await register({ plan, mode: 'username', values, terms: true, page: PAGE });
    // Said for the whole form (the platform names no field for it), in the player's language.
    expect(taken).toEqual({ status: 'refused', failure: { field: null, message: { key: 'errors.account_in_use' } } });

    // A referral link shows the affiliate field; a code nobody owns is refused there, and nobody is registered.
    fromNewAddress();
    const other = fresh();
    const referred = await register({
      plan: await usernamePlan(true),
      mode: 'username',
      values: { username: other, password: 'Player123', affiliateCode: 'NOSUCHCODE' },
      terms: true,
      page: PAGE,
    });
    expect(referred).toMatchObject({ status: 'refused', failure: { field: 'affiliateCode' } });
    fromNewAddress();
    expect(
      await register({
        plan: await usernamePlan(),
        mode: 'username',
        values: { username: other, password: 'Player123' },
        terms: true,
        page: PAGE,
      }),
    ).toEqual({ status: 'registered', session: 'signed-in' });
  });
});
