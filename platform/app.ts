/**
 * The reference platform as a Hono app: reads its settings and refuses an unsafe start before anything else
 * (core/start-checks.ts), opens the database (PostgreSQL when a URL is given, else PGlite in a data folder),
 * applies migrations, seeds on first start (demo data in demo mode only) and registers every area's routes. The app
 * answers only API paths (/wps, /lgw with the vendor simulator's game pages and wallet callbacks, /lotto,
 * /admin); scripts/start.ts mounts it in front of the static sites, platform/server.ts serves it alone.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_PROOF_BYTES, withdrawalAnswerCall } from '../src/api/contract/money/withdrawals';
import { MAX_APPLICATION_BODY_BYTES, promotionApplyCall } from '../src/api/contract/promotions/promotions';
import type { Tenant } from '../src/config/tenant-schema';
import { CAPTCHAS_PER_IP_PER_MINUTE, LOGINS_PER_IP_PER_MINUTE, REGISTRATIONS_PER_IP_PER_HOUR } from './accounts/policy';
import { registerAccountRoutes } from './accounts/routes';
import { findSession } from './accounts/sessions';
import { operatorHostsFrom, readOperatorHosts } from './admin/operator-host';
import { operatorSurface } from './admin/operator-surface';
import { registerAdminRoutes } from './admin/routes';
import { registerAgentTeamRoutes } from './agents/routes';
import { teamSumsJob } from './agents/team-sums-job';
import { registerBetRoutes } from './bets/routes';
import { registerCdnAdminRoutes } from './cdn/admin-routes';
import { registerContentRoutes } from './content/routes';
import { contractSettlementJobs } from './contracts/jobs';
import { registerContractAdminRoutes, registerContractRoutes } from './contracts/routes';
import { PlatformError } from './core/platform-error';
import { type PlatformMode, type PlatformSettings, readPlatformSettings } from './core/platform-settings';
import { assertStartable, type StartContext } from './core/start-checks';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import type { PlatformConfig, PlatformDeps } from './deps';
import { registerFirstLoginRoutes } from './first-login/routes';
import { registerGameRoutes } from './games/routes';
import type { PlatformEnv } from './http/context';
import { onError, onNotFound } from './http/error-handler';
import { requestContext } from './http/request-context';
import { createRouter } from './http/route';
import { registerInboxAdminRoutes, registerInboxRoutes } from './inbox/routes';
import { type JobQueue, startJobQueue } from './jobs/job-queue';
import { registerSessionEventRoute } from './live/routes';
import { rebateSettlementJob } from './loyalty/rebate-settlement';
import { registerLoyaltyAdminRoutes, registerLoyaltyRoutes } from './loyalty/routes';
import { createMerchantRegistry, type MerchantRegistry } from './merchants/merchants';
import { type MessageSender, outboxSender } from './messaging/message-sender';
import { registerMissionRoutes } from './missions/routes';
import { registerMoneyAdminRoutes } from './money/admin-routes';
import { registerMoneyRoutes } from './money/routes';
import { localPhoneVerification, type ProviderEnv } from './phone-verification/local-provider';
import type { PhoneVerificationProvider } from './phone-verification/provider';
import { registerPhoneVerificationRoutes } from './phone-verification/routes';
import { registerPointsAdminRoutes, registerPointsRoutes } from './points/routes';
import { registerPromotionAdminRoutes, registerPromotionRoutes } from './promotions/routes';
import { defaultUploadStore } from './promotions/uploads/default-store';
import type { UploadStore } from './promotions/uploads/upload-store';
import { registerRedEnvelopeAdminRoutes, registerRedEnvelopeRoutes } from './red-envelope/routes';
import { referralRewardJob } from './referral/reward-job';
import { registerReferralRoutes } from './referral/routes';
import { PASSWORD_HASH_COST, setPasswordHashCost } from './security/passwords';
import { purgeStale } from './security/rate-limit';
import { loadSecrets } from './security/secrets';
import { numericCode } from './security/tokens';
import { registerSecurityCentreRoutes } from './security-centre/routes';
import { seed } from './seed';
import { registerStudioRoutes } from './studio/routes';
import { registerLanguageRoutes } from './system/language-routes';
import { registerSystemRoutes } from './system/routes';
import { registerTableRoutes } from './tables/routes';
import { DEMO_GENERATED_SECRETS, REAL_ADAPTERS } from './vendors/adapters';
import { registerHeldRoundAdminRoutes } from './vendors/held-round-routes';
import { openAtVendor, registerVendorRoutes } from './vendors/routes';

export interface PlatformOptions {
  /** The settings the platform starts with (default: read from process.env once, core/platform-settings.ts). */
  settings?: PlatformSettings;
  /** demo or production; overrides the settings' PLATFORM_MODE (tests start both). */
  mode?: PlatformMode;
  /**
   * Wallet-callback secrets by vendor adapter id, over PLATFORM_VENDOR_SECRET_<ID> (tests hand the simulator one
   * they sign with); production checks them like the environment's.
   */
  vendorSecrets?: Record<string, string>;
  /** The merchants (default: every tenant file); tests add one to a database that has the others already. */
  tenants?: Tenant[];
  /** postgres://… ; defaults to env DATABASE_URL; without either, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder (default .data/pglite); `memory://` for a throw-away database. */
  dataDir?: string;
  /** Tests: the PGlite data folder a `memory://` database starts as a copy of (default env PGLITE_TEMPLATE_DIR). */
  templateDir?: string;
  /** Trust X-Forwarded-For / CF-IPCountry (only behind a proxy that sets them). */
  trustProxy?: boolean;
  /** Enables the /admin API guarded by this bearer token; defaults to env PLATFORM_ADMIN_TOKEN (checked alike). */
  adminToken?: string;
  /** Replaces the clock (tests move time to expire codes and lock-outs). */
  clock?: () => Date;
  /** Replaces the outbox with a real SMS/mail gateway. */
  messages?: MessageSender;
  /** Bot-check proof-of-work (see PlatformConfig.botCheck); tests make it trivial. */
  botCheck?: PlatformConfig['botCheck'];
  /**
   * scrypt's N for the password hashes made from this start on (default the production strength,
   * security/passwords.ts PASSWORD_HASH_COST); tests make it cheap. Process-wide, like the hashing itself.
   */
  passwordHashCost?: number;
  /** Days of money history seeded for demo players and agents (default 90, env PLATFORM_DEMO_HISTORY_DAYS). */
  demoHistoryDays?: number;
  /** Test hook: makes captcha answers (default 4 random digits), so a test can read the image it asked for. */
  captchaCode?: () => string;
  /**
   * Makes the phone-verification provider of the firebase-style path (default: the local one, codes to the
   * outbox); a Firebase implementation of phone-verification/provider.ts goes here.
   */
  phoneVerification?: (env: ProviderEnv) => PhoneVerificationProvider;
  /**
   * Runs scheduled work (daily rebates …) on the job queue in this process. The servers (platform/server.ts,
   * scripts/start.ts) do; tests leave it off and call the admin settlement calls, so nothing runs behind them.
   */
  scheduleJobs?: boolean;
  /**
   * Where application images are kept (platform/promotions/uploads): default files under PLATFORM_UPLOADS_DIR, else
   * next to PGlite's data folder (.data/pglite-uploads); an object store implementing UploadStore goes here.
   */
  uploads?: UploadStore;
}

