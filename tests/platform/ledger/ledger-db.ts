/**
 * A migrated database with one merchant and a few members, for tests of the ledger below the HTTP layer:
 * PGlite in memory, and a fresh PostgreSQL database when one answers (dropped afterwards), both copies of the run's
 * migrated databases (tests/support/database-templates.ts).
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../../platform/db/database';
import { openDatabase } from '../../../platform/db/open-database';
import { createMerchantRegistry, type Merchant } from '../../../platform/merchants/merchants';
import { migrate } from '../../../platform/migrations';
import { setPasswordHashCost } from '../../../platform/security/passwords';
import { createPostgresDatabase, postgresSkipReason, TEST_PASSWORD_HASH_COST } from '../harness';

export const LEDGER_MERCHANT = 'LEDGER_TEST';
export const CURRENCY = 'BDT';

export async function addMember(
  db: Database,
  username: string,
  options: { merchantCode?: string; uplineId?: number; type?: number } = {},
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, upline_id)
     VALUES ($1, $2, $2, $3, 'x', now(), $4) RETURNING id`,
    [options.merchantCode ?? LEDGER_MERCHANT, username, options.type ?? 0, options.uplineId ?? null],
  );
  return (row as { id: number }).id;
}

/** Merchants of the tenant files, for flows that read a merchant's payment methods. */
export const merchants = createMerchantRegistry();
export const BD = merchants.byCode('SHAPLA_BD') as Merchant;

async function prepare(db: Database): Promise<void> {
  await migrate(db);
  for (const [code, timeZone] of [
    [LEDGER_MERCHANT, 'UTC'],
    ...merchants.all().map((m) => [m.code, m.tenant.timeZone]),
  ]) {
    await db.query(
      `INSERT INTO merchant_state (merchant_code, flags, cs_key, time_zone) VALUES ($1, '{}', 'unused', $2)`,
      [code, timeZone],
    );
  }
}

/** Declares `suite` once per available database; `db()` is that block's database. */
export function describeLedgerDatabases(
  name: string,
  suite: (db: () => Database, kind: 'pglite' | 'postgres') => void,
) {
  describeDatabases(name, prepare, suite);
}

/** The same over a database that `setUp` prepares (migrations included), once per block. */
export function describeDatabases(
  name: string,
  setUp: (db: Database) => Promise<void>,
  suite: (db: () => Database, kind: 'pglite' | 'postgres') => void,
) {
  // Passwords (payment passwords, seeded accounts) hashed as test platforms hash them (harness.ts).
  setPasswordHashCost(TEST_PASSWORD_HASH_COST);
  describe(`${name} [PGlite]`, () => {
    let db: Database | undefined;
    beforeAll(async () => {
      db = await openDatabase({ dataDir: 'memory://' });
      await setUp(db);
    });
    afterAll(async () => db?.close());
    suite(() => db as Database, 'pglite');
  });
  if (postgresSkipReason) {
    describe.skip(`${name} [PostgreSQL] skipped: ${postgresSkipReason}`, () =>
      suite(() => undefined as never, 'postgres'));
    return;
  }
  describe(`${name} [PostgreSQL]`, () => {
    let db: Database | undefined;
    let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
    beforeAll(async () => {
      database = await createPostgresDatabase(process.env.TEST_POSTGRES_MIGRATED_TEMPLATE);
      db = await openDatabase({ databaseUrl: database.url });
      await setUp(db);
    });
    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });
    suite(() => db as Database, 'postgres');
  });
}
