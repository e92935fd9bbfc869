/**
 * Runs platform tests in-process (Hono's app.request, no sockets) against each available database:
 * PGlite in memory always, and a real PostgreSQL when DATABASE_URL is set or one answers on
 * 127.0.0.1:5432 (user root, database test). Each PostgreSQL run gets a fresh database, dropped afterwards,
 * so runs never collide. Without PostgreSQL that suite is reported as skipped, with the reason.
 *
 *   describeEachDatabase('login', (platform) => {
 *     it('signs in', async () => {
 *       const res = await platform().call(loginCall, { body: { ... } });
 *       expect(res.status).toBe(200);
 *     });
 *   });
 *
 * One platform per database per describe block (PGlite starts in about 2 s): share it between tests. A file
 * whose subject runs before or without SQL of its own declares its suite with describeOnPGlite, on PGlite only.
 */
import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createPlatform, type Platform, type PlatformOptions } from '../../platform/app';
import { totpCodeAt } from '../../platform/security/totp';
import { adminOutboxCall } from '../../src/api/calls/admin';
import { adminDepositDecisionCall } from '../../src/api/calls/admin-money';
import { createOperatorCall, type OperatorRole, operatorSignInCall } from '../../src/api/calls/admin-operators';
import type { CallDefinition, ValueOf } from '../../src/api/calls/define-call';
import { publicKeyCall } from '../../src/api/calls/encryption';
import { envelope } from '../../src/api/calls/envelope';
import { registerCall } from '../../src/api/calls/member';
import { depositCall } from '../../src/api/calls/money/deposits';
import { loginCall } from '../../src/api/calls/session';
import { botCheckChallengeCall, captchaCall } from '../../src/api/calls/system';
import { encryptPayload, importPublicKey } from '../../src/api/crypto';
import { loadAllTenants } from '../../src/config/load-tenants';

