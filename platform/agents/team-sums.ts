/**
 * A scope's bet sums over [from, to), exact at the instant of the read, without reading every bet of a big team:
 *
 *   Σ team_bet_hours of the scope's root over the whole UTC hours inside the range (folded by the job)
 * + Σ (current − folded) of the scope's member hour rows still dirty in those hours (what the fold has not reached)
 * + the root's own member hour rows in those hours, when the root is in the scope (a named downline member)
 * + the raw bets of the scope in the partial hours at both ends (at most two; a Myanmar day starts at :30 UTC).
 *
 * One statement, so every part reads the same snapshot: a fold committing meanwhile moves sums from the dirty
 * part to the team part, never counts them twice or not at all. Tables: migration 0520. The same hour rows also
 * tell where the newest page of a team's bets starts (newestRowsCut). The raw bets remain the reference
 * (reports.ts teamBetTotalsFromBets; tests/platform/agents/team-sums.test.ts compares the two).
 */
import type { Database } from '../db/database';
import type { ReportScope } from './team-scope';

export interface BetSums {
  /** Bet rows of any status (a report's row count). */
  rows: number;
  /** Settled bets, and their stake, valid bet and win. */
  bets: number;
  stake: number;
  valid_bet: number;
  win: number;
}

export const NO_BETS: BetSums = { rows: 0, bets: 0, stake: 0, valid_bet: 0, win: 0 };

const HOUR = 3_600_000;
const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR) * HOUR);
const ceilHour = (at: Date) => new Date(Math.ceil(at.getTime() / HOUR) * HOUR);

const HOUR_SUMS = 'bet_rows AS rows, bets, stake, valid_bet, win';
/** What a dirty hour row holds that the fold has not added anywhere yet (member-sums.ts reads it too). */
export const DIRTY_SUMS = `bet_rows - folded_bet_rows, bets - folded_bets, stake - folded_stake,
  valid_bet - folded_valid_bet, win - folded_win`;
/**
 * The raw bets' sums, as bigint like the hour and day rows': sum(bigint) is numeric, and one numeric part makes
 * the whole UNION numeric, whose sums are several times slower and larger (the downline loss's 10,000 per-member
 * groups spilled to disk, 8 MB of numeric states against 1 MB of bigint ones).
 */
export const RAW_SUMS = `count(*), count(*) FILTER (WHERE status = 'settled'),
  coalesce(sum(stake) FILTER (WHERE status = 'settled'), 0)::bigint,
  coalesce(sum(valid_bet) FILTER (WHERE status = 'settled'), 0)::bigint,
  coalesce(sum(win) FILTER (WHERE status = 'settled'), 0)::bigint`;

/** The scope's ids as a relation to join to (distinct: a tree walk lists each member once). */
export const SCOPE_JOIN = 'JOIN unnest($1::bigint[]) AS s(id) ON s.id = member_id';

/**
 * The three hour-row parts (hour, rows, bets, stake, valid_bet, win) over the whole hours [$<first>, $<first+1>):
 * the root's team rows, the root's own rows when $3, the scope's rows not folded yet ($1 ids, $2 root).
 */
function hourPartsSql(first: number, type: string): string {
  const hours = `hour >= $${first} AND hour < $${first + 1}`;
  return `SELECT hour, ${HOUR_SUMS} FROM team_bet_hours WHERE agent_id = $2 AND ${hours}${type}
      UNION ALL
      SELECT hour, ${HOUR_SUMS} FROM member_bet_hours WHERE $3 AND member_id = $2 AND ${hours}${type}
      UNION ALL
      SELECT hour, ${DIRTY_SUMS} FROM member_bet_hours ${SCOPE_JOIN}
      WHERE dirty AND ${hours} AND member_id <> $2${type}`;
}

/**
 * Parameters: $1 scope ids, $2 root id, $3 root included, then for each range k its from, first whole hour, end of
 * the last whole hour and to (from $4 + 4k), then the game type if any. The ids are sent once for all the ranges
 * (a 10,000-id array costs about 3.5 ms to send and parse). The raw parts are one range each, so the planner can
 * read a short range of the bets' time (BRIN) and hash-join it to the ids, or probe member by member for a small
 * scope, whichever is cheaper. The ids are a join to `unnest(…)`, which the planner counts right (10,000 rows), not
 * `= ANY(…)`, whose selectivity it estimates element by element (about 100 ms of planning for 10,000 ids), nor
 * `IN (SELECT unnest(…))`, which it guesses at 200 distinct ids and so probes bets_member_record 10,000 times
 * (both measured on the bench).
 */
