/**
 * Fixed-window counters in the database, so every platform process over one PostgreSQL agrees on how many
 * logins, captchas or SMS a number or an IP has used. One upsert per hit: atomic under concurrency.
 */
import type { Database } from '../db/database';

export interface Hit {
  /** Hits in the current window including this one. */
  count: number;
  /** When the current window ends. */
  resetsAt: Date;
  /** Set by `lockKey`: the key is refused until then regardless of the count. */
  lockedUntil: Date | null;
}

interface Row {
  count: number;
  window_start: Date;
  locked_until: Date | null;
}

/** Counts one hit on `key` in a window of `windowMs` and returns the state after it. */
export async function hit(db: Database, key: string, windowMs: number, now: Date): Promise<Hit> {
  const windowOpenedAfter = new Date(now.getTime() - windowMs);
  const [row] = await db.query<Row>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.count + 1 END,
       window_start = CASE WHEN rate_limits.window_start <= $3 THEN EXCLUDED.window_start ELSE rate_limits.window_start END
     RETURNING count, window_start, locked_until`,
    [key, now, windowOpenedAfter],
  );
  const r = row as Row;
  return {
    count: r.count,
    resetsAt: new Date(r.window_start.getTime() + windowMs),
    lockedUntil: r.locked_until && r.locked_until > now ? r.locked_until : null,
  };
}

/** Hits in the current window without counting one (0 when the window has passed). */
export async function peek(db: Database, key: string, windowMs: number, now: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count FROM rate_limits WHERE key = $1 AND window_start > $2',
    [key, new Date(now.getTime() - windowMs)],
  );
  return row?.count ?? 0;
}

export async function lockKey(db: Database, key: string, until: Date): Promise<void> {
  await db.query('UPDATE rate_limits SET locked_until = $2 WHERE key = $1', [key, until]);
}

export async function lockedUntil(db: Database, key: string, now: Date): Promise<Date | null> {
  const [row] = await db.query<{ locked_until: Date | null }>(
    'SELECT locked_until FROM rate_limits WHERE key = $1 AND locked_until > $2',
    [key, now],
  );
  return row?.locked_until ?? null;
}

export async function resetKey(db: Database, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

/** Drops counters idle for a day; called at start so the table stays small. */
export async function purgeStale(db: Database, now: Date): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_start < $1 AND (locked_until IS NULL OR locked_until < $2)', [
    new Date(now.getTime() - 24 * 60 * 60 * 1000),
    now,
  ]);
}
