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

/** The game of a round a movement names (`round:<id>`), with the catalogue's name of it when it lists it. */
export interface RoundGame {
  vendor: string;
  game_type: string;
  game_code: string;
  game_name: string | null;
}

/** A row with what its reference points at, so a person reads "Deposit #943 · bKash", not "deposit:943". */
export interface RecordRowWithSubject extends RecordRow {
  /** A deposit's payment method. */
  method_code: string | null;
  game: RoundGame | null;
}

/**
 * Slack before the range for the bets of its rounds: a round's win is posted when it settles, after its stake was
 * placed. A round placed earlier still than this shows without its game.
 */
const ROUND_SLACK_MS = 24 * 60 * 60 * 1000;

/** The movement kinds whose own records hold a fee: their reference is `<kind>:<id>`. */
const FEE_KINDS = new Set(['deposit', 'withdrawal']);

/**
 * Looks up what `rows` reference (the member's own records only), three queries for any page: each deposit's
 * method, gross and fee; each withdrawal's gross and fee; each round's game. The posting alone holds only what moved
 * (a deposit's net, a withdrawal's gross), so the breakdown comes from the records.
 */
export async function withSubjects(
  db: Database,
  filter: RecordFilter,
  rows: Omit<RecordRow, 'breakdown'>[],
): Promise<RecordRowWithSubject[]> {
  const idOf = (prefix: string) => (row: Omit<RecordRow, 'breakdown'>) =>
    row.reference?.startsWith(prefix) ? [row.reference.slice(prefix.length)] : [];
  const numeric = (ids: string[]) => [...new Set(ids)].filter((id) => /^\d{1,18}$/.test(id));
  const depositIds = numeric(rows.flatMap(idOf('deposit:')));
  const withdrawalIds = numeric(rows.flatMap(idOf('withdrawal:')));
  const roundIds = [...new Set(rows.flatMap(idOf('round:')))];
  const [deposits, withdrawals, rounds] = await Promise.all([
    depositIds.length
      ? db.query<{ id: string; method_code: string; amount: number; fee: number }>(
          'SELECT id::text, method_code, amount, fee FROM deposits WHERE member_id = $1 AND id = ANY($2::bigint[])',
          [filter.memberId, depositIds],
        )
      : [],
    withdrawalIds.length
      ? db.query<{ id: string; amount: number; fee: number }>(
          'SELECT id::text, amount, fee FROM withdrawals WHERE member_id = $1 AND id = ANY($2::bigint[])',
          [filter.memberId, withdrawalIds],
        )
      : [],
    roundIds.length
      ? db.query<RoundGame & { round_id: string }>(
          `SELECT b.round_id, b.vendor, b.game_type, b.game_code, g.display_name AS game_name
             FROM bets b
             LEFT JOIN game g ON g.merchant_code = b.merchant_code AND g.game_type = b.game_type
                             AND g.vassalage = b.vendor AND g.game_code = b.game_code
            WHERE b.member_id = $1 AND b.placed_at >= $2 AND b.placed_at < $3 AND b.round_id = ANY($4::text[])`,
          [filter.memberId, new Date(filter.from.getTime() - ROUND_SLACK_MS), filter.to, roundIds],
        )
      : [],
  ]);
  const breakdowns = new Map<string, FeeBreakdown>([
    ...deposits.map((d) => [`deposit:${d.id}`, breakdownOf(d.amount, d.fee)] as const),
    ...withdrawals.map((w) => [`withdrawal:${w.id}`, breakdownOf(w.amount, w.fee)] as const),
  ]);
  const methods = new Map(deposits.map((row) => [row.id, row.method_code]));
  const games = new Map(rounds.map(({ round_id, ...game }) => [round_id, game]));
  return rows.map((row) => ({
    ...row,
    // Only the deposit's or withdrawal's own movement: another movement may name it too (a deposit's bonus).
    breakdown: (FEE_KINDS.has(row.kind) && row.reference && breakdowns.get(row.reference)) || null,
    method_code: methods.get(idOf('deposit:')(row)[0] ?? '') ?? null,
    game: games.get(idOf('round:')(row)[0] ?? '') ?? null,
  }));
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
): Promise<{ rows: RecordRowWithSubject[]; total: number }> {
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
  return { rows: await withSubjects(db, filter, rows), total: count?.total ?? 0 };
}

export async function exportRecord(db: Database, filter: RecordFilter): Promise<RecordRowWithSubject[]> {
  return (await accountRecord(db, filter, 1, MAX_EXPORT_ROWS)).rows;
}