export const ADMIN_TOKEN = 'test-admin-token';
/** The host the admin API answers on (platform/admin/operator-host.ts, its default): admin() calls go there. */
export const OPERATOR_HOST = 'admin.localhost';
/** Every captcha the test platforms draw shows this answer. */
export const CAPTCHA_ANSWER = '4242';
/** The fallback merchant (tenants/bangladesh.json) and another one. */
export const MERCHANT = 'SHAPLA_BD';
export const OTHER_MERCHANT = 'INDUS_PK';
export const DEFAULT_IP = '10.0.0.1';
/** The vendor simulator's wallet secret on test platforms, so a test can sign the simulator's callbacks itself. */
export const SIM_WALLET_SECRET = 'test-sim-wallet-secret';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function postgresReachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return `PostgreSQL at ${POSTGRES_URL.replace(/:[^:@/]*@/, ':***@')} is unreachable (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const postgresSkipReason = await postgresReachable();

export interface CallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  token?: string;
  merchant?: string | null;
  ip?: string;
  headers?: Record<string, string>;
  cookie?: string;
}

export interface CallResult<V> {
  status: number;
  /** The parsed JSON body, whatever it is. */
  json: { success: boolean; code: string; message: string; value?: unknown };
  /** The success value, parsed with the call's schema (undefined on failure). */
  value: V;
  headers: Headers;
}

/** The password of every player newPlayer registers. */
export const NEW_PLAYER_PASSWORD = 'Secret123';

export interface NewPlayerOptions {
  merchant?: string;
  /** The real name given at registration (payout accounts must be bound in it). */
  payeeName?: string;
  /** The inviting agent's or player's code. */
  affiliateCode?: string;
  /** The username's start, to tell a file's players apart in a failure (default tp). */
  prefix?: string;
}

export interface NewPlayer {
  token: string;
  username: string;
  /** The address it registered from. */
  ip: string;
}

/** The password of every operator TestPlatform.operator makes. */
export const TEST_OPERATOR_PASSWORD = 'Operator test 123';
/** Operators TestPlatform.operator has made in this test process: each one's username differs. */
let operatorsMade = 0;

/** Players newPlayer has registered in this test process: each one's address and username differ. */
let registrations = 0;

export class TestPlatform {
  private publicKey?: Promise<{ kid: string; key: CryptoKey }>;

  constructor(
    readonly platform: Platform,
    readonly database: 'pglite' | 'postgres',
  ) {}

  /** A raw request: use it for malformed bodies and headers the typed `call` cannot produce. */
  request(
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string>; ip?: string; merchant?: string | null } = {},
  ) {
    const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? DEFAULT_IP, ...init.headers };
    if (init.merchant !== null) headers['x-merchant-code'] = init.merchant ?? MERCHANT;
    return this.platform.app.request(path, { method, headers, body: init.body });
  }

  private key() {
    this.publicKey ??= (async () => {
      const res = await this.call(publicKeyCall);
      return { kid: res.value.kid, key: await importPublicKey(res.value.spki) };
    })();
    return this.publicKey;
  }

  /** Serialises the body as the call wants it (JSON, form, or the encrypted envelope). */
  async encodeBody(definition: CallDefinition, body: unknown): Promise<{ text: string; type: string }> {
    if (definition.bodyEncoding === 'form') {
      const form = new URLSearchParams(Object.entries(body as Record<string, string>));
      return { text: form.toString(), type: 'application/x-www-form-urlencoded' };
    }
    if (definition.encrypted) {
      const { kid, key } = await this.key();
      return { text: JSON.stringify(await encryptPayload(key, kid, JSON.stringify(body))), type: 'application/json' };
    }
    return { text: JSON.stringify(body), type: 'application/json' };
  }

  async call<C extends CallDefinition>(definition: C, options: CallOptions = {}): Promise<CallResult<ValueOf<C>>> {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) search.set(k, String(v));
    const path = search.size ? `${definition.path}?${search}` : definition.path;
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined;
    if (options.body !== undefined) {
      const encoded = await this.encodeBody(definition, options.body);
      body = encoded.text;
      headers['content-type'] = encoded.type;
    }
    const res = await this.request(definition.method, path, {
      body,
      headers,
      ip: options.ip,
      merchant: options.merchant,
    });
    const json = await res.json();
    // Every answer must match the API's envelope: a drift between platform and call definition fails here.
    const parsed = envelope(definition.value).safeParse(json);
    if (!parsed.success) {
      throw new Error(
        `${definition.method} ${definition.path} answered outside its call definition (${res.status}): ${JSON.stringify(json).slice(0, 500)}\n${parsed.error.message}`,
      );
    }
    return {
      status: res.status,
      json,
      value: (parsed.data.success ? parsed.data.value : undefined) as ValueOf<C>,
      headers: res.headers,
    };
  }

  /**
   * A solved bot-check payload for the `botCheck` field (the test platform's proof of work is trivial).
   * Ask from the IP that will send it: an IP's challenges get harder with its failed sign-ins.
   */
  async botCheck(ip?: string): Promise<string> {
    const { value: challenge } = await this.call(botCheckChallengeCall, { ip });
    const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
    if (!solution) throw new Error('bot-check challenge could not be solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /** Fetches a captcha and returns the cookie that binds it (the answer is CAPTCHA_ANSWER). */
  async captchaCookie(ip?: string): Promise<string> {
    // raw: the answer is the image, and the cookie that binds it is the point
    const res = await this.request('GET', captchaCall.path, { ip });
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error('captcha set no cookie');
    return cookie;
  }

  /** Signs in by username and returns the token (throws with the failure code otherwise). */
  async login(username: string, password: string, options: { merchant?: string; ip?: string } = {}): Promise<string> {
    const res = await this.call(loginCall, {
      body: { type: 'username', username, password, botCheck: await this.botCheck(options.ip) },
      merchant: options.merchant,
      ip: options.ip,
    });
    if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.json.code}`);
    return res.value.token;
  }

  /**
   * Registers a new player (username and password) and answers their session: each from an address of its own, as
   * the platform allows only so many registrations per address an hour. Throws with the refusal otherwise.
   */
  async newPlayer(options: NewPlayerOptions = {}): Promise<NewPlayer> {
    registrations += 1;
    const ip = `10.250.${Math.floor(registrations / 250)}.${(registrations % 250) + 1}`;
    const username = `${options.prefix ?? 'tp'}${registrations}${randomBytes(3).toString('hex')}`;
    const { merchant, payeeName, affiliateCode } = options;
    const res = await this.call(registerCall, {
      body: {
        botCheck: await this.botCheck(ip),
        username,
        password: NEW_PLAYER_PASSWORD,
        confirmPassword: NEW_PLAYER_PASSWORD,
        ...(payeeName ? { payeeName } : {}),
        ...(affiliateCode ? { affiliateCode } : {}),
      } as never,
      ip,
      merchant,
    });
    if (res.status !== 200)
      throw new Error(`registering ${username} failed: ${res.status} ${JSON.stringify(res.json)}`);
    return { token: res.value.token, username, ip };
  }

  /**
   * A bKash deposit of `amount` minor units by the player at `merchant` (default MERCHANT), approved by the operator
   * as a review would: money in the player's main wallet through the ledger. Throws with the refusal otherwise.
   */
  async approvedDeposit(player: { token: string }, amount: number, merchant = MERCHANT): Promise<void> {
    const made = await this.call(depositCall, {
      token: player.token,
      merchant,
      body: {
        methodCode: 'bkash',
        amount,
        senderAccount: '01712345678',
        trxId: randomBytes(5).toString('hex').toUpperCase(),
        idempotencyKey: randomBytes(12).toString('hex'),
      },
    });
    if (made.status !== 200) throw new Error(`deposit refused: ${made.status} ${JSON.stringify(made.json)}`);
    const approved = await this.admin(adminDepositDecisionCall, {
      body: { merchantCode: merchant, depositId: made.value.deposit.id, decision: 'approve' },
    });
    if (approved.status !== 200)
      throw new Error(`approval refused: ${approved.status} ${JSON.stringify(approved.json)}`);
  }

  async admin<C extends CallDefinition>(definition: C, options: CallOptions = {}) {
    return this.call(definition, {
      ...options,
      headers: { host: OPERATOR_HOST, authorization: `Bearer ${ADMIN_TOKEN}`, ...options.headers },
    });
  }

  /**
   * A fresh operator of `role` (created with the admin token, as an admin would on the console; scoped to the merchant
   * codes `merchants` when given), signed in as the
   * console page does: its username and the headers the page's calls carry (the session cookie and the same-origin
   * marks). Fresh, because an authenticator code signs in once: two sign-ins of one operator within 30 s would share
   * a code.
   */
  async operator(
    role: OperatorRole,
    merchants?: string[],
  ): Promise<{ username: string; headers: Record<string, string> }> {
    operatorsMade += 1;
    const username = `${role}-${operatorsMade}-${randomBytes(3).toString('hex')}`;
    const created = await this.admin(createOperatorCall, {
      body: { username, password: TEST_OPERATOR_PASSWORD, role, ...(merchants ? { merchants } : {}) },
    });
    if (created.status !== 200) throw new Error(`operator ${username} not created: ${JSON.stringify(created.json)}`);
    return { username, headers: await this.signInOperator(username, TEST_OPERATOR_PASSWORD, created.value.totpSecret) };
  }

  /** Signs the operator in with the code of `totpSecret` at `at` (the platform's clock); answers the page's headers. */
  async signInOperator(username: string, password: string, totpSecret: string, at = new Date()) {
    const page = { host: OPERATOR_HOST, 'x-operator-request': '1', 'sec-fetch-site': 'same-origin' };
    const res = await this.call(operatorSignInCall, {
      headers: page,
      body: { username, password, code: totpCodeAt(totpSecret, at) },
    });
    if (res.status !== 200) throw new Error(`operator ${username} could not sign in: ${JSON.stringify(res.json)}`);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
    return { ...page, cookie };
  }

  /** Messages sent to an E.164 number or e-mail address, newest first. */
  async outbox(to: string) {
    return (await this.admin(adminOutboxCall, { query: { to } })).value;
  }

  /** The 6-digit code in the newest message to `to`. */
  async lastCode(to: string): Promise<string> {
    const [message] = await this.outbox(to);
    const code = message?.body.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code in the outbox for ${to}`);
    return code;
  }
}

/**
 * scrypt's N for the password hashes of tests, instead of 2^15 (about 0.1 s of CPU per sign-in, registration or
 * password change): the same code and stored form, at no cost. The run's seeded templates are made with it, so the
 * demo accounts' hashes too.
 */
export const TEST_PASSWORD_HASH_COST = 16;

/**
 * Options every test platform gets: trust X-Forwarded-For (tests choose the IP), trivial bot check, cheap password
 * hashes, fixed captcha.
 */
export function testOptions(extra: PlatformOptions = {}): PlatformOptions {
  return {
    dataDir: 'memory://',
    trustProxy: true,
    adminToken: ADMIN_TOKEN,
    botCheck: { cost: 1, counterMin: 1, counterMax: 40 },
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    captchaCode: () => CAPTCHA_ANSWER,
    vendorSecrets: { sim: SIM_WALLET_SECRET },
    // Demo balances without 90 days of seeded history: each test platform starts faster.
    demoHistoryDays: 0,
    ...extra,
  };
}

/**
 * A throw-away PostgreSQL database: created now (empty, or a copy of `template`), dropped by the returned function.
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `platform_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Options that leave the seeded data as the run's seeded templates hold it (tests/support/database-templates.ts). */
const SEED_NEUTRAL_OPTIONS = new Set<keyof PlatformOptions>([
  'trustProxy',
  'adminToken',
  'botCheck',
  'captchaCode',
  'messages',
  'phoneVerification',
  'uploads',
  'scheduleJobs',
  'vendorSecrets',
  'localSignInIssuer',
  'signInSecrets',
  'testClock',
]);

/**
 * Tenants that are the tenant files' own but for their sign-in providers seed what the files seed (no seeder reads the
 * providers), so a platform given them may start from the seeded templates too.
 */
function seedsAsTheFiles(tenants: PlatformOptions['tenants']): boolean {
  if (!tenants) return true;
  const withoutProviders = (list: readonly { signInProviders?: unknown }[]) =>
    JSON.stringify(list.map(({ signInProviders: _, ...rest }) => rest));
  return withoutProviders(tenants) === withoutProviders(loadAllTenants());
}
/**
 * Whether a platform with these options may start from the run's seeded templates. Any other option (days of
 * history, a mode, tenants …) changes what the platform seeds, so that platform seeds its own. A clock changes when
 * it seeds: one that reads the moment the templates were seeded or later (TEST_SEEDED_BY) starts from them, as a
 * platform restarted then would find its database (each seeder is idempotent and finds its data there); one that
 * reads earlier seeds at its own time, or the seeded data would lie in its future. Asked when the platform starts.
 */
function startsSeeded(options: PlatformOptions): boolean {
  const { clock, tenants, ...others } = options;
  if (!Object.keys(others).every((key) => SEED_NEUTRAL_OPTIONS.has(key as keyof PlatformOptions))) return false;
  if (!seedsAsTheFiles(tenants)) return false;
  const seededBy = process.env.TEST_SEEDED_BY;
  return !clock || (seededBy !== undefined && clock().getTime() >= Date.parse(seededBy));
}

/**
 * Declares `suite` once, on PGlite, with its own platform started before the block and closed after it: for a file
 * whose subject is what the platform does before or without SQL of its own (the edge refusing malformed input,
 * routing by host, response headers, drawing). The SQL its calls pass through belongs to other areas, whose files
 * run on both databases (describeEachDatabase).
 */
export function describeOnPGlite(
  name: string,
  suite: (platform: () => TestPlatform) => void,
  options: PlatformOptions = {},
): void {
  describe(`${name} [PGlite]`, () => {
    let current: TestPlatform | undefined;
    beforeAll(async () => {
      const templateDir = startsSeeded(options) ? process.env.TEST_PGLITE_SEEDED_TEMPLATE : undefined;
      current = new TestPlatform(await createPlatform(testOptions({ templateDir, ...options })), 'pglite');
    });
    afterAll(async () => current?.platform.close());
    suite(() => current as TestPlatform);
  });
}

/**
 * Declares `suite` once per available database, each with its own platform started before and closed
 * after the block. `platform()` returns that block's TestPlatform. For every file that exercises SQL of its area.
 */
export function describeEachDatabase(
  name: string,
  suite: (platform: () => TestPlatform) => void,
  options: PlatformOptions = {},
): void {
  describeOnPGlite(name, suite, options);

  const title = `${name} [PostgreSQL]`;
  if (postgresSkipReason) {
    describe.skip(`${title} skipped: ${postgresSkipReason}`, () => suite(() => undefined as never));
    return;
  }
  describe(title, () => {
    let current: TestPlatform | undefined;
    let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
    beforeAll(async () => {
      database = await createPostgresDatabase(
        startsSeeded(options) ? process.env.TEST_POSTGRES_TEMPLATE : process.env.TEST_POSTGRES_MIGRATED_TEMPLATE,
      );
      current = new TestPlatform(
        await createPlatform(testOptions({ ...options, databaseUrl: database.url })),
        'postgres',
      );
    });
    afterAll(async () => {
      await current?.platform.close();
      await database?.drop();
    });
    suite(() => current as TestPlatform);
  });
}
