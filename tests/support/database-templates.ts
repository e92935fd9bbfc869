/**
 * Vitest global setup: the databases every test platform starts from, made once per run instead of once per
 * platform. The forks inherit the variables.
 *
 * - PGLITE_MEMORY_TEMPLATE: a migrated PGlite database (any `memory://` database starts from it).
 * - TEST_PGLITE_SEEDED_TEMPLATE: a PGlite database as a test platform leaves it after its first start, migrated
 *   and seeded with the demo data of every area (about 2 s of seeding per platform otherwise).
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
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPlatform } from '../../platform/app';
import { migrate } from '../../platform/db/migrate';
import { openDatabase } from '../../platform/db/open-database';
import { createPostgresDatabase, postgresSkipReason, testOptions } from '../platform/harness';

async function dump(pg: PGlite, file: string): Promise<void> {
  writeFileSync(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
}

export default async function makeDatabaseTemplates(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'database-templates-'));

  const migrated = await openDatabase({ dataDir: 'memory://' });
  if (migrated.location.kind !== 'pglite') throw new Error('the PGlite template needs a PGlite database');
  await migrate(migrated);
  await dump(migrated.location.instance as PGlite, join(dir, 'migrated.tar'));
  await migrated.close();
  process.env.PGLITE_MEMORY_TEMPLATE = join(dir, 'migrated.tar');

  // A data folder on disk, so that the seeded cluster can be reopened and dumped once the platform closed it. It
  // starts as the migrated one (a new cluster and the migrations would take seconds more).
  const seededDir = join(dir, 'seeded');
  await (await PGlite.create(seededDir, { loadDataDir: new Blob([readFileSync(join(dir, 'migrated.tar'))]) })).close();
  await (await createPlatform(testOptions({ dataDir: seededDir }))).close();
  const seeded = await PGlite.create(seededDir);
  await dump(seeded, join(dir, 'seeded.tar'));
  await seeded.close();
  process.env.TEST_PGLITE_SEEDED_TEMPLATE = join(dir, 'seeded.tar');

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
