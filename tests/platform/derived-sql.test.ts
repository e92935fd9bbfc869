/**
 * Derived SQL (db/migrate.ts): SQL built from code is applied after the migrations when its text changed since it
 * was last applied, and not again while it stays the same, on both databases.
 */
import { expect, it } from 'vitest';
import { applyMigrations, type DerivedSql } from '../../platform/db/migrate';
import { migrate } from '../../platform/migrations';
import { describeDatabases } from './ledger/ledger-db';

const answer = (value: number): DerivedSql => ({
  name: 'test.answer',
  sql: `CREATE OR REPLACE FUNCTION test_answer() RETURNS int LANGUAGE sql AS $$ SELECT ${value} $$;`,
});

describeDatabases(
  'derived SQL',
  async (db) => {
    await migrate(db);
  },
  (db) => {
    const current = async () => (await db().query<{ n: number }>('SELECT test_answer() AS n'))[0]?.n;

    it('is applied when new or changed, and skipped while its text is the same', async () => {
      expect(await applyMigrations(db(), [], [answer(1)])).toEqual(['test.answer']);
      expect(await current()).toBe(1);
      expect(await applyMigrations(db(), [], [answer(1)])).toEqual([]);
      expect(await applyMigrations(db(), [], [answer(2)])).toEqual(['test.answer']);
      expect(await current()).toBe(2);
    });

    it('a platform that migrated already applies nothing at its next start', async () => {
      expect(await migrate(db())).toEqual([]);
    });
  },
);
