/**
 * The agent centre's four reports, each over the real rows of the agent's downline (team-scope.ts): team
 * betting (bets), downline loss (bets summed per member), my income (the agent's own salary and dividend
 * postings; account details, every wallet posting of the downline, are in team-transactions.ts). A page reads
 * the same filter as its totals and its CSV export.
 */
import { MAX_TEAM_EXPORT_ROWS, MAX_TEAM_RANGE_DAYS } from '../../src/api/calls/agents/team';
import type { ContractKind } from '../../src/api/calls/contracts/contract';
import type { BetRow } from '../bets';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { memberSumsParams, memberSumsSql } from './member-sums';
import { type ReportScope, scopeRows } from './team-scope';
import { NO_BETS, newestRowsCut, teamBetSums } from './team-sums';

const MAX_RANGE_MS = MAX_TEAM_RANGE_DAYS * 86_400_000;

/** `[from, to)` of a report, checked at the edge with the member records' codes. */
export function reportRange(query: { from: string; to: string }): { from: Date; to: Date } {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (!(from < to)) throw new PlatformError(400, 'range_invalid', 'from must be before to');
  if (to.getTime() - from.getTime() > MAX_RANGE_MS) {
    throw new PlatformError(400, 'range_too_long', `the range may span at most ${MAX_TEAM_RANGE_DAYS} days`);
  }
  return { from, to };
}

export interface Paging {
  limit: number;
  offset: number;
}

/** The first page of at most MAX_TEAM_EXPORT_ROWS + 1 rows: one more than an export keeps tells it was cut. */
export const EXPORT_PAGING: Paging = { limit: MAX_TEAM_EXPORT_ROWS + 1, offset: 0 };

export function cut<T>(rows: T[]): { rows: T[]; truncated: boolean } {
  return { rows: rows.slice(0, MAX_TEAM_EXPORT_ROWS), truncated: rows.length > MAX_TEAM_EXPORT_ROWS };
}

interface BetFilter {
  scope: ReportScope;
  from: Date;
  to: Date;
  gameType?: string | undefined;
}

function betWhere(filter: BetFilter): { from: string; where: string; params: unknown[] } {
  const params: unknown[] = [filter.scope.ids, filter.scope.levels, filter.from, filter.to];
  let where = 'b.placed_at >= $3 AND b.placed_at < $4';
  if (filter.gameType) {
    params.push(filter.gameType);
    where += ` AND b.game_type = $${params.length}`;
  }
  return { from: `${scopeRows(1)} JOIN bets b ON b.member_id = s.id`, where, params };
}

/**
 * A team member's bet as the report selects it: the bet's columns, its member's username and its game's catalogue
 * name (null: a game the catalogue lacks).
 */
export type TeamBetDb = Pick<
  BetRow,
  'id' | 'placed_at' | 'vendor' | 'game_type' | 'game_code' | 'round_id' | 'stake' | 'valid_bet' | 'win' | 'status'
> & { username: string; game_name: string | null };

export interface SumsDb {
  bets: number;
  stake: number;
  valid_bet: number;
  win: number;
}

const SUMS = `count(*) FILTER (WHERE b.status = 'settled')::bigint AS bets,
  coalesce(sum(b.stake) FILTER (WHERE b.status = 'settled'), 0)::bigint AS stake,
  coalesce(sum(b.valid_bet) FILTER (WHERE b.status = 'settled'), 0)::bigint AS valid_bet,
  coalesce(sum(b.win) FILTER (WHERE b.status = 'settled'), 0)::bigint AS win`;

/**
 * A page of the filter's rows, newest first. The hour sums tell from which instant the range holds enough rows
 * for the page (team-sums.ts newestRowsCut), so only [cut, to) of the raw bets is read: for a 10,000-member team
 * the newest hour or so, found through the bets' time (BRIN), instead of a week of every member's bets sorted.
 */
