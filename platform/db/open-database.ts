/**
 * Opens the platform's database: PostgreSQL when a URL is given, else PGlite. Kept apart from the Database
 * interface (database.ts) so the two drivers, which implement that interface, are not imported by it.
 */
import type { Database } from './database';

export interface OpenDatabaseOptions {
  /** postgres://… of a real server. When absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://` for a throw-away database. */
  dataDir?: string | undefined;
  /**
   * A PGlite data folder a `memory://` database starts as a copy of (tests: a migrated and a seeded database made
   * once per run); without one it is a new cluster in memory.
   */
  templateDir?: string | undefined;
}

/** Opens PostgreSQL when a URL is given, else PGlite. The implementations load lazily so each pulls only its driver. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPgDatabase } = await import('./pg-database');
    return openPgDatabase(options.databaseUrl);
  }
  const { openPgliteDatabase } = await import('./pglite-database');
  return openPgliteDatabase(options.dataDir ?? '.data/pglite', options.templateDir);
}
