/**
 * Applies SQL migrations, each exactly once, recording them in schema_migrations. The migrations come from several
 * folders (the core's here, the ledger's, each area's: platform/migrations.ts lists them) and run in the order of
 * their four-digit number across all folders, because one area's table may refer to another's: a number is unique
 * across folders, and a new migration takes a number above every existing one. A file keeps its name for life (the
 * name is what schema_migrations records), so moving a file to another folder changes nothing in a database.
 * All pending files run in one transaction (all or nothing) under an advisory lock, so two processes starting
 * together over one PostgreSQL do not race.
 *
 * After the files, the same transaction applies the derived SQL: a function or an index whose text is built from
 * code (say, the movement kinds a trigger counts, from the ledger's registry), so the database follows the code
 * instead of a copy of it. Each is applied when its text differs from the one applied last (schema_derived keeps
 * a hash of it), so a start with unchanged code does nothing.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Database } from './database';

/** The core's migrations: members, sessions, secrets, limits and the outbox every layer and area builds on. */
export const CORE_MIGRATIONS = resolve(import.meta.dirname, 'migrations');

const MIGRATION_FILE = /^(\d{4})_[\w-]+\.sql$/;

/** SQL built from code, applied after the migrations whenever its text changes (see the header). */
export interface DerivedSql {
  /** Unique across the platform: what schema_derived records it as. */
  name: string;
  /** Statements that may run again over their own result: CREATE OR REPLACE, DROP … IF EXISTS then CREATE. */
  sql: string;
}

// Arbitrary constant key for pg_advisory_xact_lock, shared by every platform process.
const MIGRATION_LOCK = 727_001;

/** Every migration file of `folders`, in number order; throws when two share a number (or a name). */
export function migrationFiles(folders: readonly string[]): string[] {
  const byNumber = new Map<string, string>();
  for (const folder of folders) {
    for (const name of readdirSync(folder)) {
      const number = MIGRATION_FILE.exec(name)?.[1];
      if (!number) continue;
      const path = join(folder, name);
      const other = byNumber.get(number);
      if (other) throw new Error(`migrations ${other} and ${path} share the number ${number}`);
      byNumber.set(number, path);
    }
  }
  return [...byNumber.keys()].sort().map((number) => byNumber.get(number) as string);
}

/** Applies the pending migrations of `folders`, then the changed `derived` SQL; answers the names it applied. */
export async function applyMigrations(
  db: Database,
  folders: readonly string[],
  derived: readonly DerivedSql[] = [],
): Promise<string[]> {
  const files = migrationFiles(folders);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const path of files) {
      const name = basename(path);
      if (done.has(name)) continue;
      try {
        await tx.exec(readFileSync(path, 'utf8'));
      } catch (error) {
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    applied.push(...(await applyDerived(tx, derived)));
  });
  return applied;
}

async function applyDerived(tx: Database, derived: readonly DerivedSql[]): Promise<string[]> {
  await tx.exec('CREATE TABLE IF NOT EXISTS schema_derived (name text PRIMARY KEY, hash text NOT NULL)');
  const hashes = new Map(
    (await tx.query<{ name: string; hash: string }>('SELECT name, hash FROM schema_derived')).map((row) => [
      row.name,
      row.hash,
    ]),
  );
  const applied: string[] = [];
  for (const { name, sql } of derived) {
    const hash = createHash('sha256').update(sql).digest('hex');
    if (hashes.get(name) === hash) continue;
    try {
      await tx.exec(sql);
    } catch (error) {
      throw new Error(`derived SQL ${name} failed: ${(error as Error).message}`);
    }
    await tx.query(
      'INSERT INTO schema_derived (name, hash) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET hash = excluded.hash',
      [name, hash],
    );
    applied.push(name);
  }
  return applied;
}
