/**
 * Idempotent money calls. The first request with a key claims it and runs inside one database transaction
 * with the movement it makes; its answer is stored in that same transaction. A retry with the same key and
 * the same request gets the stored answer and moves nothing. A concurrent retry waits on the key's row until
 * the first commits (or rolls back, in which case it runs itself). The same key with a different request is
 * refused: the caller reused a key by mistake, and guessing which request they meant would be worse.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';

/** The key was already used for a different request. */
export class IdempotencyKeyReusedError extends Error {
  constructor(readonly key: string) {
    super(`idempotency key ${key} was used for a different request`);
    this.name = 'IdempotencyKeyReusedError';
  }
}

/** Stable JSON: object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(call: string, request: unknown): string {
  return createHash('sha256').update(call).update('\n').update(canonical(request)).digest('hex');
}

export interface IdempotentRequest {
  /** Who may reuse the key: `member:<id>` or `admin`. Keys of different scopes never meet. */
  scope: string;
  key: string;
  /** The call's path (or another name) and the parsed request, hashed to recognise a different request. */
  call: string;
  request: unknown;
  now: Date;
}

/** What `work` may use besides its transaction. */
export interface OnceTools {
  /**
   * Runs `sql` (one INSERT, UPDATE or DELETE with `$1` … parameters and no WITH of its own) in the statement that
   * stores the answer, after `work` returns: the work's last write without a round trip of its own (a studio
   * round's bet row). At most once per call.
   */
  alongside(sql: string, params: unknown[]): void;
}

/**
 * The statements around a call's work (a wallet transfer skips them: move-once.ts). Claim: $1 scope, $2 key, $3 request hash, $4 now; it returns the key when this call claimed it.
 */
const CLAIM_KEY_SQL = `INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, key) DO NOTHING RETURNING key`;

/** Stores the answer: scope, key and answer are parameters $n+1 … $n+3 after the `n` of an alongside statement. */
const storeAnswerSql = (n: number) =>
  `UPDATE idempotency_keys SET answer = $${n + 3}
       WHERE scope = $${n + 1} AND key = $${n + 2}`;

/**
 * The answer stored with the request's key, once the request that stored it has committed; the same key with
 * another request (`hash`) is refused.
 */
export async function storedAnswer<T>(db: Database, request: IdempotentRequest, hash: string): Promise<T> {
  const [stored] = await db.query<{ request_hash: string; answer: T }>(
    'SELECT request_hash, answer FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [request.scope, request.key],
  );
  if (!stored || stored.request_hash !== hash) throw new IdempotencyKeyReusedError(request.key);
  return stored.answer;
}

/**
 * Runs `work` once per (scope, key) and returns its answer; a repeat returns the first answer without running.
 * `work` receives the transaction to do everything in. The answer must be JSON.
 */
export async function once<T>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Database, tools: OnceTools) => Promise<T>,
): Promise<T> {
  const hash = requestHash(request.call, request.request);
  return db.transaction(async (tx) => {
    // Blocks while another transaction holds the same key, then either claims it or finds it taken.
    const claimed = await tx.query(CLAIM_KEY_SQL, [request.scope, request.key, hash, request.now], { prepare: true });
    if (claimed.length === 0) return storedAnswer<T>(tx, request, hash);
    let last: { sql: string; params: unknown[] } | undefined;
    const answer = await work(tx, {
      alongside(sql, params) {
        if (last) throw new Error('once(): one alongside statement per call');
        last = { sql, params };
      },
    });
    const before = last?.params ?? [];
    const n = before.length;
    // A data-modifying WITH runs whether or not the main statement reads it, in the same snapshot.
    await tx.query(
      `${last ? `WITH alongside AS (${last.sql}) ` : ''}${storeAnswerSql(n)}`,
      [...before, request.scope, request.key, JSON.stringify(answer ?? null)],
      // One text per call site that writes alongside (a handful), so each stays prepared.
      { prepare: true },
    );
    return answer;
  });
}
