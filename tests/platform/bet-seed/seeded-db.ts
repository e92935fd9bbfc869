/**
 * A database seeded for the bet seed's tests as a first start seeds the bets: the merchants, their catalogue, the
 * demo accounts and the demo agent team (platform/seed.ts's seeders; content, contracts and the inbox play no part),
 * then HISTORY_DAYS of money and play and a small bulk bet volume. PGlite in memory, and a fresh PostgreSQL database
 * when one answers (dropped afterwards).
 *
 * Two merchants, one of each wallet kind: Bangladesh (one wallet) and Pakistan (a wallet per vendor, which the bulk
 * bets also go to); Myanmar is a one-wallet merchant like Bangladesh. Sixty days of history instead of a first
 * start's ninety: enough for every demo player to play over 100 rounds at five vendors or more, three game types and
 * the studio, on many days, for a third less seeding; the bulk volume is one bet for each of its 1,000 players.
 */
import { beforeAll } from 'vitest';
import { DEFAULT_REGISTER_RULES } from '../../../platform/accounts/register-rules';
import { seedAccounts } from '../../../platform/accounts/seed-accounts';
import { seedAgentTeam } from '../../../platform/agents/seed';
import { demoPlayOf, seedBulkBets } from '../../../platform/bet-seed/seed';
import type { Database } from '../../../platform/db/database';
import { migrate } from '../../../platform/db/migrate';
import { seedGames } from '../../../platform/games/seed';
import { createMerchantRegistry, type Merchant } from '../../../platform/merchants/merchants';
import { seedMerchants } from '../../../platform/merchants/seed-merchants';
import { seedMoney } from '../../../platform/money/seed';
import { setPasswordHashCost } from '../../../platform/security/passwords';
import { TEST_PASSWORD_HASH_COST } from '../harness';
import { describeDatabases } from '../ledger/ledger-db';

export const merchants = createMerchantRegistry()
  .all()
  .filter((merchant) => merchant.code === 'SHAPLA_BD' || merchant.code === 'INDUS_PK');
export const SEEDED_AT = new Date('2026-11-20T12:00:00Z');
/** Days of money history and play the demo players get (a first start's default is 90). */
export const HISTORY_DAYS = 60;
/** Bulk bets seeded on top: one for each bulk player, spread over the vendors and 90 days. */
export const BULK_BETS = 1_000;

/** The merchants, their catalogue, the demo accounts and agent team, in a first start's order. */
async function seedAccountsAndCatalogue(db: Database): Promise<void> {
  await seedMerchants(db, merchants, DEFAULT_REGISTER_RULES);
  await seedGames(db, merchants, SEEDED_AT);
  await seedAccounts(db, merchants, SEEDED_AT);
  await seedAgentTeam(db, merchants, SEEDED_AT);
}

/** One merchant's demo players' money history with their play (a first start seeds each merchant in turn). */
const seedPlayAt = (db: Database, merchant: Merchant) =>
  seedMoney(db, [merchant], SEEDED_AT, HISTORY_DAYS, 0, demoPlayOf(db));

const seedBulk = (db: Database) => seedBulkBets(db, merchants, BULK_BETS, SEEDED_AT);

/** Every seeder above, as a start runs them (each finds its work done the second time). */
export async function seedAll(db: Database): Promise<void> {
  await seedAccountsAndCatalogue(db);
  for (const merchant of merchants) await seedPlayAt(db, merchant);
  await seedBulk(db);
}

/**
 * Declares `suite` once per available database, over a database seeded once as above: the accounts and catalogue
 * when it opens, then each merchant's play and the bulk bets, each step a hook of its own.
 */
export const describeSeededDatabases = (name: string, suite: (db: () => Database) => void) =>
  describeDatabases(
    name,
    async (db) => {
      // the demo passwords hashed as a test platform hashes them (tests/platform/harness.ts)
      setPasswordHashCost(TEST_PASSWORD_HASH_COST);
      await migrate(db);
      await seedAccountsAndCatalogue(db);
    },
    (db) => {
      for (const merchant of merchants) beforeAll(() => seedPlayAt(db(), merchant));
      beforeAll(() => seedBulk(db()));
      suite(db);
    },
  );
