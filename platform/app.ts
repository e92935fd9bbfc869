/**
 * The reference platform as a Hono app: reads its settings and refuses an unsafe start before anything else
 * (core/start-checks.ts), opens the database (PostgreSQL when a URL is given, else PGlite in a data folder),
 * applies migrations, seeds on first start (demo data in demo mode only) and registers every area's routes. The app
 * answers only API paths (/wps, /lgw with the vendor simulator's game pages and wallet callbacks, /lotto,
 * /admin); scripts/start.ts mounts it in front of the static sites, platform/server.ts serves it alone.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { kycSubmitCall, MAX_KYC_BODY_BYTES } from '../src/api/calls/kyc/kyc';
import { MAX_PROOF_BYTES, withdrawalAnswerCall } from '../src/api/calls/money/withdrawals';
import { MAX_APPLICATION_BODY_BYTES, promotionApplyCall } from '../src/api/calls/promotions/promotions';
import type { Tenant } from '../src/config/tenant-schema';
import {
  CAPTCHAS_PER_IP_PER_MINUTE,
  findSession,
  LOGINS_PER_IP_PER_MINUTE,
  REGISTRATIONS_PER_IP_PER_HOUR,
} from './accounts';
import { type AuditRecord, appendAuditOf, operatorHostsFrom, operatorSurface, readOperatorHosts } from './admin';
import type { AreaModule, DemoSeedOptions, StopWork } from './area-module';
import { createMovableClock, type MovableClock } from './core/movable-clock';
import { PlatformError } from './core/platform-error';
import { type PlatformMode, type PlatformSettings, readPlatformSettings } from './core/platform-settings';
import { assertStartable, type StartContext } from './core/start-checks';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import type { PlatformConfig, PlatformDeps } from './deps';
import type { PlatformEnv } from './http/context';
import { onError, onNotFound } from './http/error-handler';
import { requestContext } from './http/request-context';
import { createRouter, type Router } from './http/route';
import { type JobQueue, scheduleOf, startJobQueue } from './jobs/job-queue';
import { documentBox, documentKeyOf } from './kyc';
import { createMerchantRegistry, type MerchantRegistry } from './merchants/merchants';
import { type MessageSender, outboxSender } from './messaging/message-sender';
import { migrate } from './migrations';
import { type AreaServices, audienceTableOf, platformModules } from './modules';
import { localPhoneVerification, type PhoneVerificationProvider, type ProviderEnv } from './phone-verification';
import { defaultUploadStore, type UploadStore } from './promotions';
import { PAUSED_DURING_BREAK } from './responsible-gaming';
import { newCaptchaAnswer } from './security/captcha';
import { PASSWORD_HASH_COST, setPasswordHashCost } from './security/passwords';
import { purgeStale } from './security/rate-limit';
import { loadSecrets } from './security/secrets';
import { seed } from './seed';
import { providerDirectory } from './sign-in-providers';
import { DEMO_GENERATED_SECRETS, REAL_ADAPTERS } from './vendors';

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
  /**
   * Runs a movable clock over `clock` and mounts the operator's call that moves it (platform/test-clock), over the
   * settings' PLATFORM_TEST_CLOCK; checked like it (production refuses it).
   */
  testClock?: boolean;
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
  /** Test hook: makes captcha answers (default security/captcha.ts newCaptchaAnswer), so a test can read the image it asked for. */
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
  /**
   * The local demo provider's issuer URL (demo mode; sign-in-providers/local-provider): default env
   * PLATFORM_DEMO_OIDC_ISSUER, which scripts/start.ts sets when it starts that provider.
   */
  localSignInIssuer?: string;
  /** Sign-in providers' client secrets by `<tenantId>/<providerId>` (tests); else PLATFORM_SIGN_IN_SECRET_… */
  signInSecrets?: Record<string, string>;
}

