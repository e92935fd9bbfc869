// @vitest-environment node
/**
 * The start checks, on settings alone (no database). Production refuses to start naming each missing or unsafe
 * setting, all of them in one message; demo starts as `npm start` always did; NODE_ENV=production without
 * PLATFORM_MODE is refused until one is chosen.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readOperatorHosts } from '../../../platform/admin/operator-host';
import { type Environment, readPlatformSettings } from '../../../platform/core/platform-settings';
import { assertStartable, type StartContext, startProblems } from '../../../platform/core/start-checks';
import { StartRefused } from '../../../platform/core/start-refused';
import { createMerchantRegistry } from '../../../platform/merchants/merchants';

const random = () => randomBytes(32).toString('base64');

/** A real aggregator adapter, so the vendor secret rule has one to ask for (the repository ships none yet). */
const CONTEXT: StartContext = {
  vendorAdapterIds: ['acme'],
  limitDefaults: { loginsPerIpPerMinute: 30, registrationsPerIpPerHour: 20, captchasPerIpPerMinute: 30 },
  readOperatorHosts,
  // The real merchants (tenants/*.json): bangladesh.localhost, shaplaplay.example …
  isSiteHost: (host) => createMerchantRegistry().byHost(host) !== undefined,
};

/** A production environment with every setting as it should be. */
const SAFE: Environment = {
  NODE_ENV: 'production',
  PLATFORM_MODE: 'production',
  PLATFORM_SECRETS_KEY: random(),
  PLATFORM_GATEWAY_SECRET: random(),
  PLATFORM_VENDOR_SECRET_ACME: random(),
  PLATFORM_ADMIN_TOKEN: random(),
  PLATFORM_OPERATOR_HOST: 'ops.example.net',
};

const problemsOf = (env: Environment) => startProblems(readPlatformSettings(env), CONTEXT);
const settingsNamed = (env: Environment) => problemsOf(env).map((problem) => problem.setting);

