/**
 * Reads of the operator's history of transfers: the ledger's transfer movements of a merchant (a member to their
 * upline, an agent to a direct member, main ⇄ vendor wallet), filtered by a member on either side, the kind, a time
 * range and the amount, a page at a time or the whole set for a CSV, with the set's count and amount. A transfer has
 * no record of its own: the ledger transaction is it (kind, the member it is about, `member:<id>` or `vendor:<code>`
 * as its reference), and its amount is what its postings credit.
 */
import { TRANSFER_KINDS } from '../../src/api/calls/admin-history';
import type { Database } from '../db/database';

export interface TransferHistoryFilter {
  merchantCode: string;
  member?: string | undefined;
  kind?: string | undefined;
  from: Date | null;
  to: Date | null;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
}

export interface TransferHistoryDbRow {
  id: number;
  kind: (typeof TRANSFER_KINDS)[number];
  username: string;
  recipient: string | null;
  reference: string | null;
  amount: number;
  created_at: Date;
}

/** Each transfer with its sender, its recipient (a member transfer's) and its amount, before the filter. */
const TRANSFERS = `SELECT t.id, t.kind, t.created_at, t.reference, m.username, r.username AS recipient,
    (SELECT sum(p.amount) FROM ledger_postings p WHERE p.transaction_id = t.id AND p.amount > 0)::bigint AS amount
  FROM ledger_transactions t JOIN members m ON m.id = t.member_id
  LEFT JOIN members r ON t.reference LIKE 'member:%' AND r.id = substr(t.reference, 8)::bigint
  WHERE t.merchant_code = $1 AND t.kind = ANY($2::text[])`;

function where(filter: TransferHistoryFilter) {
  return {
    sql: `($3::text IS NULL OR lower(x.username) = lower($3) OR lower(x.recipient) = lower($3))
      AND ($4::timestamptz IS NULL OR x.created_at >= $4) AND ($5::timestamptz IS NULL OR x.created_at < $5)
      AND ($6::bigint IS NULL OR x.amount >= $6) AND ($7::bigint IS NULL OR x.amount <= $7)`,
    params: [
      filter.merchantCode,
      filter.kind ? [filter.kind] : [...TRANSFER_KINDS],
      filter.member ?? null,
      filter.from,
      filter.to,
      filter.minAmount ?? null,
      filter.maxAmount ?? null,
    ],
  };
}

/** Newest first; `limit` rows from `offset`. */
export function transferHistory(db: Database, filter: TransferHistoryFilter, limit: number, offset: number) {
  const { sql, params } = where(filter);
  return db.query<TransferHistoryDbRow>(
    `SELECT * FROM (${TRANSFERS}) x WHERE ${sql} ORDER BY x.created_at DESC, x.id DESC LIMIT $8 OFFSET $9`,
    [...params, limit, offset],
  );
}

export async function transferHistoryTotals(db: Database, filter: TransferHistoryFilter) {
  const { sql, params } = where(filter);
  const [row] = await db.query<{ count: number; amount: number }>(
    `SELECT count(*)::int AS count, coalesce(sum(x.amount), 0)::bigint AS amount FROM (${TRANSFERS}) x WHERE ${sql}`,
    params,
  );
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
}
