/**
 * The platform's settings from the environment, read once at start (createPlatform, scripts/start.ts) into one
 * typed value that the start checks (start-checks.ts) judge and createPlatform uses; nothing below reads
 * process.env for them again.
 *
 * PLATFORM_MODE chooses one of two modes (ARCHITECTURE.md, "Reliability and security are features"):
 * - `demo`, the default: what `npm start` runs on a fresh machine — demo accounts with published passwords and
 *   their history, the sandbox payment provider (/sandbox-pay/), the vendor simulator (/lgw/vendor-sim/), secrets
 *   generated on first start and kept in platform_secrets.
 * - `production`: none of those. Every secret comes from the environment and every setting is checked before the
 *   database is opened.
 * NODE_ENV=production without PLATFORM_MODE is refused rather than guessed: taken as demo it would publish
 * passwords on a real deployment, taken as production it would surprise someone trying the demo.
 */
import { StartRefused } from './start-refused';

export const PLATFORM_MODES = ['demo', 'production'] as const;
export type PlatformMode = (typeof PLATFORM_MODES)[number];

/** The per-IP limits an operator may change, by their PlatformConfig name. */
export const LIMIT_SETTINGS = {
  loginsPerIpPerMinute: 'PLATFORM_LOGINS_PER_IP_PER_MINUTE',
  registrationsPerIpPerHour: 'PLATFORM_REGISTRATIONS_PER_IP_PER_HOUR',
  captchasPerIpPerMinute: 'PLATFORM_CAPTCHAS_PER_IP_PER_MINUTE',
} as const;
export type LimitName = keyof typeof LIMIT_SETTINGS;

/** Demo data volumes: production seeds no demo data, so it refuses them rather than ignore them silently. */
export const DEMO_DATA_SETTINGS = {
  demoHistoryDays: 'PLATFORM_DEMO_HISTORY_DAYS',
  bulkLedgerRows: 'PLATFORM_BULK_LEDGER_ROWS',
  bulkBets: 'PLATFORM_BULK_BETS',
} as const;
export type DemoDataName = keyof typeof DEMO_DATA_SETTINGS;

export const VENDOR_SECRET_PREFIX = 'PLATFORM_VENDOR_SECRET_';

export interface PlatformSettings {
  mode: PlatformMode;
  /** DATABASE_URL: PostgreSQL; without it PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PLATFORM_DATA_DIR. */
  dataDir?: string;
  /** PLATFORM_SECRETS_KEY: seals every row of platform_secrets (security/secret-box.ts). */
  secretsKey?: string;
  /** PLATFORM_ADMIN_TOKEN: the /admin API's bearer token; no API without it. */
  adminToken?: string;
  /**
   * PLATFORM_OPERATOR_HOST as written: the operator page's host name(s), parsed by admin/operator-host.ts (unset:
   * admin.localhost, in demo only). The start checks judge it; app.ts parses it once they passed.
   */
  operatorHost?: string;
  /** PLATFORM_GATEWAY_SECRET: the payment provider's callback secret; demo generates the sandbox provider's. */
  gatewaySecret?: string;
  /** PLATFORM_VENDOR_SECRET_<ID> by adapter id in lower case: each aggregator's wallet-callback secret. */
  vendorSecrets: Readonly<Record<string, string>>;
  /** PLATFORM_BOT_CHECK_EASY=1: trivial proof of work (load tests of login). */
  botCheckEasy: boolean;
  /** PLATFORM_SETTLE_AHEAD=1: settle periods that have not ended (browser tests). */
  settleAhead: boolean;
  /**
   * PLATFORM_TEST_CLOCK=1: the platform's clock can be moved ahead by the operator's test-clock call (browser tests of
   * time: a session limit's minute is not waited out).
   */
  testClock: boolean;
  /** Limits set in the environment: a number, or NaN when the text is not one (demo then keeps the default). */
  limits: Partial<Record<LimitName, number>>;
  /** Demo data volumes set in the environment (NaN when not a number). */
  demoData: Partial<Record<DemoDataName, number>>;
}

export type Environment = Readonly<Record<string, string | undefined>>;

/** A variable's value, with an empty one counted as unset (as `VAR= npm start` means). */
const variable = (env: Environment, name: string) => env[name]?.trim() || undefined;

function readMode(env: Environment): PlatformMode {
  const text = variable(env, 'PLATFORM_MODE');
  if (text === undefined) {
    if (variable(env, 'NODE_ENV') !== 'production') return 'demo';
    throw new StartRefused([
      {
        setting: 'PLATFORM_MODE',
        reason:
          'not set while NODE_ENV=production: choose PLATFORM_MODE=production (real secrets, no demo parts) or ' +
          'PLATFORM_MODE=demo (demo accounts with published passwords, sandbox payments, vendor simulator)',
      },
    ]);
  }
  if ((PLATFORM_MODES as readonly string[]).includes(text)) return text as PlatformMode;
  throw new StartRefused([
    { setting: 'PLATFORM_MODE', reason: `"${text}" is not a mode: use ${PLATFORM_MODES.join(' or ')}` },
  ]);
}

function numbersOf<N extends string>(env: Environment, names: Record<N, string>): Partial<Record<N, number>> {
  const numbers: Partial<Record<N, number>> = {};
  for (const [key, name] of Object.entries(names) as [N, string][]) {
    const text = variable(env, name);
    if (text !== undefined) numbers[key] = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  }
  return numbers;
}

function vendorSecretsOf(env: Environment): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const name of Object.keys(env)) {
    const value = variable(env, name);
    if (name.startsWith(VENDOR_SECRET_PREFIX) && value) {
      secrets[name.slice(VENDOR_SECRET_PREFIX.length).toLowerCase()] = value;
    }
  }
  return secrets;
}

/** Reads the settings; refuses (StartRefused) only when the mode itself is unclear, since every check depends on it. */
export function readPlatformSettings(env: Environment = process.env): PlatformSettings {
  return {
    mode: readMode(env),
    databaseUrl: variable(env, 'DATABASE_URL'),
    dataDir: variable(env, 'PLATFORM_DATA_DIR'),
    secretsKey: variable(env, 'PLATFORM_SECRETS_KEY'),
    adminToken: variable(env, 'PLATFORM_ADMIN_TOKEN'),
    operatorHost: variable(env, 'PLATFORM_OPERATOR_HOST'),
    gatewaySecret: variable(env, 'PLATFORM_GATEWAY_SECRET'),
    vendorSecrets: vendorSecretsOf(env),
    botCheckEasy: variable(env, 'PLATFORM_BOT_CHECK_EASY') === '1',
    settleAhead: variable(env, 'PLATFORM_SETTLE_AHEAD') === '1',
    testClock: variable(env, 'PLATFORM_TEST_CLOCK') === '1',
    limits: numbersOf(env, LIMIT_SETTINGS),
    demoData: numbersOf(env, DEMO_DATA_SETTINGS),
  };
}
