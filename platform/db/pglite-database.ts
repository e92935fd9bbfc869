/**
 * Database on PGlite: Postgres in WASM inside this process, its data kept in a folder (or in memory).
 *
 * A `memory://` database is a throw-away one: a new, empty cluster in memory, or, given a template folder
 * (`templateDir`, else PGLITE_TEMPLATE_DIR), a copy of that folder made beside it and removed when the database
 * closes. The test runner makes a migrated and a seeded template once per run (tests/support/database-templates.ts)
 * and the suite opens about a hundred throw-away databases. On this project's 2-core machine a new cluster takes
 * PGlite 2.5 s and seeding every area about 2 s more; loading the seeded cluster as a tar dump into memory (PGlite's
 * loadDataDir) took 2.8 s wall and 3.3 s of CPU, most of it unpacking and growing in-memory files, where copying its
 * folder (in tmpfs) and opening the copy take 0.6-1.2 s and about 1 s of CPU: Postgres reads only the pages it needs.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { createAfterCommitNotifier, type HeldNotifications } from './after-commit-notifier';
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
  notifyAfterCommit: Database['notifyAfterCommit'],
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
    notifyAfterCommit,
    close,
    location,
  };
}

/** Where a throw-away database lives: memory, or a copy of the template folder, removed by `discard`. */
function throwAwayPlace(template: string | undefined): { dataDir: string; discard(): void } {
  if (!template) return { dataDir: 'memory://', discard: () => undefined };
  const dataDir = mkdtempSync(join(dirname(template), 'throw-away-'));
  cpSync(template, dataDir, { recursive: true });
  return { dataDir, discard: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function openPgliteDatabase(dataDir: string, templateDir?: string): Promise<Database> {
  const throwAway = dataDir.startsWith('memory://');
  if (!throwAway) mkdirSync(dataDir, { recursive: true });
  const place = throwAway
    ? throwAwayPlace(templateDir ?? process.env.PGLITE_TEMPLATE_DIR)
    : { dataDir, discard: () => undefined };
  const pg = await PGlite.create(place.dataDir, { parsers }).catch((error: unknown) => {
    place.discard();
    throw error;
  });
  // In-process, but the same path as on a server: LISTEN hears it once the work is committed.
  const notifier = createAfterCommitNotifier((sql, params) => pg.query(sql, params));
  const closeAndDiscard = async () => {
    await notifier.drained();
    await pg.close();
    place.discard();
  };
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
    async (fn) => {
      const held: HeldNotifications = [];
      const hold: Database['notifyAfterCommit'] = (channel, payload) => {
        held.push([channel, payload]);
      };
      const value = await pg.transaction(async (tx) => {
        const inner: Database = wrap(tx, (nested) => nested(inner), listenNested, hold, closeNested, location);
        return fn(inner);
      });
      for (const [channel, payload] of held) notifier.publish(channel, payload);
      return value;
    },
    listen,
    notifier.publish,
    closeAndDiscard,
    location,
  );
  return db;
}
