/**
 * Database on PGlite: Postgres in WASM inside this process, its data kept in a folder (or in memory).
 *
 * A `memory://` database can start from a data folder dump (PGlite's dumpDataDir, an uncompressed tar) instead of
 * a new, empty cluster: `memoryTemplate`, else PGLITE_MEMORY_TEMPLATE. The test runner makes a migrated and a
 * seeded one once per run (tests/support/database-templates.ts): a new cluster takes PGlite 1.3-2.2 s to make on
 * this project's 2-core machine and seeding every area about 2 s more, loading a dump 0.4 s, and the suite opens
 * dozens of them.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import type { Database, DatabaseLocation } from './database';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

// Same value shapes as the pg implementation (see database.ts).
const parsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => value,
};

function wrap(
  target: Queryable,
  transaction: Database['transaction'],
  listen: Database['listen'],
  close: () => Promise<void>,
  location: DatabaseLocation,
): Database {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    transaction,
    async exec(sql: string) {
      await target.exec(sql);
    },
    listen,
    close,
    location,
  };
}

export async function openPgliteDatabase(dataDir: string, memoryTemplate?: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const template = dataDir.startsWith('memory://') ? (memoryTemplate ?? process.env.PGLITE_MEMORY_TEMPLATE) : undefined;
  const pg = await PGlite.create(dataDir, {
    parsers,
    ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
  });
  const closeNested = () => Promise.reject(new Error('close() is not allowed inside a transaction'));
  const listenNested = () => Promise.reject(new Error('listen() is not allowed inside a transaction'));
  const listen: Database['listen'] = async (channel, onPayload) => {
    const unlisten = await pg.listen(channel, onPayload);
    return () => unlisten();
  };
  const location: DatabaseLocation = { kind: 'pglite', instance: pg };
  const db: Database = wrap(
    pg,
    // PGlite runs one transaction at a time and queues other queries behind it, which gives the same
    // isolation a single pg connection would.
    (fn) =>
      pg.transaction(async (tx) => {
        const inner: Database = wrap(tx, (nested) => nested(inner), listenNested, closeNested, location);
        return fn(inner);
      }),
    listen,
    () => pg.close(),
    location,
  );
  return db;
}
