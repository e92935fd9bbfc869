/**
 * The start checks: what the settings (platform-settings.ts) must hold before the platform opens its database.
 * Pure, so a test names every case without starting anything, and createPlatform runs it before it touches
 * the database: a refused start writes nothing.
 *
 * Every mode: a PLATFORM_SECRETS_KEY that is set must be a usable key; PLATFORM_OPERATOR_HOST must be host names
 * (admin/operator-host.ts's rule, handed in) and none of them a merchant's site (that would put the operator page
 * back on a players' origin).
 * Production, in addition (each problem collected, none stops the others):
 * - secrets: PLATFORM_SECRETS_KEY (platform_secrets is then sealed), PLATFORM_GATEWAY_SECRET (there is no sandbox
 *   provider to generate one), PLATFORM_VENDOR_SECRET_<ID> for every real aggregator adapter (the simulator is
 *   not mounted). Each secret, and PLATFORM_ADMIN_TOKEN when set, must be long, random-looking, not a value known
 *   from development, and not the same as another one (one leak must not open two doors);
 * - development conveniences, refused because each weakens a protection players rely on (see UNSAFE_FLAGS and
 *   the limits below);
 * - demo data volumes, which production never seeds (refused rather than silently ignored);
 * - PLATFORM_OPERATOR_HOST set explicitly when the admin API is on: its default, admin.localhost, is a name only
 *   this machine's browsers resolve, right for the demo and never for a deployment.
 * The demo parts themselves (sandbox page, simulator, demo accounts) need no setting to be off: production never
 * mounts or seeds them.
 */
import { keyFrom } from '../security/secret-box';
import {
  DEMO_DATA_SETTINGS,
  type DemoDataName,
  LIMIT_SETTINGS,
  type LimitName,
  type PlatformSettings,
  VENDOR_SECRET_PREFIX,
} from './platform-settings';
import { type StartProblem, StartRefused } from './start-refused';

export interface StartContext {
  /** Ids of the real aggregator adapters (vendors/adapters.ts): production mounts each and needs its secret. */
  vendorAdapterIds: readonly string[];
  /** The per-IP limits' defaults (accounts/policy.ts): production refuses any lifted above them. */
  limitDefaults: Record<LimitName, number>;
  /** PLATFORM_OPERATOR_HOST's format rule (admin/operator-host.ts): its host names, or why it names none. */
  readOperatorHosts(setting: string | undefined): { hosts: string[] } | { problem: string };
  /** Whether a host name serves a merchant's site (`<id>.localhost` or a tenant domain). */
  isSiteHost(host: string): boolean;
}

const OPERATOR_HOST = 'PLATFORM_OPERATOR_HOST';

/** Shortest secret accepted in production: 32 characters, e.g. `openssl rand -base64 32` gives 44. */
export const MIN_SECRET_LENGTH = 32;

/** Development conveniences and why production refuses them. */
const UNSAFE_FLAGS = [
  {
    setting: 'PLATFORM_BOT_CHECK_EASY',
    on: (s: PlatformSettings) => s.botCheckEasy,
    reason:
      'makes the bot check a trivial proof of work, so a script can try passwords at full speed (load tests only)',
  },
  {
    setting: 'PLATFORM_SETTLE_AHEAD',
    on: (s: PlatformSettings) => s.settleAhead,
    reason:
      'lets the operator settle salaries and dividends for periods that have not ended, paying on partial figures ' +
      '(browser tests only)',
  },
  {
    setting: 'PLATFORM_TEST_CLOCK',
    on: (s: PlatformSettings) => s.testClock,
    reason:
      "lets the admin token move the platform's clock, which ends players' sessions, expires codes and settles " +
      'periods early (browser tests only)',
  },
] as const;

/** Why a raised limit is unsafe: what an attacker from one address gains. */
const LIMIT_RISKS: Record<LimitName, string> = {
  loginsPerIpPerMinute: 'more password guesses per address',
  registrationsPerIpPerHour: 'mass account creation (bonus abuse) from one address',
  captchasPerIpPerMinute: 'harvesting captcha images to train a reader',
};

/** Markers of a value written for development, whatever its length (the old fallback was `dev-only-<id>-…`). */
const DEVELOPMENT_MARKERS = ['dev-only', 'changeme', 'change-me', 'example', 'placeholder'];

/** Why `value` is not good enough as a production secret, or null. */
function weakness(value: string): string | null {
  if (value.length < MIN_SECRET_LENGTH) {
    return `too short (${value.length} characters): use at least ${MIN_SECRET_LENGTH} random ones (openssl rand -base64 32)`;
  }
  const lower = value.toLowerCase();
  const marker = DEVELOPMENT_MARKERS.find((word) => lower.includes(word));
  if (marker)
    return `looks like a development value (contains "${marker}"): use a random one (openssl rand -base64 32)`;
  if (new Set(value).size < 8) return 'repeats a few characters: use a random value (openssl rand -base64 32)';
  return null;
}

