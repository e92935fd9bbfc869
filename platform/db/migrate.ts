/**
 * Applies platform/db/migrations/*.sql in file-name order, each exactly once, recording them in
 * schema_migrations. Numbering: 0001-0099 core (accounts, system), 0100+ games and content.
 * All pending files run in one transaction (all or nothing) under an advisory lock, so two processes
 * starting together over one PostgreSQL do not race.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from './database';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, 'migrations');

// Arbitrary constant key for pg_advisory_xact_lock, shared by every platform process.
const MIGRATION_LOCK = 727_001;

export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const name of files) {
      if (done.has(name)) continue;
      try {
        await tx.exec(readFileSync(join(dir, name), 'utf8'));
      } catch (error) {
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
  });
  return applied;
}