export interface Platform {
  app: Hono<PlatformEnv>;
  /** The mode it runs in (demo or production). */
  mode: PlatformMode;
  /** The only host names /admin answers on (settings' PLATFORM_OPERATOR_HOST, checked; admin/operator-host.ts). */
  operatorHosts: readonly string[];
  /**
   * Serves `tenants` from now on (a tenant file added or edited while the server runs): a new merchant is seeded
   * first (its reference data, and its demo accounts in demo mode), so its first request finds everything.
   */
  updateTenants(tenants: Tenant[]): Promise<void>;
  /**
   * Demo mode: the bot token of a merchant's local Demo Telegram provider (a sealed secret made in demo mode), lent
   * to the local Demo Telegram page beside the platform, which signs logins as Telegram would; else null.
   */
  demoBotToken(tenantId: string, providerId: string): Promise<string | null>;
  /**
   * Writes an operator's action done beside the API (the marketing CMS's saves) to the audit log: `username` as the
   * session named them (GET /admin/session), null for the admin token.
   */
  auditOperatorAction(who: { username: string | null; ip: string }, record: AuditRecord): Promise<void>;
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
    testClock: options.testClock ?? settings.testClock,
    vendorSecrets: { ...settings.vendorSecrets, ...options.vendorSecrets },
  };
}

