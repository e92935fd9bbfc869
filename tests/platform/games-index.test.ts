// @vitest-environment node
/**
 * The lobby queries read their index in list order (no sort of the whole type): EXPLAIN on PGlite and, when
 * reachable, PostgreSQL, over the real catalogue of every merchant (the run's seeded databases,
 * tests/support/database-templates.ts, hold it as a first start seeds it) after ANALYZE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { openDatabase } from '../../platform/db/open-database';
import { type GameFilter, gamePageSql } from '../../platform/games/game-queries';
import { createPostgresDatabase, postgresSkipReason } from './harness';

async function planOf(db: Database, filter: GameFilter, offset = 0): Promise<string> {
  const { sql, params } = gamePageSql(filter, 20, offset);
  const rows = await db.query<Record<string, string>>(`EXPLAIN ${sql}`, params);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

function indexSuite(name: string, open: () => Promise<{ db: Database; drop?: () => Promise<void> } | string>) {
  describe(`slot list index [${name}]`, () => {
    let db: Database | undefined;
    let drop: (() => Promise<void>) | undefined;
    let skipReason: string | undefined;
    beforeAll(async () => {
      const opened = await open();
      if (typeof opened === 'string') {
        skipReason = opened;
        return;
      }
      ({ db, drop } = opened);
      await db.exec('ANALYZE');
    });
    afterAll(async () => {
      await db?.close();
      await drop?.();
    });

    it('reads game_list_idx for the slot lobby, page 1 and deep pages', async (ctx) => {
      if (!db) return ctx.skip(skipReason);
      const filter: GameFilter = { merchantCode: 'SHAPLA_BD', gameType: 'RNG' };
      for (const offset of [0, 2000]) {
        const plan = await planOf(db, filter, offset);
        expect(plan).toMatch(/Index Scan using game_list_idx on game/);
        expect(plan).not.toMatch(/\bSort\b/);
      }
    });

    it('reads game_vendor_list_idx for a vendor-filtered list', async (ctx) => {
      if (!db) return ctx.skip(skipReason);
      const plan = await planOf(db, { merchantCode: 'SHAPLA_BD', gameType: 'RNG', vassalage: 'PG' });
      expect(plan).toMatch(/Index Scan using game_vendor_list_idx on game/);
      expect(plan).not.toMatch(/\bSort\b/);
    });
  });
}

indexSuite('PGlite', async () => ({
  db: await openDatabase({ dataDir: 'memory://', templateDir: process.env.TEST_PGLITE_SEEDED_TEMPLATE }),
}));
indexSuite('PostgreSQL', async () => {
  if (postgresSkipReason) return postgresSkipReason;
  const database = await createPostgresDatabase(process.env.TEST_POSTGRES_TEMPLATE);
  return { db: await openDatabase({ databaseUrl: database.url }), drop: database.drop };
});
