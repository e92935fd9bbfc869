/**
 * First-start data, at every start (each seeder is idempotent, so this is safe and cheap): the reference data
 * every mode needs (seed-reference.ts), then, in demo mode only, the demo data (seed-demo.ts). Production never
 * seeds an account, so a merchant an operator adds gets its catalogue and content and no known password. It sits
 * at the top, next to app.ts, because it calls into every area; db/ below only runs SQL.
 */
import type { PlatformMode } from './core/platform-settings';
import type { Database } from './db/database';
import type { Merchant } from './merchants/merchants';
import { type DemoSeedOptions, seedDemoData } from './seed-demo';
import { seedReferenceData } from './seed-reference';

export async function seed(
  db: Database,
  merchants: Merchant[],
  now: Date,
  mode: PlatformMode,
  demo: DemoSeedOptions = { demoHistoryDays: 90 },
): Promise<void> {
  await seedReferenceData(db, merchants, now);
  if (mode === 'demo') await seedDemoData(db, merchants, now, demo);
}
