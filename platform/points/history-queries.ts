/**
 * Reads of the operator's history of points redeems: a merchant's redeems of every status, filtered by member,
 * status and a time range, a page at a time or the whole set for a CSV, with the set's count, points and cash.
 * Keyed by merchant, so an operator of one merchant never reads another's.
 */
import type { Database } from '../db/database';
import type { RedeemRow } from './exchange';

export interface RedeemHistoryFilter {
  merchantCode: string;
  member?: string | undefined;
  status?: string | undefined;
  from: Date | null;
  to: Date | null;
}

export type RedeemHistoryDbRow = RedeemRow & { username: string };

function where(filter: RedeemHistoryFilter) {
  return {
    sql: `r.merchant_code = $1 AND ($2::text IS NULL OR lower(m.username) = lower($2))
      AND ($3::text IS NULL OR r.status = $3)
      AND ($4::timestamptz IS NULL OR r.created_at >= $4) AND ($5::timestamptz IS NULL OR r.created_at < $5)`,
    params: [filter.merchantCode, filter.member ?? null, filter.status ?? null, filter.from, filter.to],
  };
}

const FROM = 'point_redeems r JOIN members m ON m.id = r.member_id';

/** Newest first; `limit` rows from `offset`. */
export function redeemHistory(db: Database, filter: RedeemHistoryFilter, limit: number, offset: number) {
  const { sql, params } = where(filter);
  return db.query<RedeemHistoryDbRow>(
    `SELECT r.*, m.username FROM ${FROM} WHERE ${sql} ORDER BY r.created_at DESC, r.id DESC LIMIT $6 OFFSET $7`,
    [...params, limit, offset],
  );
}

export async function redeemHistoryTotals(db: Database, filter: RedeemHistoryFilter) {
  const { sql, params } = where(filter);
  const [row] = await db.query<{ count: number; points: number; cash: number }>(
    `SELECT count(*)::int AS count, coalesce(sum(r.points), 0)::bigint AS points,
            coalesce(sum(r.cash), 0)::bigint AS cash
       FROM ${FROM} WHERE ${sql}`,
    params,
  );
  return { count: Number(row?.count ?? 0), points: Number(row?.points ?? 0), cash: Number(row?.cash ?? 0) };
}