export async function createPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const settings = settingsOf(options);
  const merchants = createMerchantRegistry(options.tenants);
  // Before the database is opened: a refused start writes nothing (StartRefused names every problem).
  assertStartable(settings, startContextOf(merchants));
  const baseClock = options.clock ?? (() => new Date());
  // Browser tests of time move this one (PLATFORM_TEST_CLOCK, which the start checks refuse in production).
  const testClock = settings.testClock ? createMovableClock(baseClock) : undefined;
  const clock = testClock?.now ?? baseClock;
  setPasswordHashCost(options.passwordHashCost ?? PASSWORD_HASH_COST);
  const db = await openDatabase({
    databaseUrl: options.databaseUrl ?? settings.databaseUrl,
    dataDir: options.dataDir ?? settings.dataDir,
    templateDir: options.templateDir,
  });
  try {
    await migrate(db);
    const { deps, services } = await depsOf(db, merchants, settings, options, { clock, testClock });
    const modules = platformModules(() => services);
    await seed(db, modules, merchants.all(), clock(), settings.mode, demoSeedOptions(settings, options));
    await purgeStale(db, clock());
    const { app, router, stops } = await apiOf(modules, deps);
    const jobs = options.scheduleJobs ? await startJobs(modules, deps, router) : null;
    return {
      app,
      mode: settings.mode,
      operatorHosts: deps.config.operatorHosts,
      updateTenants: async (tenants) => {
        const known = new Set(merchants.all().map((m) => m.code));
        const next = createMerchantRegistry(tenants).all();
        const added = next.filter((m) => !known.has(m.code));
        if (added.length) await seed(db, modules, added, clock(), settings.mode, demoSeedOptions(settings, options));
        merchants.replace(tenants);
      },
      demoBotToken: async (tenantId, providerId) => {
        const merchant = merchants.all().find((entry) => entry.tenant.id === tenantId);
        return merchant ? services.signInProviders.demoBotToken(merchant, providerId) : null;
      },
      auditOperatorAction: (who, record) => appendAuditOf(db, who.username, who.ip, record, clock()),
      close: async () => {
        await jobs?.stop();
        for (const stop of stops) await stop();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** How much demo history a demo start seeds: the options', else the environment's, else 90 days and no bulk. */
function demoSeedOptions(settings: PlatformSettings, options: PlatformOptions): DemoSeedOptions {
  const { demoData } = settings;
  return {
    demoHistoryDays: options.demoHistoryDays ?? orDefault(demoData.demoHistoryDays, 90),
    bulkLedgerRows: orDefault(demoData.bulkLedgerRows, 0),
    bulkBets: orDefault(demoData.bulkBets, 0),
  };
}

/** The configuration every area reads, from the settings and the options' test overrides. */
function configOf(settings: PlatformSettings, options: PlatformOptions): PlatformConfig {
  return {
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
    captchaCode: options.captchaCode ?? newCaptchaAnswer,
    operatorHosts: operatorHostsFrom(settings.operatorHost),
    settleAhead: settings.settleAhead,
    // 0 or not a number keeps the default (production refuses both before this: start-checks.ts).
    loginsPerIpPerMinute: settings.limits.loginsPerIpPerMinute || LOGINS_PER_IP_PER_MINUTE,
    registrationsPerIpPerHour: settings.limits.registrationsPerIpPerHour || REGISTRATIONS_PER_IP_PER_HOUR,
    captchasPerIpPerMinute: settings.limits.captchasPerIpPerMinute || CAPTCHAS_PER_IP_PER_MINUTE,
  };
}

/** What every area is handed (the layers' services) and the services the options choose for some of them. */
async function depsOf(
  db: Database,
  merchants: MerchantRegistry,
  settings: PlatformSettings,
  options: PlatformOptions,
  { clock, testClock }: { clock: () => Date; testClock: MovableClock | undefined },
): Promise<{ deps: PlatformDeps; services: AreaServices }> {
  const { store: secretStore, ...secrets } = await loadSecrets(db, {
    secretsKey: settings.secretsKey,
    gatewaySecret: settings.gatewaySecret,
    vendorSecrets: settings.vendorSecrets,
    // Demo only: the simulator's secret is made here; production mounts no simulator.
    generatedVendorSecrets: settings.mode === 'demo' ? DEMO_GENERATED_SECRETS : [],
  });
  const messages = options.messages ?? outboxSender(db, clock);
  const deps: PlatformDeps = {
    db,
    merchants,
    messages,
    clock,
    testClock,
    config: configOf(settings, options),
    secrets,
  };
  const phoneVerification = (options.phoneVerification ?? localPhoneVerification)({
    db,
    clock,
    messages,
    secrets: secretStore,
  });
  const uploads =
    options.uploads ??
    defaultUploadStore({
      dataDir: options.dataDir ?? settings.dataDir,
      databaseUrl: options.databaseUrl ?? settings.databaseUrl,
    });
  const kycDocuments = documentBox(await documentKeyOf(secretStore, settings.secretsKey));
  const signInProviders = providerDirectory({
    mode: settings.mode,
    secrets: secretStore,
    localIssuer: options.localSignInIssuer ?? process.env.PLATFORM_DEMO_OIDC_ISSUER,
    clientSecrets: options.signInSecrets,
    clock,
  });
  // Production: a Telegram login without its bot token would refuse every player; the start is refused instead (the
  // token may be in the sealed secrets already, so this is asked once they are open).
  await signInProviders.assertTelegramTokens(merchants.all());
  return { deps, services: { phoneVerification, uploads, kycDocuments, totpBox: secrets.totpBox, signInProviders } };
}

/** The API as a Hono app: body limits, headers, the request context and the operator surface, then each area. */
async function apiOf(
  modules: AreaModule[],
  deps: PlatformDeps,
): Promise<{ app: Hono<PlatformEnv>; router: Router; stops: StopWork[] }> {
  const { db, merchants, config, clock } = deps;
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
  // Identity documents: up to 4 of 4 MB (platform/kyc).
  const kycLimit = limitTo(MAX_KYC_BODY_BYTES);
  const limits = new Map([
    [withdrawalAnswerCall.path, proofLimit],
    [promotionApplyCall.path, applicationLimit],
    [kycSubmitCall.path, kycLimit],
  ]);
  const limitOf = (path: string) => limits.get(path) ?? apiLimit;
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
    audiences: audienceTableOf(modules),
    pausedDuringBreak: PAUSED_DURING_BREAK,
  });
  const stops: StopWork[] = [];
  for (const module of modules) {
    const stop = await module.routes?.(router, deps);
    if (stop) stops.push(stop);
  }
  for (const module of modules) module.adminRoutes?.(router, deps);
  return { app, router, stops };
}

/** Starts the job queue in this process with every area's periodic jobs, and says which run when. */
async function startJobs(modules: AreaModule[], deps: PlatformDeps, router: Router): Promise<JobQueue> {
  const queue = await startJobQueue(deps.db);
  const list = modules.flatMap((module) => module.jobs?.(deps, router) ?? []);
  for (const job of list) await queue.define(job);
  console.log(`[platform] jobs: ${list.map((job) => `${job.name} (${scheduleOf(job)})`).join(', ')}`);
  return queue;
}

/** A number the environment gave, or the default when it gave none or not a number. */
const orDefault = (value: number | undefined, fallback: number) =>
  value === undefined || Number.isNaN(value) ? fallback : value;
