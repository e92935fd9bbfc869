/**
 * The account details report (agentDownlineTransactionDetailsCopy): every wallet posting of the downline in a
 * range, newest first, with its totals. Postings carry their time and amount, so neither the totals nor an
 * unfiltered page read `ledger_transactions`; only a filter by kind joins it.
 *
 * A page is read from a window at the newest end of the range, widened until it holds the page: for a
 * 10,000-member team the newest hour (found through the postings' time, BRIN, migration 0530) instead of a week
 * of every member's postings sorted to keep the first 20.
 */
import type { Database } from '../db/database';
import type { Paging } from './reports';
import { type ReportScope, scopeRows } from './team-scope';

export interface TeamTransactionDb {
  id: number;
  created_at: Date;
  username: string;
  kind: string;
  amount: number;
  balance_after: number;
  vendor: string;
}

interface TransactionFilter {
  scope: ReportScope;
  from: Date;
  to: Date;
  kinds?: readonly string[] | undefined;
}

/** The first window tried back from the end of the range, and how much each next one widens. */
const FIRST_WINDOW_MS = 3_600_000;
const WIDEN = 4;

/** SELECT … of the filter's postings over [$3, $4), the scope as $1/$2 and the kinds, if any, as $5. */
function postingsSql(filter: TransactionFilter, columns: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.scope.ids, filter.scope.levels, filter.from, filter.to];
  const byKind = Boolean(filter.kinds?.length);
  if (byKind) params.push(filter.kinds);
  const sql = `SELECT ${columns} FROM ${scopeRows(1)}
      JOIN ledger_accounts a ON a.member_id = s.id
      JOIN ledger_postings p ON p.account_id = a.id
      ${byKind ? 'JOIN ledger_transactions t ON t.id = p.transaction_id' : ''}
    WHERE p.created_at >= $3 AND p.created_at < $4${byKind ? ' AND t.kind = ANY($5::text[])' : ''}`;
  return { sql, params };
}

/**
 * The edge `cut` of the first window [cut, to) that holds at least `rows` of the filter's postings: an hour back
 * from `to`, then WIDEN times wider each try, and `from` when no narrower window holds enough. Every posting
 * outside [cut, to) is older than every one inside, so the newest `rows` of the range are the newest `rows` of the
 * window. Each try is a count that stops at `rows`.
 */
async function newestCut(db: Database, filter: TransactionFilter, rows: number): Promise<Date> {
  for (let width = FIRST_WINDOW_MS; ; width *= WIDEN) {
    const cut = new Date(Math.max(filter.from.getTime(), filter.to.getTime() - width));
    if (cut.getTime() === filter.from.getTime()) return cut;
    const { sql, params } = postingsSql({ ...filter, from: cut }, '1');
    const [found] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (${sql} LIMIT $${params.length + 1}) AS enough`,
      [...params, rows],
    );
    if ((found?.n ?? 0) >= rows) return cut;
  }
}

export async function teamTransactions(
  db: Database,
  filter: TransactionFilter,
  paging: Paging,
): Promise<TeamTransactionDb[]> {
  const from = await newestCut(db, filter, paging.offset + paging.limit);
  // The page is chosen from the postings alone; the movement's kind and the member's name are joined to its rows
  // only. Joined before the sort, they were read for every posting of the window, and the planner hashed all of
  // ledger_transactions to do it (87 ms of the bench's 20,000-posting window).
  const columns = 'p.id, p.created_at, p.transaction_id, s.id AS member_id, p.amount, p.balance_after, a.vendor';
  const { sql, params } = postingsSql({ ...filter, from }, columns);
  return db.query<TeamTransactionDb>(
    `SELECT page.id, page.created_at, m.username, t.kind, page.amount, page.balance_after, page.vendor
     FROM (${sql} ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}) AS page
     JOIN ledger_transactions t ON t.id = page.transaction_id
     JOIN members m ON m.id = page.member_id
     ORDER BY page.created_at DESC, page.id DESC`,
    [...params, paging.limit, paging.offset],
  );
}

export async function teamTransactionTotals(
  db: Database,
  filter: TransactionFilter,
): Promise<{ total: number; credits: number; debits: number }> {
  const columns = `count(*)::bigint AS total, coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::bigint AS credits,
    coalesce(sum(p.amount) FILTER (WHERE p.amount < 0), 0)::bigint AS debits`;
  const { sql, params } = postingsSql(filter, columns);
  const [row] = await db.query<{ total: number; credits: number; debits: number }>(sql, params);
  return row ?? { total: 0, credits: 0, debits: 0 };
}
