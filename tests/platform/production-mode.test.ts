// @vitest-environment node
/**
 * Production mode, on PGlite and PostgreSQL: a refused production start writes nothing to the database; an accepted
 * one seeds reference data and no member at all, also for a merchant added at a later start; the sandbox payment
 * page, the vendor simulator and its wallet callbacks are not mounted (404 where demo answers), and a gateway deposit
 * is refused. In demo the simulator's wallet secret is generated on first start, kept sealed, and verifies callbacks
 * again after a restart. (Which setting is refused and why is start-checks.test.ts, without a database.)
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform, type PlatformOptions } from '../../platform/app';
import { readPlatformSettings } from '../../platform/core/platform-settings';
import { StartRefused } from '../../platform/core/start-refused';
import type { Database } from '../../platform/db/database';
import { openDatabase } from '../../platform/db/open-database';
import { PLAIN_PAGE_FONT_PATH } from '../../platform/http/plain-page-fonts';
import { openSecretStore, vendorSecretName } from '../../platform/security/secrets';
import { SIGNATURE_HEADER, sign, walletPath } from '../../platform/vendors/simulator/protocol';
import { registerCall } from '../../src/api/calls/member';
import { depositCall, depositsCall } from '../../src/api/calls/money/deposits';
import { loadAllTenants } from '../../src/config/load-tenants';
import { createPostgresDatabase, MERCHANT, postgresSkipReason, TestPlatform, testOptions } from './harness';

const KEY = "a passphrase for the demo test's secrets key";
const PRODUCTION_ENV = {
  PLATFORM_MODE: 'production',
  PLATFORM_SECRETS_KEY: 'Q2hhbmdlZCBvbmNlIGEgeWVhciwgb3IgbmV2ZXIuIE9rPw==',
  PLATFORM_GATEWAY_SECRET: 'f1c9a7e2b4d86035e9a1c7b3d5f08264a9e1',
};

const tenants = loadAllTenants();
const bangladesh = tenants.filter((tenant) => tenant.merchantCode === MERCHANT);
const addedLater = tenants.filter((tenant) => tenant.merchantCode === 'INDUS_PK');

/** Options of a platform in production on `where`: the environment above, nothing from the test harness's demo. */
const production = (where: PlatformOptions, extra: PlatformOptions = {}): PlatformOptions => ({
  ...testOptions(where),
  settings: readPlatformSettings(PRODUCTION_ENV),
  adminToken: undefined,
  vendorSecrets: undefined,
  tenants: bangladesh,
  ...extra,
});

interface Place {
  database: TestPlatform['database'];
  /** Where the platform keeps its data. */
  options: PlatformOptions;
  /** Opens the data directly, while no platform has it open (PGlite's folder opens in one process only). */
  open(): Promise<Database>;
  /** Whether the place holds anything at all: no folder, or a database with no table. */
  isUntouched(): Promise<boolean>;
  /**
   * Readies an untouched place for a first start: a PGlite folder becomes a copy of the run's migrated cluster
   * (PGLITE_TEMPLATE_DIR; a new cluster and the migrations take seconds of this process's CPU, and the run's
   * templates went through both), so the first start finds no table of data, no member and nothing seeded. A new
   * PostgreSQL database is left as it is (the server makes it; the first start migrates it).
   */
  ready(): Promise<void>;
  drop(): Promise<void>;
}

function pglitePlace(): Place {
  const root = mkdtempSync(join(tmpdir(), 'production-mode-'));
  const dataDir = join(root, 'pglite');
  return {
    database: 'pglite',
    options: { dataDir },
    open: () => openDatabase({ dataDir }),
    isUntouched: async () => !existsSync(dataDir),
    async ready() {
      const migrated = process.env.PGLITE_TEMPLATE_DIR;
      if (!migrated) throw new Error('no migrated database template (tests/support/database-templates.ts)');
      cpSync(migrated, dataDir, { recursive: true });
    },
    drop: async () => rmSync(root, { recursive: true, force: true }),
  };
}

async function postgresPlace(): Promise<Place> {
  const database = await createPostgresDatabase();
  return {
    database: 'postgres',
    options: { databaseUrl: database.url },
    open: () => openDatabase({ databaseUrl: database.url }),
    async isUntouched() {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      await client.end();
      return rows[0]?.n === 0;
    },
    ready: async () => undefined,
    drop: database.drop,
  };
}

