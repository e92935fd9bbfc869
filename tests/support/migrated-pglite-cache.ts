/**
 * The migrated PGlite data folder, kept between test runs in node_modules/.cache/test-databases: a new cluster and
 * every migration cost about 15 s of CPU (2026-12-06, tmp probe of the global setup), once per Vitest run, and a
 * `--changed` run of one platform file paid them in full. The folder is keyed by what it is made of: the PGlite
 * version, the migration runner's own text (it keeps the table of what was applied) and the name and text of every
 * migration file and every derived SQL, so any change to one of them makes a new folder. A folder found is copied, not opened: the seeding that follows opens the copy and runs the migrations,
 * which apply nothing on a folder of this key.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { migrationFiles } from '../../platform/db/migrate';
import { openDatabase } from '../../platform/db/open-database';
import { migrate, migrationFolders } from '../../platform/migrations';
import { platformModules, withoutServices } from '../../platform/modules';

const ROOT = resolve(import.meta.dirname, '../..');
const CACHE = join(ROOT, 'node_modules/.cache/test-databases');

/** What a migrated folder is made of, as a hash: PGlite's version, the runner, each migration and derived SQL. */
function migratedKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(readFileSync(join(ROOT, 'platform/db/migrate.ts')));
  for (const file of migrationFiles(migrationFolders())) hash.update(basename(file)).update(readFileSync(file));
  for (const derived of platformModules(withoutServices).flatMap((module) => module.derivedSql ?? [])) {
    hash.update(derived.name).update(derived.sql);
  }
  return hash.digest('hex').slice(0, 32);
}

/** Makes `dir` a migrated PGlite data folder: a copy of the cached one, else a new one (and caches it). */
export async function migratedPglite(dir: string): Promise<void> {
  const cached = join(CACHE, `pglite-migrated-${migratedKey()}`);
  if (existsSync(cached)) {
    cpSync(cached, dir, { recursive: true });
    return;
  }
  const db = await openDatabase({ dataDir: dir });
  await migrate(db);
  await db.close();
  // Another run may be caching the same folder: each writes its own copy and renames it into place, so a reader
  // never sees half a folder; the loser's rename fails on the folder already there and its copy is dropped.
  mkdirSync(CACHE, { recursive: true });
  const partial = `${cached}.${process.pid}`;
  cpSync(dir, partial, { recursive: true });
  try {
    renameSync(partial, cached);
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
}
