/**
 * Reads of the operator's money history (console "Find anything"): a merchant's deposits and withdrawals of every
 * status, filtered, one page at a time or the whole filtered set for a CSV, with the set's totals. Every read is
 * keyed by merchant, so an operator of one merchant never reads another's. Dates are instants here: the route turns
 * the operator's local days into them (core/history-window.ts).
 */
import type { Database } from '../db/database';
import type { DepositRow } from './deposits';
import type { WithdrawalRow } from './withdrawals';

export interface MoneyHistoryFilter {
  merchantCode: string;
  member?: string | undefined;
  status?: string | undefined;
  method?: string | undefined;
  from: Date | null;
  to: Date | null;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
}

export interface HistoryTotals {
  count: number;
  gross: number;
  fee: number;
  net: number;
}

export type DepositHistoryDbRow = DepositRow & { username: string };
export type WithdrawalHistoryDbRow = WithdrawalRow & {
  decided_by: string | null;
  username: string;
  method_code: string;
  account_number: string;
  account_name: string;
};

/** The shared WHERE of both histories: `t` is the record's table, `methodColumn` where its method is. */
function where(filter: MoneyHistoryFilter, methodColumn: string) {
  const params: unknown[] = [
    filter.merchantCode,
    filter.member ?? null,
    filter.status ?? null,
    filter.method ?? null,
    filter.from,
    filter.to,
    filter.minAmount ?? null,
    filter.maxAmount ?? null,
  ];
  const sql = `t.merchant_code = $1 AND ($2::text IS NULL OR lower(m.username) = lower($2))
    AND ($3::text IS NULL OR t.status = $3) AND ($4::text IS NULL OR ${methodColumn} = $4)
    AND ($5::timestamptz IS NULL OR t.created_at >= $5) AND ($6::timestamptz IS NULL OR t.created_at < $6)
    AND ($7::bigint IS NULL OR t.amount >= $7) AND ($8::bigint IS NULL OR t.amount <= $8)`;
  return { sql, params };
}

const TOTALS = `count(*)::int AS count, coalesce(sum(t.amount), 0)::bigint AS gross,
  coalesce(sum(t.fee), 0)::bigint AS fee, coalesce(sum(t.amount - t.fee), 0)::bigint AS net`;

const DEPOSITS_FROM = 'deposits t JOIN members m ON m.id = t.member_id';
const WITHDRAWALS_FROM = `withdrawals t JOIN members m ON m.id = t.member_id
  JOIN payout_accounts p ON p.id = t.payout_account_id`;

async function totalsOf(db: Database, from: string, filter: MoneyHistoryFilter, methodColumn: string) {
  const { sql, params } = where(filter, methodColumn);
  const [row] = await db.query<HistoryTotals>(`SELECT ${TOTALS} FROM ${from} WHERE ${sql}`, params);
  return {
    count: Number(row?.count ?? 0),
    gross: Number(row?.gross ?? 0),
    fee: Number(row?.fee ?? 0),
    net: Number(row?.net ?? 0),
  };
}

/** Newest first; `limit` rows from `offset`. */
export function depositHistory(db: Database, filter: MoneyHistoryFilter, limit: number, offset: number) {
  const { sql, params } = where(filter, 't.method_code');
  return db.query<DepositHistoryDbRow>(
    `SELECT t.*, m.username FROM ${DEPOSITS_FROM} WHERE ${sql}
      ORDER BY t.created_at DESC, t.id DESC LIMIT $9 OFFSET $10`,
    [...params, limit, offset],
  );
}

export const depositHistoryTotals = (db: Database, filter: MoneyHistoryFilter) =>
  totalsOf(db, DEPOSITS_FROM, filter, 't.method_code');

/** Newest first; `limit` rows from `offset`. The proof image stays in the table (the queue's call shows it). */
export function withdrawalHistory(db: Database, filter: MoneyHistoryFilter, limit: number, offset: number) {
  const { sql, params } = where(filter, 'p.method_code');
  return db.query<WithdrawalHistoryDbRow>(
    `SELECT t.id, t.merchant_code, t.member_id, t.payout_account_id, t.amount, t.fee, t.status, t.answer,
            t.resolution, t.reason, t.created_at, t.paid_at, t.answered_at, t.resolved_at, t.decided_by,
            m.username, p.method_code, p.account_number, p.account_name
       FROM ${WITHDRAWALS_FROM} WHERE ${sql}
      ORDER BY t.created_at DESC, t.id DESC LIMIT $9 OFFSET $10`,
    [...params, limit, offset],
  );
}

export const withdrawalHistoryTotals = (db: Database, filter: MoneyHistoryFilter) =>
  totalsOf(db, WITHDRAWALS_FROM, filter, 'p.method_code');
