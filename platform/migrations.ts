/**
 * The platform's schema: the core's and the ledger's migrations (layers) and each area's, as the module list
 * names them. Every start applies what is pending; tests and scripts that need a migrated database call this too.
 */
import type { Database } from './db/database';
import { applyMigrations, CORE_MIGRATIONS } from './db/migrate';
import { LEDGER_MIGRATIONS } from './ledger/migrations';
import { platformModules, withoutServices } from './modules';

/** Every migrations folder: the layers' first, then the modules' (the order of files is their numbers'). */
export function migrationFolders(): string[] {
  const modules = platformModules(withoutServices);
  return [CORE_MIGRATIONS, LEDGER_MIGRATIONS, ...modules.flatMap((module) => module.migrations ?? [])];
}

/** Applies the platform's pending migrations and changed derived SQL; answers the names it applied. */
export function migrate(db: Database): Promise<string[]> {
  const derived = platformModules(withoutServices).flatMap((module) => module.derivedSql ?? []);
  return applyMigrations(db, migrationFolders(), derived);
}
