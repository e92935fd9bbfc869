/**
 * The refusals a player's own limits make, kept (migration 0740) for the operator's daily list of players who hit their
 * limits often (a marker of risk). A deposit's or a stake's refusal happens inside its transaction, which rolls back
 * with everything it wrote: the refusal is written after it, with the outer database (`recordingRefusals`, or
 * `recordLimitRefusal` for a caller that knows the breach). A failed write of the record never hides the refusal the
 * player is owed: it is left out, not thrown. A request sent again with the same key (a retried vendor debit, a
 * deposit or round retried with its idempotency key) is refused again but recorded once (migration 0772). Rows older
 * than REFUSALS_KEPT_DAYS are deleted by a daily job (refusals-retention.ts).
 */

import type { LimitRefuser } from '../../src/api/calls/responsible-gaming/admin-limit-refusals';
import type { LimitKind, LimitPeriod } from '../../src/api/calls/responsible-gaming/limits';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';

/** What a limit refused. */
export type RefusedAction = 'deposit' | 'stake' | 'launch';

export interface LimitRefusal {
  merchantCode: string;
  memberId: number;
  kind: LimitKind;
  period: LimitPeriod;
  action: RefusedAction;
  at: Date;
  /** What identifies the request across retries (`deposit:<idempotency key>`, `<adapter>:<transaction id>`). */
  requestKey?: string;
}

/** Writes one refusal; call it outside (after) the refused work's transaction. */
export async function recordLimitRefusal(db: Database, refusal: LimitRefusal): Promise<void> {
  const { merchantCode, memberId, kind, period, action, at, requestKey } = refusal;
  await db
    .query(
      `INSERT INTO limit_refusals (merchant_code, member_id, kind, period, action, refused_at, request_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [merchantCode, memberId, kind, period, action, at, requestKey ?? null],
    )
    .catch(() => undefined);
}

/** The limit named by a `limit_reached` refusal, or null for any other failure. */
function refusedLimit(error: unknown): { kind: LimitKind; period: LimitPeriod } | null {
  if (!(error instanceof PlatformError) || error.code !== 'limit_reached') return null;
  const value = error.value as { kind?: LimitKind; period?: LimitPeriod } | undefined;
  return value?.kind && value.period ? { kind: value.kind, period: value.period } : null;
}

/**
 * Runs `work` (a deposit or a stake in its own transaction, a launch) and, when one of the player's limits refused it
 * (`limit_reached`), records the refusal with `db` once the work's transaction is over, then rethrows.
 */
export async function recordingRefusals<T>(
  db: Database,
  who: { merchantCode: string; memberId: number; requestKey?: string },
  action: RefusedAction,
  now: Date,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const limit = refusedLimit(error);
    if (limit) await recordLimitRefusal(db, { ...who, ...limit, action, at: now });
    throw error;
  }
}

/**
 * The merchant's players refused at least `minRefusals` times since `since`, most refusals first (then the latest),
 * at most `max`, each with the limits that refused them.
 */
export async function frequentRefusers(
  db: Database,
  merchantCode: string,
  since: Date,
  minRefusals: number,
  max = 200,
): Promise<LimitRefuser[]> {
  const rows = await db.query<{
    member_id: number;
    username: string;
    kind: LimitKind;
    period: LimitPeriod;
    refusals: number;
    total: number;
    last_at: Date;
    member_last_at: Date;
  }>(
    `WITH slots AS (
       SELECT member_id, kind, period, count(*)::int AS refusals, max(refused_at) AS last_at
       FROM limit_refusals WHERE merchant_code = $1 AND refused_at > $2
       GROUP BY member_id, kind, period
     ), members_over AS (
       SELECT member_id, sum(refusals)::int AS total, max(last_at) AS member_last_at FROM slots
       GROUP BY member_id HAVING sum(refusals) >= $3
       ORDER BY total DESC, member_last_at DESC, member_id LIMIT $4
     )
     SELECT s.member_id, m.username, s.kind, s.period, s.refusals, o.total, s.last_at, o.member_last_at
     FROM slots s JOIN members_over o USING (member_id) JOIN members m ON m.id = s.member_id
     ORDER BY o.total DESC, o.member_last_at DESC, s.member_id, s.refusals DESC, s.kind, s.period`,
    [merchantCode, since, minRefusals, max],
  );
  const players = new Map<number, LimitRefuser>();
  for (const row of rows) {
    let player = players.get(row.member_id);
    if (!player) {
      player = {
        memberId: row.member_id,
        username: row.username,
        refusals: row.total,
        limits: [],
        lastAt: row.member_last_at.toISOString(),
      };
      players.set(row.member_id, player);
    }
    player.limits.push({ kind: row.kind, period: row.period, refusals: row.refusals });
  }
  return [...players.values()];
}
