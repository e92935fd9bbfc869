/**
 * A database seeded as a first start seeds it (platform/seed.ts: merchants, demo accounts, catalogue, 90 days
 * of money and play), plus a small bulk bet volume, for the bet seed's tests: PGlite in memory, and a fresh
 * PostgreSQL database when one answers (dropped afterwards).
 */
import type { Database } from '../../../platform/db/database';
import { migrate } from '../../../platform/db/migrate';
import { createMerchantRegistry } from '../../../platform/merchants/merchants';
import { seed } from '../../../platform/seed';
import { describeDatabases } from '../ledger/ledger-db';

export const merchants = createMerchantRegistry();
export const SEEDED_AT = new Date('2026-11-20T12:00:00Z');
/** Bulk bets seeded on top: enough to spread over every bulk player and vendor, small enough for a test. */
export const BULK_BETS = 5_000;

export const seedAll = (db: Database) =>
  seed(db, merchants.all(), SEEDED_AT, 'demo', { demoHistoryDays: 90, bulkBets: BULK_BETS });

/** Declares `suite` once per available database, over a database seeded once by seedAll. */
export const describeSeededDatabases = (name: string, suite: (db: () => Database) => void) =>
  describeDatabases(
    name,
    async (db) => {
      await migrate(db);
      await seedAll(db);
    },
    suite,
  );