/** Declares `suite` on PGlite (a folder of its own) and PostgreSQL (a fresh database), each given its place. */
function eachDatabase(name: string, suite: (place: () => Place) => void) {
  describe(`${name} [PGlite]`, () => {
    let place: Place | undefined;
    beforeAll(() => {
      place = pglitePlace();
    });
    afterAll(() => place?.drop());
    suite(() => place as Place);
  });
  if (postgresSkipReason) {
    describe.skip(`${name} [PostgreSQL] skipped: ${postgresSkipReason}`, () => suite(() => undefined as never));
    return;
  }
  describe(`${name} [PostgreSQL]`, () => {
    let place: Place | undefined;
    beforeAll(async () => {
      place = await postgresPlace();
    });
    afterAll(() => place?.drop());
    suite(() => place as Place);
  });
}

/** The members and games of a merchant, and the stored secrets, read directly (one PGlite open: about 1 s of CPU). */
async function countsOf(place: Place, merchantCode: string) {
  const db = await place.open();
  try {
    const [row] = await db.query<{ members: number; games: number }>(
      `SELECT (SELECT count(*)::int FROM members) AS members,
              (SELECT count(*)::int FROM game WHERE merchant_code = $1) AS games`,
      [merchantCode],
    );
    const secrets = await db.query<{ name: string; value: string }>('SELECT name, value FROM platform_secrets');
    return { ...row, secrets };
  } finally {
    await db.close();
  }
}

const request = (
  platform: Platform,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
) => platform.app.request(path, { method, body, headers: { 'x-merchant-code': MERCHANT, ...headers } });

/** The demo parts' doors: each answers in demo (not 404 "no such call") and is not there in production. */
const DEMO_DOORS = [
  { name: 'the sandbox pay page (post)', method: 'POST', path: '/sandbox-pay/some-payment', body: 'action=pay' },
  { name: 'the sandbox pay page', method: 'GET', path: '/sandbox-pay/some-payment' },
  { name: 'a simulator game page', method: 'GET', path: '/lgw/vendor-sim/play/some-ticket' },
  { name: "the simulator's fonts", method: 'GET', path: `${PLAIN_PAGE_FONT_PATH}/bengali.woff2` },
  { name: "the simulator's table chat", method: 'GET', path: '/lgw/vendor-sim/chat/1?m=1&l=en&e=1&s=x' },
];

