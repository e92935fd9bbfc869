/**
 * Reference data every mode needs, for every merchant of the tenant files (a merchant added later gets it at the
 * next start): its run-time state, the game catalogue with its live tables and rooms, and its site content
 * (banners, announcements, popups, notices, help). None of it is an account, a password or money.
 * Every seeder is idempotent (it checks before inserting), in dependency order: content builds notices from the
 * games' winner board.
 */
import { DEFAULT_REGISTER_RULES } from './accounts/register-rules';
import { seedContent } from './content/seed';
import type { Database } from './db/database';
import { seedGames } from './games/seed';
import type { Merchant } from './merchants/merchants';
import { seedMerchants } from './merchants/seed-merchants';
import { seedTables } from './tables/seed';

export async function seedReferenceData(db: Database, merchants: Merchant[], now: Date): Promise<void> {
  await seedMerchants(db, merchants, DEFAULT_REGISTER_RULES);
  await seedGames(db, merchants, now);
  await seedTables(db, merchants);
  await seedContent(db, merchants, now);
}