export interface Platform {
  app: Hono<PlatformEnv>;
  /** The mode it runs in (demo or production). */
  mode: PlatformMode;
  /** The only host names /admin answers on (settings' PLATFORM_OPERATOR_HOST, checked; admin/operator-host.ts). */
  operatorHosts: readonly string[];
  close(): Promise<void>;
}

/** Largest request body the API accepts; the biggest legitimate one is an encrypted registration form. */
const MAX_BODY_BYTES = 64 * 1024;
/** The one exception: a withdrawal's proof image (5 MB, base64 in JSON). */
const MAX_PROOF_BODY_BYTES = Math.ceil(MAX_PROOF_BYTES / 3) * 4 + 4096;

/**
 * What the start checks need to know from the areas and the merchants: the real aggregators, the per-IP limits'
 * defaults, the operator host's format rule and which hosts are the merchants' sites.
 */
export function startContextOf(merchants: MerchantRegistry): StartContext {
  return {
    vendorAdapterIds: REAL_ADAPTERS.map((adapter) => adapter.id),
    limitDefaults: {
      loginsPerIpPerMinute: LOGINS_PER_IP_PER_MINUTE,
      registrationsPerIpPerHour: REGISTRATIONS_PER_IP_PER_HOUR,
      captchasPerIpPerMinute: CAPTCHAS_PER_IP_PER_MINUTE,
    },
    readOperatorHosts,
    isSiteHost: (host) => merchants.byHost(host) !== undefined,
  };
}