eachDatabase('a production start', (place) => {
  describe('refused, then accepted', () => {
    let refused: unknown;
    let untouched = false;
    let platform: Platform | undefined;
    beforeAll(async () => {
      const missing = production(place().options, { settings: readPlatformSettings({ PLATFORM_MODE: 'production' }) });
      refused = await createPlatform(missing).catch((error: unknown) => error);
      untouched = await place().isUntouched();
      await place().ready();
      platform = await createPlatform(production(place().options));
    });
    afterAll(() => platform?.close());

    it('refused, writes nothing: no folder, no table, no migration', () => {
      expect(refused).toBeInstanceOf(StartRefused);
      expect((refused as Error).message).toMatch(
        /PLATFORM_SECRETS_KEY: missing[\s\S]*PLATFORM_GATEWAY_SECRET: missing/,
      );
      expect(untouched).toBe(true);
    });

    it('accepted: the sandbox page, the simulator and its wallet callbacks are not there (404)', async () => {
      const p = platform as Platform;
      expect(p.mode).toBe('production');
      for (const door of DEMO_DOORS) {
        const res = await request(p, door.method, door.path, door.body, {
          'content-type': 'application/x-www-form-urlencoded',
        });
        expect(res.status, door.name).toBe(404);
        expect(await res.json(), door.name).toMatchObject({
          code: 'not_found',
          message: expect.stringMatching(/^no such call/),
        });
      }
      const body = JSON.stringify({ timestamp: Date.now(), token: 'x' });
      const wallet = await request(p, 'POST', walletPath('balance'), body, {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: sign('any secret', body),
      });
      expect(wallet.status).toBe(404);
      expect(await wallet.json()).toMatchObject({ code: 'not_found' });
    });

    it('accepted: the catalogue is seeded, no member is', async () => {
      await platform?.close();
      platform = undefined;
      const counts = await countsOf(place(), MERCHANT);
      expect(counts?.members).toBe(0);
      expect(counts?.games).toBeGreaterThan(1000);
    });
  });

  describe('a merchant added at the next start', () => {
    let platform: Platform | undefined;
    beforeAll(async () => {
      platform = await createPlatform(production(place().options, { tenants: [...bangladesh, ...addedLater] }));
    });
    afterAll(() => platform?.close());

    // Production has no payment provider for gateway methods (the sandbox is a demo part): a gateway deposit is
    // refused with payment_method_unavailable rather than answered with a /sandbox-pay/ link that is a 404 for the
    // player. Asked of this production platform rather than of one of its own: a production start seeds every game
    // of its merchants, the dearest start of the file.
    it('refuses a gateway deposit as payment_method_unavailable and leaves no deposit behind', async () => {
      const p = new TestPlatform(platform as Platform, place().database);
      expect(p.platform.mode).toBe('production');
      const password = 'Secret123';
      const registered = await p.call(registerCall, {
        body: { username: 'prodplayer1', password, confirmPassword: password, botCheck: await p.botCheck() } as never,
      });
      expect(registered.status, JSON.stringify(registered.json)).toBe(200);
      const token = registered.value.token;
      const deposit = await p.call(depositCall, {
        token,
        body: {
          methodCode: 'bkash-pay',
          amount: 100_000,
          returnPath: '/member/depositv2/',
          idempotencyKey: 'production-gateway-1',
        },
      });
      expect([deposit.status, deposit.json.code]).toEqual([404, 'payment_method_unavailable']);
      expect((await p.call(depositsCall, { token, query: { page: 1, pageSize: 10 } })).value.total).toBe(0);
    });

    it('gets its catalogue and no member; every secret is sealed and the simulator has none', async () => {
      await platform?.close();
      platform = undefined;
      const counts = await countsOf(place(), 'INDUS_PK');
      // The one member is the player the gateway deposit registered: the start seeded none.
      expect(counts?.members).toBe(1);
      expect(counts?.games).toBeGreaterThan(1000);
      expect(counts.secrets.map((row) => row.name)).not.toContain(vendorSecretName('sim'));
      for (const row of counts.secrets) expect(row.value, row.name).toMatch(/^sealed:v1:/);
    });
  });
});

eachDatabase('demo mode', (place) => {
  /** A demo platform with its simulator secret made by itself (no test secret handed in), sealed with KEY. */
  const demo = () =>
    createPlatform({
      ...testOptions(place().options),
      settings: readPlatformSettings({ PLATFORM_SECRETS_KEY: KEY }),
      vendorSecrets: undefined,
      tenants: bangladesh,
    });

  describe('first start', () => {
    let platform: Platform | undefined;
    beforeAll(async () => {
      await place().ready();
      platform = await demo();
    });
    afterAll(() => platform?.close());

    it('mounts the demo parts', async () => {
      const p = platform as Platform;
      expect(p.mode).toBe('demo');
      for (const door of DEMO_DOORS) {
        const res = await request(p, door.method, door.path, door.body, {
          'content-type': 'application/x-www-form-urlencoded',
        });
        const answer = res.headers.get('content-type')?.includes('json') ? await res.json() : null;
        expect(answer?.message ?? '', door.name).not.toMatch(/^no such call/);
      }
    });
  });

  describe('after a restart', () => {
    let secret = '';
    let platform: Platform | undefined;
    beforeAll(async () => {
      const db = await place().open();
      try {
        const [row] = await db.query<{ value: string }>('SELECT value FROM platform_secrets WHERE name = $1', [
          vendorSecretName('sim'),
        ]);
        expect(row?.value).toMatch(/^sealed:v1:/);
        secret = await openSecretStore(db, KEY).getOrCreate(vendorSecretName('sim'), () => {
          throw new Error('the secret should exist');
        });
      } finally {
        await db.close();
      }
      platform = await demo();
    });
    afterAll(() => platform?.close());

    it("verifies the simulator's callbacks with the secret made on first start, kept sealed", async () => {
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      const call = async (key: string) => {
        const body = JSON.stringify({ timestamp: Date.now(), token: 'not-a-ticket' });
        const res = await request(platform as Platform, 'POST', walletPath('balance'), body, {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: sign(key, body),
        });
        return ((await res.json()) as { code: string }).code;
      };
      // Signed with the stored secret, the call gets past the signature (to the unknown token); another is refused.
      expect(await call(secret)).toBe('token_invalid');
      expect(await call('0'.repeat(64))).toBe('signature_invalid');
    });
  });
});
