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
import { seedGames } from '../../../platform/games/seed';
import { createMerchantRegistry } from '../../../platform/merchants/merchants';
import { seedMerchants } from '../../../platform/merchants/seed-merchants';
import { migrate } from '../../../platform/migrations';
import { seedMoney } from '../../../platform/money/seed';
import { describeDatabases } from '../ledger/ledger-db';

export const merchants = createMerchantRegistry()
  .all()
  .filter((merchant) => merchant.code === 'SHAPLA_BD' || merchant.code === 'INDUS_PK');
export const SEEDED_AT = new Date('2026-11-20T12:00:00Z');
/** Days of money history and play the demo players get (a first start's default is 90). */
export const HISTORY_DAYS = 60;
/** Bulk bets seeded on top: one for each bulk player, spread over the vendors and 90 days. */
export const BULK_BETS = 1_000;

/**
 * The seeding steps in a first start's order: the merchants and their catalogue, the demo accounts and agent team,
 * each merchant's demo players' money history with their play (a first start seeds each merchant in turn), then
 * the bulk bets.
 */
const STEPS: ((db: Database) => Promise<void>)[] = [
  async (db) => {
    await seedMerchants(db, merchants, DEFAULT_REGISTER_RULES);
    await seedGames(db, merchants, SEEDED_AT);
  },
  async (db) => {
    await seedAccounts(db, merchants, SEEDED_AT);
    await seedAgentTeam(db, merchants, SEEDED_AT);
  },
  ...merchants.map(
    (merchant) => (db: Database) => seedMoney(db, [merchant], SEEDED_AT, HISTORY_DAYS, 0, demoPlayOf(db)),
  ),
  (db) => seedBulkBets(db, merchants, BULK_BETS, SEEDED_AT),
];

/** Every step above, as a start runs them (each finds its work done the second time). */
export async function seedAll(db: Database): Promise<void> {
  for (const step of STEPS) await step(db);
}

/** Declares `suite` once per available database, over a database seeded once as above, each step a hook of its own. */
export const describeSeededDatabases = (name: string, suite: (db: () => Database) => void) =>
  describeDatabases(
    name,
    async (db) => {
      await migrate(db);
    },
    (db) => {
      for (const step of STEPS) beforeAll(() => step(db()));
      suite(db);
    },
  );