/** The settings a platform starts with: the environment's (or the given ones) with the options' overrides. */
function settingsOf(options: PlatformOptions): PlatformSettings {
  const settings = options.settings ?? readPlatformSettings(process.env);
  return {
    ...settings,
    mode: options.mode ?? settings.mode,
    adminToken: options.adminToken ?? settings.adminToken,
    vendorSecrets: { ...settings.vendorSecrets, ...options.vendorSecrets },
  };
}

export async function createPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const clock = options.clock ?? (() => new Date());
  const settings = settingsOf(options);
  const merchants = createMerchantRegistry(options.tenants);
  // Before the database is opened: a refused start writes nothing (StartRefused names every problem).
  assertStartable(settings, startContextOf(merchants));
  const operatorHosts = operatorHostsFrom(settings.operatorHost);
  const demo = settings.mode === 'demo';
  setPasswordHashCost(options.passwordHashCost ?? PASSWORD_HASH_COST);
  const db = await openDatabase({
    databaseUrl: options.databaseUrl ?? settings.databaseUrl,
    dataDir: options.dataDir ?? settings.dataDir,
    templateDir: options.templateDir,
  });
  try {
    await migrate(db);
    const demoData = settings.demoData;
    await seed(db, merchants.all(), clock(), settings.mode, {
      demoHistoryDays: options.demoHistoryDays ?? orDefault(demoData.demoHistoryDays, 90),
      bulkLedgerRows: orDefault(demoData.bulkLedgerRows, 0),
      bulkBets: orDefault(demoData.bulkBets, 0),
    });
    await purgeStale(db, clock());
    const config: PlatformConfig = {
      mode: settings.mode,
      trustProxy: options.trustProxy ?? false,
      adminToken: settings.adminToken,
      // About 0.2-0.4 s of work on a server core, one to two seconds on a budget phone. A load test of login
      // sets PLATFORM_BOT_CHECK_EASY=1 so its clients are not the bottleneck; never in production.
      botCheck:
        options.botCheck ??
        (settings.botCheckEasy
          ? { cost: 1, counterMin: 1, counterMax: 10 }
          : { cost: 200, counterMin: 1000, counterMax: 3000 }),
      captchaCode: options.captchaCode ?? (() => numericCode(4)),
      operatorHosts,
      settleAhead: settings.settleAhead,
      // 0 or not a number keeps the default (production refuses both before this: start-checks.ts).
      loginsPerIpPerMinute: settings.limits.loginsPerIpPerMinute || LOGINS_PER_IP_PER_MINUTE,
      registrationsPerIpPerHour: settings.limits.registrationsPerIpPerHour || REGISTRATIONS_PER_IP_PER_HOUR,
      captchasPerIpPerMinute: settings.limits.captchasPerIpPerMinute || CAPTCHAS_PER_IP_PER_MINUTE,
    };
    const { store: secretStore, ...secrets } = await loadSecrets(db, {
      secretsKey: settings.secretsKey,
      gatewaySecret: settings.gatewaySecret,
      vendorSecrets: settings.vendorSecrets,
      // Demo only: the simulator's secret is made here; production mounts no simulator.
      generatedVendorSecrets: demo ? DEMO_GENERATED_SECRETS : [],
    });
    const deps: PlatformDeps = {
      db,
      merchants,
      messages: options.messages ?? outboxSender(db, clock),
      clock,
      config,
      secrets,
    };

    const app = new Hono<PlatformEnv>();
    app.onError(onError);
    app.notFound(onNotFound);
    const limitTo = (maxSize: number) =>
      bodyLimit({
        maxSize,
        onError: () => {
          throw new PlatformError(413, 'bad_request', `request body larger than ${maxSize} bytes`);
        },
      });
    const apiLimit = limitTo(MAX_BODY_BYTES);
    const proofLimit = limitTo(MAX_PROOF_BODY_BYTES);
    // An application carries up to 3 images of 5 MB (platform/promotions).
    const applicationLimit = limitTo(MAX_APPLICATION_BODY_BYTES);
    const limitOf = (path: string) =>
      path === withdrawalAnswerCall.path ? proofLimit : path === promotionApplyCall.path ? applicationLimit : apiLimit;
    app.use('*', (c, next) => limitOf(c.req.path)(c, next));
    app.use('*', async (c, next) => {
      await next();
      // API answers are per user and per moment: never cached by a browser or a shared proxy.
      if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
      c.header('x-content-type-options', 'nosniff');
    });
    app.use('*', requestContext(merchants, config));
    // Before every route: /admin exists only on the operator host, with the operator page's headers.
    app.use('*', operatorSurface(config.operatorHosts));

    const router = createRouter(app, {
      findMember: (token, merchant) => findSession(db, token, merchant, clock()),
      payloadKey: deps.secrets.payloadKey,
    });
    registerSystemRoutes(router, deps);
    registerLanguageRoutes(router, deps);
    const phoneVerification = (options.phoneVerification ?? localPhoneVerification)({
      db,
      clock,
      messages: deps.messages,
      secrets: secretStore,
    });
    registerAccountRoutes(router, deps, phoneVerification);
    registerPhoneVerificationRoutes(router, deps, phoneVerification);
    registerGameRoutes(router, deps, openAtVendor(deps));
    registerContentRoutes(router, deps);
    const stopMoneyWork = await registerMoneyRoutes(router, deps);
    registerStudioRoutes(router, deps);
    registerVendorRoutes(router, deps);
    registerBetRoutes(router, deps);
    registerInboxRoutes(router, deps);
    const stopSessionEvents = await registerSessionEventRoute(router, deps);
    registerMissionRoutes(router, deps);
    registerLoyaltyRoutes(router, deps);
    registerContractRoutes(router, deps);
    registerReferralRoutes(router, deps);
    registerSecurityCentreRoutes(router, deps);
    registerAgentTeamRoutes(router, deps);
    registerFirstLoginRoutes(router, deps);
    registerTableRoutes(router, deps);
    registerPointsRoutes(router, deps);
    const uploads =
      options.uploads ??
      defaultUploadStore({
        dataDir: options.dataDir ?? settings.dataDir,
        databaseUrl: options.databaseUrl ?? settings.databaseUrl,
      });
    registerPromotionRoutes(router, deps, uploads);
    registerRedEnvelopeRoutes(router, deps);
    if (config.adminToken) {
      registerAdminRoutes(router, deps, config.adminToken);
      registerMoneyAdminRoutes(router, deps);
      registerHeldRoundAdminRoutes(router, deps);
      registerInboxAdminRoutes(router, deps);
      registerLoyaltyAdminRoutes(router, deps);
      registerContractAdminRoutes(router, deps);
      registerPromotionAdminRoutes(router, deps, uploads);
      registerRedEnvelopeAdminRoutes(router, deps);
      registerCdnAdminRoutes(router, deps);
      registerPointsAdminRoutes(router, deps);
    }
    let jobs: JobQueue | null = null;
    if (options.scheduleJobs) {
      jobs = await startJobQueue(db);
      await jobs.define(rebateSettlementJob(db, merchants, clock));
      for (const job of contractSettlementJobs(db, merchants, clock)) await jobs.define(job);
      await jobs.define(referralRewardJob(db, merchants, clock));
      await jobs.define(teamSumsJob(db));
    }

    return {
      app,
      mode: settings.mode,
      operatorHosts,
      close: async () => {
        await jobs?.stop();
        await stopMoneyWork();
        await stopSessionEvents();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** A number the environment gave, or the default when it gave none or not a number. */
const orDefault = (value: number | undefined, fallback: number) =>
  value === undefined || Number.isNaN(value) ? fallback : value;