describe('production', () => {
  it('starts when every secret is set and nothing unsafe is', () => {
    expect(problemsOf(SAFE)).toEqual([]);
    // Lower limits than the defaults are fine.
    expect(problemsOf({ ...SAFE, PLATFORM_LOGINS_PER_IP_PER_MINUTE: '10' })).toEqual([]);
    // Without an admin token there is no admin API (and no operator host to name): allowed.
    expect(problemsOf({ ...SAFE, PLATFORM_ADMIN_TOKEN: undefined, PLATFORM_OPERATOR_HOST: undefined })).toEqual([]);
  });

  const cases: { name: string; change: Environment; setting: string; reason: RegExp }[] = [
    {
      name: 'no secrets key',
      change: { PLATFORM_SECRETS_KEY: undefined },
      setting: 'PLATFORM_SECRETS_KEY',
      reason: /missing/,
    },
    {
      name: 'a malformed secrets key',
      change: { PLATFORM_SECRETS_KEY: 'short' },
      setting: 'PLATFORM_SECRETS_KEY',
      reason: /32/,
    },
    {
      name: 'no gateway secret',
      change: { PLATFORM_GATEWAY_SECRET: '' },
      setting: 'PLATFORM_GATEWAY_SECRET',
      reason: /missing.*sandbox/,
    },
    {
      name: 'a short gateway secret',
      change: { PLATFORM_GATEWAY_SECRET: 'abc123' },
      setting: 'PLATFORM_GATEWAY_SECRET',
      reason: /too short/,
    },
    {
      name: "no real adapter's secret",
      change: { PLATFORM_VENDOR_SECRET_ACME: undefined },
      setting: 'PLATFORM_VENDOR_SECRET_ACME',
      reason: /missing.*"acme"/,
    },
    {
      name: 'the old development vendor secret',
      change: { PLATFORM_VENDOR_SECRET_ACME: 'dev-only-acme-wallet-secret-padded-to-40' },
      setting: 'PLATFORM_VENDOR_SECRET_ACME',
      reason: /development value/,
    },
    {
      name: 'a short admin token',
      change: { PLATFORM_ADMIN_TOKEN: 'test-admin-token' },
      setting: 'PLATFORM_ADMIN_TOKEN',
      reason: /too short \(16/,
    },
    {
      name: 'a repetitive admin token',
      change: { PLATFORM_ADMIN_TOKEN: 'ab'.repeat(20) },
      setting: 'PLATFORM_ADMIN_TOKEN',
      reason: /repeats/,
    },
    {
      name: 'one value for two secrets',
      change: { PLATFORM_ADMIN_TOKEN: SAFE.PLATFORM_GATEWAY_SECRET },
      setting: 'PLATFORM_ADMIN_TOKEN',
      reason: /same value as PLATFORM_GATEWAY_SECRET/,
    },
    {
      name: 'the easy bot check',
      change: { PLATFORM_BOT_CHECK_EASY: '1' },
      setting: 'PLATFORM_BOT_CHECK_EASY',
      reason: /trivial/,
    },
    {
      name: 'settling ahead',
      change: { PLATFORM_SETTLE_AHEAD: '1' },
      setting: 'PLATFORM_SETTLE_AHEAD',
      reason: /not ended/,
    },
    {
      name: 'a movable clock',
      change: { PLATFORM_TEST_CLOCK: '1' },
      setting: 'PLATFORM_TEST_CLOCK',
      reason: /move the platform's clock/,
    },
    {
      name: 'a lifted sign-in limit',
      change: { PLATFORM_LOGINS_PER_IP_PER_MINUTE: '1000' },
      setting: 'PLATFORM_LOGINS_PER_IP_PER_MINUTE',
      reason: /1000 is above the default 30.*password guesses/,
    },
    {
      name: 'a lifted registration limit',
      change: { PLATFORM_REGISTRATIONS_PER_IP_PER_HOUR: '21' },
      setting: 'PLATFORM_REGISTRATIONS_PER_IP_PER_HOUR',
      reason: /above the default 20/,
    },
    {
      name: 'a lifted captcha limit',
      change: { PLATFORM_CAPTCHAS_PER_IP_PER_MINUTE: '1000' },
      setting: 'PLATFORM_CAPTCHAS_PER_IP_PER_MINUTE',
      reason: /captcha images/,
    },
    {
      name: 'a limit that is not a number',
      change: { PLATFORM_LOGINS_PER_IP_PER_MINUTE: 'lots' },
      setting: 'PLATFORM_LOGINS_PER_IP_PER_MINUTE',
      reason: /whole number/,
    },
    {
      name: 'bulk benchmark players',
      change: { PLATFORM_BULK_LEDGER_ROWS: '1000' },
      setting: 'PLATFORM_BULK_LEDGER_ROWS',
      reason: /demo data/,
    },
    {
      name: 'bulk benchmark bets',
      change: { PLATFORM_BULK_BETS: '1000' },
      setting: 'PLATFORM_BULK_BETS',
      reason: /demo data/,
    },
    {
      name: 'demo history',
      change: { PLATFORM_DEMO_HISTORY_DAYS: '30' },
      setting: 'PLATFORM_DEMO_HISTORY_DAYS',
      reason: /demo data/,
    },
    {
      name: 'the admin API without an operator host of its own',
      change: { PLATFORM_OPERATOR_HOST: undefined },
      setting: 'PLATFORM_OPERATOR_HOST',
      reason: /missing while PLATFORM_ADMIN_TOKEN is set.*admin\.localhost is for demo/,
    },
    {
      name: "an operator host that is a merchant's domain",
      change: { PLATFORM_OPERATOR_HOST: 'ops.example.net,shaplaplay.example' },
      setting: 'PLATFORM_OPERATOR_HOST',
      reason: /shaplaplay\.example is a merchant's site/,
    },
    {
      name: 'an operator host that is a URL',
      change: { PLATFORM_OPERATOR_HOST: 'https://ops.example.net' },
      setting: 'PLATFORM_OPERATOR_HOST',
      reason: /must be host names.*"https:\/\/ops\.example\.net"/,
    },
  ];

  it.each(cases)('refuses $name, naming $setting', ({ change, setting, reason }) => {
    const problems = problemsOf({ ...SAFE, ...change });
    expect(problems.map((problem) => problem.setting)).toEqual([setting]);
    expect(problems[0]?.reason).toMatch(reason);
  });

  it('names every problem in one message, not only the first', () => {
    const env = {
      NODE_ENV: 'production',
      PLATFORM_MODE: 'production',
      PLATFORM_BOT_CHECK_EASY: '1',
      PLATFORM_ADMIN_TOKEN: 'admin',
    };
    expect(settingsNamed(env)).toEqual([
      'PLATFORM_SECRETS_KEY',
      'PLATFORM_GATEWAY_SECRET',
      'PLATFORM_VENDOR_SECRET_ACME',
      'PLATFORM_ADMIN_TOKEN',
      'PLATFORM_BOT_CHECK_EASY',
      'PLATFORM_OPERATOR_HOST',
    ]);
    let refused: unknown;
    try {
      assertStartable(readPlatformSettings(env), CONTEXT);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(StartRefused);
    const message = (refused as Error).message;
    expect(message).toMatch(/6 settings need attention/);
    for (const setting of settingsNamed(env)) expect(message).toContain(`- ${setting}: `);
  });
});

describe('choosing the mode', () => {
  it('is demo by default, where development conveniences and generated secrets are fine', () => {
    const settings = readPlatformSettings({
      PLATFORM_BOT_CHECK_EASY: '1',
      PLATFORM_LOGINS_PER_IP_PER_MINUTE: '1000',
      PLATFORM_TEST_CLOCK: '1',
    });
    expect(settings.mode).toBe('demo');
    expect(startProblems(settings, CONTEXT)).toEqual([]);
  });

  it('refuses NODE_ENV=production without PLATFORM_MODE, saying to choose', () => {
    expect(() => readPlatformSettings({ NODE_ENV: 'production' })).toThrow(
      /PLATFORM_MODE: not set while NODE_ENV=production: choose PLATFORM_MODE=production .* or PLATFORM_MODE=demo/,
    );
    expect(readPlatformSettings({ NODE_ENV: 'production', PLATFORM_MODE: 'demo' }).mode).toBe('demo');
  });

  it('refuses a mode that is not one', () => {
    expect(() => readPlatformSettings({ PLATFORM_MODE: 'prod' })).toThrow(
      /"prod" is not a mode: use demo or production/,
    );
  });

  it('refuses a malformed secrets key in demo too (it would fail later, after the database opened)', () => {
    expect(settingsNamed({ PLATFORM_SECRETS_KEY: 'too short' })).toEqual(['PLATFORM_SECRETS_KEY']);
  });

  // The operator host is judged in demo too: the default, a name of the operator's own, or several, pass; a players'
  // host or something that is not a host name refuses the start before the database opens.
  const operatorHosts: { value: string | undefined; reason: RegExp | null }[] = [
    { value: undefined, reason: null },
    { value: 'ops.example.net, admin.localhost', reason: null },
    { value: 'bangladesh.localhost', reason: /bangladesh\.localhost is a merchant's site/ },
    { value: 'admin.localhost,SHAPLAPLAY.example.', reason: /shaplaplay\.example is a merchant's site/ },
    { value: 'localhost', reason: /must be host names.*"localhost"/ },
    { value: '127.0.0.1', reason: /must be host names.*"127\.0\.0\.1"/ },
    { value: 'ops.example.net:8443', reason: /must be host names/ },
  ];

  it.each(operatorHosts)('judges PLATFORM_OPERATOR_HOST=$value', ({ value, reason }) => {
    const problems = problemsOf({ PLATFORM_OPERATOR_HOST: value });
    if (!reason) return expect(problems).toEqual([]);
    expect(problems.map((problem) => problem.setting)).toEqual(['PLATFORM_OPERATOR_HOST']);
    expect(problems[0]?.reason).toMatch(reason);
  });

  it('reads each vendor secret by adapter id', () => {
    expect(
      readPlatformSettings({ PLATFORM_VENDOR_SECRET_ACME: 'x', PLATFORM_VENDOR_SECRET_SIM: ' ' }).vendorSecrets,
    ).toEqual({
      acme: 'x',
    });
  });
});
