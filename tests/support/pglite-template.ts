/**
 * Vitest global setup: one migrated PGlite database, dumped to a temporary file that every `memory://`
 * database of the run starts from (PGLITE_MEMORY_TEMPLATE, platform/db/pglite-database.ts). Each test still
 * runs its own migrate() (nothing left to apply) and seeds its own rows; only PGlite's cluster creation and
 * the migrations are done once instead of per database. The forks inherit the variable.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../platform/db/migrate';
import { openDatabase } from '../../platform/db/open-database';

export default async function makePgliteTemplate(): Promise<() => void> {
  const db = await openDatabase({ dataDir: 'memory://' });
  if (db.location.kind !== 'pglite') throw new Error('the PGlite template needs a PGlite database');
  await migrate(db);
  const dump = await (db.location.instance as PGlite).dumpDataDir('none');
  await db.close();
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_MEMORY_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
