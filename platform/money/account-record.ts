/**
 * A member's account record (transactionHistory): every posting on their wallets, newest first, with the
 * movement's kind, the balance after it and its reference, read straight from the ledger. Filtered by kind
 * and a time range, paged; the CSV export is the same query without paging (capped).
 */
import { breakdownOf, type FeeBreakdown } from '../../src/api/calls/money/amounts';
import type { Database } from '../db/database';

export interface RecordFilter {
  memberId: number;
  kinds?: readonly string[] | undefined;
  from: Date;
  to: Date;
}

export interface RecordRow {
  id: number;
  created_at: Date;
  kind: string;
  amount: number;
  balance_after: number;
  reference: string | null;
  /** '' for the main wallet, else the vendor of a vendor wallet. */
  vendor: string;
  /** A deposit's or withdrawal's gross, fee and net, from its own record; null for every other movement. */
  breakdown: FeeBreakdown | null;
}

/** Rows a CSV export holds at most: a year of heavy play, far beyond what a phone should download at once. */
export const MAX_EXPORT_ROWS = 10_000;

function where(filter: RecordFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.memberId, filter.from, filter.to];
  let sql = 'a.member_id = $1 AND p.created_at >= $2 AND p.created_at < $3';
  if (filter.kinds?.length) {
    params.push(filter.kinds);
    sql += ` AND t.kind = ANY($${params.length}::text[])`;
  }
  return { sql, params };
}

/** A member's postings with their account (the member and the vendor of the wallet). */
const POSTINGS = 'FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id';
/** The same with each posting's movement (its kind and reference). */
const FROM = `${POSTINGS}
  JOIN ledger_transactions t ON t.id = p.transaction_id`;

export async function accountRecord(
  db: Database,
  filter: RecordFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: RecordRow[]; total: number }> {
  const { sql, params } = where(filter);
  const limits = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  const order = 'ORDER BY p.created_at DESC, p.id DESC';
  // Without a kind filter the page is chosen from the postings alone and only its rows look up their movement:
  // joined before the sort, every posting of the range did (about a thousand for a busy player's 90 days).
  const rows = await db.query<Omit<RecordRow, 'breakdown'>>(
    filter.kinds?.length
      ? `SELECT p.id, p.created_at, t.kind, p.amount, p.balance_after, t.reference, a.vendor ${FROM}
         WHERE ${sql} ${order} ${limits}`
      : `SELECT p.id, p.created_at, t.kind, p.amount, p.balance_after, t.reference, p.vendor
         FROM (SELECT p.id, p.created_at, p.amount, p.balance_after, p.transaction_id, a.vendor ${POSTINGS}
               WHERE ${sql} ${order} ${limits}) p
         JOIN ledger_transactions t ON t.id = p.transaction_id
         ${order}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  // The count needs no movement either without a kind filter: every posting has one (foreign key).
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*) AS total ${filter.kinds?.length ? FROM : POSTINGS} WHERE ${sql}`,
    params,
  );
  return { rows: await withBreakdowns(db, filter.memberId, rows), total: count?.total ?? 0 };
}

/** The record kinds whose postings carry a fee, with the table of their own records (reference `<kind>:<id>`). */
const FEE_RECORDS = { deposit: 'deposits', withdrawal: 'withdrawals' } as const;

/**
 * Adds each deposit's and withdrawal's gross, fee and net, read from the page's own records (one query per kind, by
 * id): the posting alone holds only what moved, the net of a deposit and the gross of a withdrawal.
 */
async function withBreakdowns(
  db: Database,
  memberId: number,
  rows: Omit<RecordRow, 'breakdown'>[],
): Promise<RecordRow[]> {
  const found = new Map<string, FeeBreakdown>();
  for (const [kind, table] of Object.entries(FEE_RECORDS)) {
    const ids = rows.flatMap((row) => {
      const id = row.kind === kind ? row.reference?.match(/^[a-z]+:(\d+)$/)?.[1] : undefined;
      return id ? [Number(id)] : [];
    });
    if (!ids.length) continue;
    const records = await db.query<{ id: number; amount: number; fee: number }>(
      `SELECT id, amount, fee FROM ${table} WHERE id = ANY($1::bigint[]) AND member_id = $2`,
      [ids, memberId],
    );
    for (const record of records) found.set(`${kind}:${record.id}`, breakdownOf(record.amount, record.fee));
  }
  return rows.map((row) => ({ ...row, breakdown: (row.reference && found.get(row.reference)) || null }));
}

export async function exportRecord(db: Database, filter: RecordFilter): Promise<RecordRow[]> {
  return (await accountRecord(db, filter, 1, MAX_EXPORT_ROWS)).rows;
}
