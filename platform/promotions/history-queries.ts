/**
 * Reads of the operator's history of promotion applications: a merchant's applications of every status, filtered by
 * member, status and a time range, a page at a time or the whole set for a CSV, and how many the filter finds.
 * Keyed by merchant, so an operator of one merchant never reads another's.
 */
import type { Database } from '../db/database';
import type { ApplicationRow } from './promotions';

export interface ApplicationHistoryFilter {
  merchantCode: string;
  member?: string | undefined;
  status?: string | undefined;
  from: Date | null;
  to: Date | null;
}

export type ApplicationHistoryDbRow = Omit<ApplicationRow, 'images'> & { username: string; decided_by: string | null };

function where(filter: ApplicationHistoryFilter) {
  return {
    sql: `a.merchant_code = $1 AND ($2::text IS NULL OR lower(m.username) = lower($2))
      AND ($3::text IS NULL OR a.status = $3)
      AND ($4::timestamptz IS NULL OR a.created_at >= $4) AND ($5::timestamptz IS NULL OR a.created_at < $5)`,
    params: [filter.merchantCode, filter.member ?? null, filter.status ?? null, filter.from, filter.to],
  };
}

const FROM = 'promo_applications a JOIN members m ON m.id = a.member_id';

/** Newest first; `limit` rows from `offset`. The images stay in their store (the queue's call shows them). */
export function applicationHistory(db: Database, filter: ApplicationHistoryFilter, limit: number, offset: number) {
  const { sql, params } = where(filter);
  return db.query<ApplicationHistoryDbRow>(
    `SELECT a.id, a.promotion_id, a.member_id, a.remark, a.status, a.reason, a.created_at, a.decided_at, a.decided_by,
            m.username
       FROM ${FROM} WHERE ${sql} ORDER BY a.created_at DESC, a.id DESC LIMIT $6 OFFSET $7`,
    [...params, limit, offset],
  );
}

export async function applicationHistoryCount(db: Database, filter: ApplicationHistoryFilter): Promise<number> {
  const { sql, params } = where(filter);
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${FROM} WHERE ${sql}`, params);
  return Number(row?.count ?? 0);
}
