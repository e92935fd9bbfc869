/**
 * Vitest global setup: the databases every test platform starts from, made once per run instead of once per
 * platform. The forks inherit the variables.
 *
 * - PGLITE_TEMPLATE_DIR: a migrated PGlite data folder (any `memory://` database starts as a copy of it), copied from
 *   the one kept between runs while no migration changes (migrated-pglite-cache.ts).
 * - TEST_PGLITE_SEEDED_TEMPLATE: a PGlite data folder as a test platform leaves it after its first start, migrated
 *   and seeded with the demo data of every area (about 2 s of seeding per platform otherwise).
 *   Both folders, and the throw-away copies made beside them (platform/db/pglite-database.ts), are in /dev/shm where
 *   the machine has it: copies in memory, as the databases they replace were.
 * - TEST_POSTGRES_MIGRATED_TEMPLATE and TEST_POSTGRES_TEMPLATE: the same two on PostgreSQL, databases each test
 *   database is copied from (`CREATE DATABASE … TEMPLATE`), when a server answers.
 * - TEST_SEEDED_BY: a moment by which the seeded ones were made: a platform with its own clock starts from them
 *   when that clock reads this moment or later (tests/platform/harness.ts).
 *
 * The seeded ones are made by starting a real test platform (tests/platform/harness.ts's options), so they hold
 * exactly what a platform seeds, whatever the seeders become. The harness uses them for every platform whose
 * options do not change what is seeded (a clock that reads earlier than TEST_SEEDED_BY seeds at its own time);
 * the others start from the migrated ones, and so do the tests below the HTTP layer (ledger/ledger-db.ts).
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlatform } from '../../platform/app';
import { openDatabase } from '../../platform/db/open-database';
import { migrate } from '../../platform/migrations';
import { createPostgresDatabase, postgresSkipReason, testOptions } from '../platform/harness';
import { migratedPglite } from './migrated-pglite-cache';

export default async function makeDatabaseTemplates(): Promise<() => Promise<void>> {
  // Two projects (platform, stores) name this setup, and Vitest calls each project's in the one main process: the
  // first call makes the templates, a second finds them made (the forks of both read the same variables).
  if (process.env.TEST_SEEDED_BY) return async () => {};
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'database-templates-'));

  const migratedDir = join(dir, 'migrated');
  await migratedPglite(migratedDir);
  process.env.PGLITE_TEMPLATE_DIR = migratedDir;

  // It starts as the migrated one (a new cluster and the migrations would take seconds more).
  const seededDir = join(dir, 'seeded');
  cpSync(migratedDir, seededDir, { recursive: true });
  await (await createPlatform(testOptions({ dataDir: seededDir }))).close();
  process.env.TEST_PGLITE_SEEDED_TEMPLATE = seededDir;

  const postgres: Awaited<ReturnType<typeof createPostgresDatabase>>[] = [];
  if (!postgresSkipReason) {
    const migratedPostgres = await createPostgresDatabase();
    postgres.push(migratedPostgres);
    const db = await openDatabase({ databaseUrl: migratedPostgres.url });
    await migrate(db);
    await db.close();
    process.env.TEST_POSTGRES_MIGRATED_TEMPLATE = migratedPostgres.name;
    const seededPostgres = await createPostgresDatabase(migratedPostgres.name);
    postgres.push(seededPostgres);
    await (await createPlatform(testOptions({ databaseUrl: seededPostgres.url }))).close();
    process.env.TEST_POSTGRES_TEMPLATE = seededPostgres.name;
  }
  process.env.TEST_SEEDED_BY = new Date().toISOString();

  return async () => {
    for (const database of postgres) await database.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
