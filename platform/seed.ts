/**
 * First-start data, in dependency order. Every seeder is idempotent (it checks before inserting), so
 * running it at each start is safe and cheap. It sits at the top, next to app.ts, because it calls into
 * every area; db/ below only runs SQL.
 */
import { DEFAULT_REGISTER_RULES } from './accounts/register-rules';
import { seedAccounts } from './accounts/seed-accounts';
import { seedAgentTeam } from './agents/seed';
import { demoPlayOf, seedBulkBets } from './bet-seed/seed';
import { seedContent } from './content/seed';
import { seedContracts } from './contracts/seed';
import type { Database } from './db/database';
import { seedGames } from './games/seed';
import { seedInbox } from './inbox/seed';
import type { Merchant } from './merchants/merchants';
import { seedMerchants } from './merchants/seed-merchants';
import { seedMoney } from './money/seed';
import { seedTables } from './tables/seed';

export interface SeedOptions {
  /** Days of money history the demo players and agents get (0: only their balance). */
  demoHistoryDays: number;
  /** Benchmark volume: about this many extra ledger postings for synthetic players (money/bulk-seed.ts). */
  bulkLedgerRows?: number;
  /** Benchmark volume: this many settled bets of the synthetic players (bet-seed/bulk-bets.ts). */
  bulkBets?: number;
}

export async function seed(
  db: Database,
  merchants: Merchant[],
  now: Date,
  options: SeedOptions = { demoHistoryDays: 90 },
): Promise<void> {
  await seedMerchants(db, merchants, DEFAULT_REGISTER_RULES);
  await seedAccounts(db, merchants, now);
  await seedContracts(db, merchants, now);
  await seedAgentTeam(db, merchants, now);
  await seedGames(db, merchants);
  await seedTables(db, merchants);
  await seedContent(db, merchants);
  await seedInbox(db, merchants, now);
  await seedMoney(db, merchants, now, options.demoHistoryDays, options.bulkLedgerRows, demoPlayOf(db));
  await seedBulkBets(db, merchants, options.bulkBets ?? 0, now);
}