export async function teamBets(db: Database, filter: BetFilter, paging: Paging): Promise<TeamBetDb[]> {
  const cut = await newestRowsCut(db, filter.scope, filter, paging.offset + paging.limit, filter.gameType);
  const params: unknown[] = [filter.scope.ids, cut, filter.to];
  let where = 'b.placed_at >= $2 AND b.placed_at < $3';
  if (filter.gameType) {
    params.push(filter.gameType);
    where += ` AND b.game_type = $${params.length}`;
  }
  // The page is chosen from the bets alone; only its rows then look their game up (the catalogue's unique
  // (merchant, type, vendor, code) key), as the member's betting record does.
  return db.query<TeamBetDb>(
    `SELECT p.id, p.placed_at, m.username, p.vendor, p.game_type, p.game_code, p.round_id, p.stake,
       p.valid_bet, p.win, p.status, g.display_name AS game_name
     FROM (SELECT b.id, b.member_id, b.merchant_code, b.placed_at, b.vendor, b.game_type, b.game_code, b.round_id,
             b.stake, b.valid_bet, b.win, b.status
           FROM bets b JOIN unnest($1::bigint[]) AS s(id) ON s.id = b.member_id
           WHERE ${where}
           ORDER BY b.placed_at DESC, b.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}) p
     JOIN members m ON m.id = p.member_id
     LEFT JOIN game g ON g.merchant_code = p.merchant_code AND g.game_type = p.game_type
                     AND g.vassalage = p.vendor AND g.game_code = p.game_code
     ORDER BY p.placed_at DESC, p.id DESC`,
    [...params, paging.limit, paging.offset],
  );
}

/**
 * Every row of the filter counted, its settled bets summed: from the hour sums (team-sums.ts), exact at the
 * instant of the read.
 */
export async function teamBetTotals(db: Database, filter: BetFilter): Promise<{ total: number; sums: SumsDb }> {
  const [totals = NO_BETS] = await teamBetSums(db, filter.scope, [filter], filter.gameType);
  const { rows: total, ...sums } = totals;
  return { total, sums };
}

/** The same from the raw bets of every member of the scope: the reference the hour sums are tested against. */
export async function teamBetTotalsFromBets(db: Database, filter: BetFilter): Promise<{ total: number; sums: SumsDb }> {
  const { from, where, params } = betWhere(filter);
  const [row] = await db.query<SumsDb & { total: number }>(
    `SELECT count(*)::bigint AS total, ${SUMS} FROM ${from} WHERE ${where}`,
    params,
  );
  const { total = 0, ...sums } = row ?? { bets: 0, stake: 0, valid_bet: 0, win: 0 };
  return { total, sums };
}

export interface MemberLossDb extends SumsDb {
  username: string;
  level: number;
}

/**
 * The page of a per-member relation `per_member (id, bets, stake, valid_bet, win)` (the WITH clause `grouped` over
 * `params`, which start with the scope's ids and levels as $1/$2), biggest loss (lowest win − stake) first, and the
 * number of members. One statement gives both (a window count over the grouped rows), so the sums are read once.
 * Equal losses keep the order members joined (their id): ranking needs no username, so usernames and levels are
 * joined to the page's rows only, not to every member who played (10,000 index probes on the bench's team).
 */
