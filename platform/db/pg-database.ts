/** Database on a real PostgreSQL server through a `pg` connection pool. */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { createAfterCommitNotifier, type HeldNotifications } from './after-commit-notifier';
import type { Database, QueryOptions } from './database';

// Same value shapes as the PGlite implementation (see database.ts): int8 as number, numeric as string.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * The `pg` query config of one statement. A prepared one is named after its text's hash, so the same text always
 * gets the same name and `pg` parses it once per connection (a name reused with another text would be an error).
 */
function statement(sql: string, params: unknown[], options?: QueryOptions): pg.QueryConfig {
  const name = options?.prepare ? preparedName(sql) : undefined;
  return { name, text: sql, values: params, types: typeParsers };
}

/** Prepared texts are a fixed handful (QueryOptions.prepare): each is hashed once, not on every call. */
const preparedNames = new Map<string, string>();

function preparedName(sql: string): string {
  let name = preparedNames.get(sql);
  if (!name) {
    name = `p${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    preparedNames.set(sql, name);
  }
  return name;
}

function clientDatabase(client: pg.PoolClient, location: Database['location'], held: HeldNotifications): Database {
  const inner: Database = {
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      const result = await client.query(statement(sql, params, options));
      return result.rows as T[];
    },
    transaction: (fn) => fn(inner),
    async exec(sql: string) {
      await client.query(sql);
    },
    listen: () => Promise.reject(new Error('listen() is not allowed inside a transaction')),
    notifyAfterCommit: (channel, payload) => {
      held.push([channel, payload]);
    },
    close: () => Promise.reject(new Error('close() is not allowed inside a transaction')),
    location,
  };
  return inner;
}

/**
 * LISTEN holds a connection: each subscription takes one client out of the pool for its lifetime (a process
 * subscribes once per channel, so that is one or two connections).
 */
async function listenOn(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  const client = await pool.connect();
  const handler = (message: pg.Notification) => {
    if (message.channel === channel) onPayload(message.payload ?? '');
  };
  client.on('notification', handler);
  await client.query(`LISTEN ${channel}`);
  let stopped = false;
  return async () => {
    if (stopped) return;
    stopped = true;
    client.off('notification', handler);
    await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
    client.release();
  };
}

export async function openPgDatabase(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.PG_POOL_SIZE ?? 10),
    // No JIT and no parallel workers: both pay off for queries that run for seconds, and the platform's longest (a
    // team report over a 10,000-member downline, bench:agents) spent more on them than on its work: 134 ms compiling
    // a downline loss, and launching a worker took about 80 ms of a 100 ms account details total. A request's
    // parallelism is the other requests.
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  // An idle client that loses its server connection emits 'error'; without a listener that kills the process.
  pool.on('error', (error) => console.error('[platform] idle PostgreSQL client error:', error.message));
  // Fail at start with a clear message when the server is unreachable, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const listeners = new Set<() => Promise<void>>();
  const location = { kind: 'postgres', url: databaseUrl } as const;
  const notifier = createAfterCommitNotifier((sql, params) => pool.query(statement(sql, params, { prepare: true })));
  return {
    location,
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      const result = await pool.query(statement(sql, params, options));
      return result.rows as T[];
    },
    async transaction<T>(fn: (tx: Database) => Promise<T>) {
      const client = await pool.connect();
      const held: HeldNotifications = [];
      try {
        await client.query('BEGIN');
        const value = await fn(clientDatabase(client, location, held));
        await client.query('COMMIT');
        for (const [channel, payload] of held) notifier.publish(channel, payload);
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async listen(channel, onPayload) {
      const stop = await listenOn(pool, channel, onPayload);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    notifyAfterCommit: notifier.publish,
    close: async () => {
      await notifier.drained();
      for (const stop of listeners) await stop();
      await pool.end();
    },
  };
}