function sumsSql(ranges: number, gameType: boolean): string {
  const type = gameType ? ` AND game_type = $${4 + 4 * ranges}` : '';
  const parts = Array.from({ length: ranges }, (_, k) => {
    const { from, first, last, to } = rangeSlots(k);
    return `SELECT ${k}, rows, bets, stake, valid_bet, win FROM (${hourPartsSql(5 + 4 * k, type)}) AS whole_hours
      UNION ALL
      SELECT ${k}, ${RAW_SUMS} FROM bets ${SCOPE_JOIN} WHERE placed_at >= ${from} AND placed_at < ${first}${type}
      UNION ALL
      SELECT ${k}, ${RAW_SUMS} FROM bets ${SCOPE_JOIN} WHERE placed_at >= ${last} AND placed_at < ${to}${type}`;
  });
  return `SELECT k, coalesce(sum(rows), 0)::bigint AS rows, coalesce(sum(bets), 0)::bigint AS bets,
      coalesce(sum(stake), 0)::bigint AS stake, coalesce(sum(valid_bet), 0)::bigint AS valid_bet,
      coalesce(sum(win), 0)::bigint AS win
    FROM (${parts.join('\n      UNION ALL\n      ')}) AS parts(k, rows, bets, stake, valid_bet, win)
    GROUP BY k`;
}

/** The parameter names of range k's from, first whole hour, end of the last whole hour and to (rangeParams). */
export const rangeSlots = (k: number) => ({
  from: `$${4 + 4 * k}`,
  first: `$${5 + 4 * k}`,
  last: `$${6 + 4 * k}`,
  to: `$${7 + 4 * k}`,
});

/** The parameters of each range after the scope's three: from, first whole hour, end of the last whole hour, to. */
export function rangeParams(ranges: { from: Date; to: Date }[]): Date[] {
  return ranges.flatMap((range) => {
    const { first, last } = wholeHours(range);
    return [range.from, first, last, range.to];
  });
}

/** Sums per range, in the order given, from rows keyed by the range's index `k` (a range with no row sums to 0). */
export function byRange<T>(rows: (T & { k: number })[], count: number, empty: T): T[] {
  return Array.from({ length: count }, (_, k) => {
    const found = rows.find((row) => row.k === k);
    if (!found) return empty;
    const { k: _k, ...sums } = found;
    return sums as T;
  });
}

/** The whole hours inside [from, to): none (first = last = to) when the range lies within two partial hours. */
export function wholeHours(range: { from: Date; to: Date }): { first: Date; last: Date } {
  const first = ceilHour(range.from);
  const last = floorHour(range.to);
  return first < last ? { first, last } : { first: range.to, last: range.to };
}

/**
 * The latest instant `cut` in [from, to) such that [cut, to) holds at least `rows` bet rows of the scope (any
 * status), counted from the hour rows; `from` when the range holds fewer. The newest page of a team's bets then
 * reads only [cut, to) of the raw bets (an hour of a 10,000-member team's bets, not a week of each member's).
 * The partial hour at the end is counted as empty, so the cut can only come out earlier than needed, never later.
 */
export async function newestRowsCut(
  db: Database,
  scope: ReportScope,
  range: { from: Date; to: Date },
  rows: number,
  gameType?: string,
): Promise<Date> {
  const { first, last } = wholeHours(range);
  const type = gameType ? ' AND game_type = $7' : '';
  const params: unknown[] = [scope.ids, scope.rootId, scope.rootIncluded, first, last, rows];
  if (gameType) params.push(gameType);
  const [row] = await db.query<{ hour: Date }>(
    `SELECT hour FROM (
       SELECT hour, sum(sum(rows)) OVER (ORDER BY hour DESC) AS newer
       FROM (${hourPartsSql(4, type)}) AS parts GROUP BY hour
     ) AS counted WHERE newer >= $6 ORDER BY hour DESC LIMIT 1`,
    params,
  );
  return row ? row.hour : range.from;
}

/** The scope's sums over each of `ranges`, in one statement. */
export async function teamBetSums(
  db: Database,
  scope: ReportScope,
  ranges: { from: Date; to: Date }[],
  gameType?: string,
): Promise<BetSums[]> {
  const params: unknown[] = [scope.ids, scope.rootId, scope.rootIncluded, ...rangeParams(ranges)];
  if (gameType) params.push(gameType);
  const rows = await db.query<BetSums & { k: number }>(sumsSql(ranges.length, Boolean(gameType)), params);
  return byRange(rows, ranges.length, NO_BETS);
}
