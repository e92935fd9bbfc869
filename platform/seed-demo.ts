/**
 * Demo data, seeded in demo mode only (production never calls this): the demo accounts of every merchant with
 * their published passwords (accounts/demo-accounts.ts), the agents' contracts and demo team, their inbox, the
 * operator's sample receiving accounts, the demo players' money history and play, and the benchmark volumes
 * (synthetic players with a published password). Every seeder is idempotent, in dependency order, and runs after
 * the reference data (seed-reference.ts): the demo players' play needs the game catalogue.
 */
import { seedAccounts } from './accounts/seed-accounts';
import { seedAgentTeam } from './agents/seed';
import { demoPlayOf, seedBulkBets } from './bet-seed/seed';
import { seedContracts } from './contracts/seed';
import type { Database } from './db/database';
import { seedInbox } from './inbox/seed';
import type { Merchant } from './merchants/merchants';
import { seedMoney } from './money/seed';

export interface DemoSeedOptions {
  /** Days of money history the demo players and agents get (0: only their balance). */
  demoHistoryDays: number;
  /** Benchmark volume: about this many extra ledger postings for synthetic players (money/bulk-seed.ts). */
  bulkLedgerRows?: number;
  /** Benchmark volume: this many settled bets of the synthetic players (bet-seed/bulk-bets.ts). */
  bulkBets?: number;
}

export async function seedDemoData(
  db: Database,
  merchants: Merchant[],
  now: Date,
  options: DemoSeedOptions = { demoHistoryDays: 90 },
): Promise<void> {
  await seedAccounts(db, merchants, now);
  await seedContracts(db, merchants, now);
  await seedAgentTeam(db, merchants, now);
  await seedInbox(db, merchants, now);
  await seedMoney(db, merchants, now, options.demoHistoryDays, options.bulkLedgerRows, demoPlayOf(db));
  await seedBulkBets(db, merchants, options.bulkBets ?? 0, now);
}
