/**
 * The platform's one door to SQL. Two implementations share this interface: PGlite (Postgres compiled to
 * WASM, in-process, data in a folder) for a fresh machine and tests, and `pg` for a real PostgreSQL server.
 * Areas write plain SQL with `$1` placeholders, which both understand. open-database.ts picks one.
 *
 * Values come back the same on both: int8/bigint as a JS number (ids and counts stay far below 2^53),
 * numeric as a string (money: convert at the edge with Number() or keep as text), timestamptz as Date,
 * json/jsonb parsed, text[] as string[].
 */
/** The embedded PostgreSQL (PGlite) as a library that speaks SQL itself needs it: one statement, or a script. */
export interface EmbeddedPostgres {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<Array<{ rows: unknown[] }>>;
}

/**
 * Where the data lives, for a library that talks to PostgreSQL on its own terms (the job queue,
 * jobs/job-queue.ts): the PGlite instance inside this process, or the URL of a PostgreSQL server.
 */
export type DatabaseLocation = { kind: 'pglite'; instance: EmbeddedPostgres } | { kind: 'postgres'; url: string };

/** How one statement is run. */
export interface QueryOptions {
  /**
   * Keep the statement prepared on its connection (PostgreSQL: a named prepared statement, parsed and planned
   * once per connection instead of on every call). For the hot paths' fixed SQL texts only (a round, a posting,
   * the session lookup): every distinct text stays prepared for the connection's life, so SQL built with a
   * varying shape must not ask for it. PGlite runs in-process and ignores it.
   */
  prepare?: boolean;
}

export interface Database {
  /** Runs one statement and returns its rows. */
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /**
   * Runs `fn` inside BEGIN … COMMIT (ROLLBACK when it throws). Inside, use the `tx` handed to `fn`, never the
   * outer database. A nested call joins the outer transaction.
   */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Subscribes to PostgreSQL notifications on `channel` (LISTEN): `pg_notify` from any process over the same
   * database reaches every listener, after the sending transaction commits. Returns the unsubscribe.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * `pg_notify(channel, payload)` once this work has committed, in a statement of its own (after-commit-notifier.ts):
   * at once outside a transaction (each statement commits by itself), after COMMIT inside one, never when it rolls
   * back. Not awaited: a notification is a hint for live views, which read the value again when they reconnect.
   * A NOTIFY inside the changing transaction would serialise every such commit, fsync included, on the server's
   * one notification lock.
   */
  notifyAfterCommit(channel: string, payload: string): void;
  close(): Promise<void>;
  readonly location: DatabaseLocation;
}