async function lossPage(
  db: Database,
  grouped: string,
  params: unknown[],
  paging: Paging,
): Promise<{ rows: MemberLossDb[]; total: number }> {
  const n = params.length;
  const rows = await db.query<MemberLossDb & { total?: number }>(
    `${grouped}, page AS (
       SELECT p.*, count(*) OVER ()::bigint AS total FROM per_member p
       ORDER BY p.win - p.stake, p.id LIMIT $${n + 1} OFFSET $${n + 2}
     )
     SELECT m.username, s.level, p.bets, p.stake, p.valid_bet, p.win, p.total
     FROM page p JOIN ${scopeRows(1)} ON s.id = p.id JOIN members m ON m.id = p.id
     ORDER BY p.win - p.stake, p.id`,
    [...params, paging.limit, paging.offset],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && paging.offset > 0) {
    // a page past the end has no row to carry the count (the same join as the page, which also names $2)
    const [count] = await db.query<{ total: number }>(
      `${grouped} SELECT count(*)::bigint AS total FROM per_member p JOIN ${scopeRows(1)} ON s.id = p.id`,
      params,
    );
    total = count?.total ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/**
 * Settled bets summed per member of the scope, biggest loss first; members without a settled bet in the range are
 * not listed. The sums come from the day and hour rows (member-sums.ts): for a 10,000-member team's week, about
 * seven rows per member who played instead of every bet.
 */
export function teamLoss(
  db: Database,
  filter: BetFilter,
  paging: Paging,
): Promise<{ rows: MemberLossDb[]; total: number }> {
  const grouped = `WITH per_member AS (
      SELECT member_id AS id, bets, stake, valid_bet, win FROM (${memberSumsSql(Boolean(filter.gameType))}) AS sums
      WHERE bets > 0
    )`;
  return lossPage(db, grouped, memberSumsParams(filter.scope, filter, filter.gameType), paging);
}

/** The same from the raw bets of every member of the scope: the reference the day sums are tested against. */
export function teamLossFromBets(
  db: Database,
  filter: BetFilter,
  paging: Paging,
): Promise<{ rows: MemberLossDb[]; total: number }> {
  const { from, where, params } = betWhere(filter);
  const grouped = `WITH per_member AS (
      SELECT s.id, ${SUMS} FROM ${from} WHERE ${where} AND b.status = 'settled' GROUP BY s.id
    )`;
  return lossPage(db, grouped, params, paging);
}

export interface IncomeDb {
  id: number;
  created_at: Date;
  kind: 'agent_salary' | 'agent_dividend';
  amount: number;
  balance_after: number;
  memo: string | null;
  /** The settlement the payment made (contracts/settlement.ts names it in the reference), when found. */
  contract_kind: ContractKind | null;
  period_start: Date | null;
  period_end: Date | null;
}

interface IncomeFilter {
  agentId: number;
  from: Date;
  to: Date;
  kind?: string | undefined;
}

function incomeWhere(filter: IncomeFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.agentId, filter.from, filter.to, filter.kind ? [filter.kind] : INCOME];
  return {
    sql: `FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE a.member_id = $1 AND a.kind = 'wallet' AND p.created_at >= $2 AND p.created_at < $3
        AND t.kind = ANY($4::text[])`,
    params,
  };
}

const INCOME = ['agent_salary', 'agent_dividend'];

export async function income(db: Database, filter: IncomeFilter, paging: Paging): Promise<IncomeDb[]> {
  const { sql, params } = incomeWhere(filter);
  // The page first, then its settlements: a payment's reference is `contract:<id>:<period>`, and the settlement
  // row names the payment's transaction (the primary key's contract id leads the lookup).
  return db.query<IncomeDb>(
    `SELECT r.id, r.created_at, r.kind, r.amount, r.balance_after, r.memo, c.kind AS contract_kind,
       s.period_start, s.period_end
     FROM (SELECT p.id, p.created_at, t.kind, p.amount, p.balance_after, t.memo, t.id AS transaction_id,
             t.reference ${sql}
           ORDER BY p.created_at DESC, p.id DESC LIMIT $5 OFFSET $6) r
     LEFT JOIN contract_settlements s
       ON r.reference LIKE 'contract:%' AND s.contract_id = split_part(r.reference, ':', 2)::bigint
         AND s.ledger_transaction_id = r.transaction_id
     LEFT JOIN contracts c ON c.id = s.contract_id
     ORDER BY r.created_at DESC, r.id DESC`,
    [...params, paging.limit, paging.offset],
  );
}

export async function incomeTotals(
  db: Database,
  filter: IncomeFilter,
): Promise<{ total: number; salary: number; dividend: number }> {
  const { sql, params } = incomeWhere(filter);
  const [row] = await db.query<{ total: number; salary: number; dividend: number }>(
    `SELECT count(*)::bigint AS total,
       coalesce(sum(p.amount) FILTER (WHERE t.kind = 'agent_salary'), 0)::bigint AS salary,
       coalesce(sum(p.amount) FILTER (WHERE t.kind = 'agent_dividend'), 0)::bigint AS dividend ${sql}`,
    params,
  );
  return row ?? { total: 0, salary: 0, dividend: 0 };
}
