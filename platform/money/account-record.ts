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

/** Looks up the deposits and rounds that `rows` reference (the member's own only), two queries for any page. */
export async function withSubjects(
  db: Database,
  filter: RecordFilter,
  rows: RecordRow[],
): Promise<RecordRowWithSubject[]> {
  const idOf = (prefix: string) => (row: RecordRow) =>
    row.reference?.startsWith(prefix) ? [row.reference.slice(prefix.length)] : [];
  const depositIds = [...new Set(rows.flatMap(idOf('deposit:')))].filter((id) => /^\d{1,18}$/.test(id));
  const roundIds = [...new Set(rows.flatMap(idOf('round:')))];
  const [deposits, rounds] = await Promise.all([
    depositIds.length
      ? db.query<{ id: string; method_code: string }>(
          'SELECT id::text, method_code FROM deposits WHERE member_id = $1 AND id = ANY($2::bigint[])',
          [filter.memberId, depositIds],
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
  const methods = new Map(deposits.map((row) => [row.id, row.method_code]));
  const games = new Map(rounds.map(({ round_id, ...game }) => [round_id, game]));
  return rows.map((row) => ({
    ...row,
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
  const withFees = await withBreakdowns(db, filter.memberId, rows);
  return { rows: await withSubjects(db, filter, withFees), total: count?.total ?? 0 };
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

export async function exportRecord(db: Database, filter: RecordFilter): Promise<RecordRowWithSubject[]> {
  return (await accountRecord(db, filter, 1, MAX_EXPORT_ROWS)).rows;
}
