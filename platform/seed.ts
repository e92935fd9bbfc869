/**
 * First-start data, at every start (each seeder is idempotent, so this is safe and cheap): the merchants, then every
 * area's reference data (a catalogue, pages), then, in demo mode only, every area's demo data (accounts with
 * published passwords, their history). Production never seeds an account, so a merchant an operator adds gets
 * its catalogue and content and no known password. Areas seed in the module list's order (modules.ts).
 */
import { DEFAULT_REGISTER_RULES } from './accounts';
import type { AreaModule, DemoSeedOptions } from './area-module';
import type { PlatformMode } from './core/platform-settings';
import type { Database } from './db/database';
import type { Merchant } from './merchants/merchants';
import { seedMerchants } from './merchants/seed-merchants';

export async function seed(
  db: Database,
  modules: AreaModule[],
  merchants: Merchant[],
  now: Date,
  mode: PlatformMode,
  demo: DemoSeedOptions,
): Promise<void> {
  await seedMerchants(db, merchants, DEFAULT_REGISTER_RULES);
  const context = { db, merchants, now, demo };
  for (const module of modules) await module.seedReference?.(context);
  if (mode === 'demo') for (const module of modules) await module.seedDemo?.(context);
}