function secretsKeyProblem(settings: PlatformSettings): StartProblem | null {
  if (settings.secretsKey === undefined) return null;
  try {
    keyFrom(settings.secretsKey);
    return null;
  } catch (error) {
    return { setting: 'PLATFORM_SECRETS_KEY', reason: (error as Error).message.replace(/^PLATFORM_SECRETS_KEY /, '') };
  }
}

/** A malformed operator host, or one that is a merchant's site; in every mode (the default included). */
function operatorHostProblem(settings: PlatformSettings, context: StartContext): StartProblem | null {
  const read = context.readOperatorHosts(settings.operatorHost);
  if ('problem' in read) return { setting: OPERATOR_HOST, reason: read.problem };
  const site = read.hosts.find((host) => context.isSiteHost(host));
  if (site === undefined) return null;
  return {
    setting: OPERATOR_HOST,
    reason: `${site} is a merchant's site: give the operator page a host of its own (e.g. ops.example.net)`,
  };
}

function productionProblems(settings: PlatformSettings, context: StartContext): StartProblem[] {
  const problems: StartProblem[] = [];
  const secrets: { setting: string; value: string | undefined; missing: string | null }[] = [
    {
      setting: 'PLATFORM_SECRETS_KEY',
      value: settings.secretsKey,
      missing:
        'missing: production keeps its private key and signing secrets sealed with it in platform_secrets, and ' +
        'encrypts identity documents with a key derived from it',
    },
    {
      setting: 'PLATFORM_GATEWAY_SECRET',
      value: settings.gatewaySecret,
      missing:
        "missing: the payment provider's callbacks credit wallets and are verified with the secret shared with " +
        'the provider; production has no sandbox provider to make one',
    },
    ...context.vendorAdapterIds.map((id) => ({
      setting: `${VENDOR_SECRET_PREFIX}${id.toUpperCase()}`,
      value: settings.vendorSecrets[id],
      missing: `missing: the wallet callbacks of aggregator adapter "${id}" move money and are verified with it`,
    })),
    // Optional (no admin API without it), but a weak one guards every operator call.
    { setting: 'PLATFORM_ADMIN_TOKEN', value: settings.adminToken, missing: null },
  ];
  for (const { setting, value, missing } of secrets) {
    if (value === undefined) {
      if (missing) problems.push({ setting, reason: missing });
      continue;
    }
    // The secrets key has its own format check (secretsKeyProblem); a passphrase key is judged like the others.
    const reason = weakness(value);
    if (reason) problems.push({ setting, reason });
  }
  for (const [index, { setting, value }] of secrets.entries()) {
    const twin = secrets.slice(0, index).find((other) => value !== undefined && other.value === value);
    if (twin) problems.push({ setting, reason: `the same value as ${twin.setting}: one leak would give away both` });
  }
  for (const flag of UNSAFE_FLAGS) {
    if (flag.on(settings)) problems.push({ setting: flag.setting, reason: flag.reason });
  }
  for (const [name, variable] of Object.entries(LIMIT_SETTINGS) as [LimitName, string][]) {
    const value = settings.limits[name];
    if (value === undefined) continue;
    const limit = context.limitDefaults[name];
    if (!Number.isInteger(value) || value < 1) {
      problems.push({ setting: variable, reason: `not a whole number of at least 1 (default ${limit})` });
    } else if (value > limit) {
      problems.push({
        setting: variable,
        reason: `${value} is above the default ${limit}: it allows ${LIMIT_RISKS[name]} (lower is fine)`,
      });
    }
  }
  if (settings.adminToken !== undefined && settings.operatorHost === undefined) {
    problems.push({
      setting: OPERATOR_HOST,
      reason:
        'missing while PLATFORM_ADMIN_TOKEN is set: name the host of the operator page and /admin API ' +
        '(e.g. ops.example.net); the default admin.localhost is for demo mode',
    });
  }
  for (const [name, variable] of Object.entries(DEMO_DATA_SETTINGS) as [DemoDataName, string][]) {
    if (settings.demoData[name] !== undefined) {
      problems.push({ setting: variable, reason: 'seeds demo data, which production never does: remove it' });
    }
  }
  return problems;
}

/** Every problem of these settings, in a stable order (empty: the platform may start). */
export function startProblems(settings: PlatformSettings, context: StartContext): StartProblem[] {
  const key = secretsKeyProblem(settings);
  const host = operatorHostProblem(settings, context);
  const production = settings.mode === 'production' ? productionProblems(settings, context) : [];
  // A malformed key is reported once, by its format check, not again as "too short".
  const rest = key ? production.filter((problem) => problem.setting !== 'PLATFORM_SECRETS_KEY') : production;
  return [...(key ? [key] : []), ...rest, ...(host ? [host] : [])];
}

/** Throws StartRefused naming every problem; call it before opening the database. */
export function assertStartable(settings: PlatformSettings, context: StartContext): void {
  const problems = startProblems(settings, context);
  if (problems.length) throw new StartRefused(problems);
}
