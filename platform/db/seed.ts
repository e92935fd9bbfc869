/**
 * First-start data, in dependency order. Every seeder is idempotent (it checks before inserting), so
 * running it at each start is safe and cheap.
 */
import { seedAccounts } from '../accounts/seed-accounts';
import { seedContent } from '../content/seed';
import { seedGames } from '../games/seed';
import type { Merchant } from '../merchants/merchants';
import { seedMerchants } from '../merchants/seed-merchants';
import type { Database } from './database';

export async function seed(db: Database, merchants: Merchant[], now: Date): Promise<void> {
  await seedMerchants(db, merchants);
  await seedAccounts(db, merchants, now);
  await seedGames(db, merchants);
  await seedContent(db, merchants);
}
