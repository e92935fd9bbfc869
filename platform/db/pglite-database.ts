/** Database on PGlite: Postgres in WASM inside this process, its data kept in a folder (or in memory). */
import { mkdirSync } from 'node:fs';
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

export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { parsers });
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
