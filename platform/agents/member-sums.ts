/**
 * Each member's bet sums over [from, to), exact at the instant of the read, without reading every bet of a big
 * team: the downline-loss report (reports.ts teamLoss) ranks a 10,000-member team by them.
 *
 *   Σ member_bet_days over a range of whole UTC days (folded by the job, migration 0540)
 * + Σ (current − folded) of the member's hour rows still dirty in those days (what the fold has not reached)
 * ± the member's hour rows (current) between the range's whole hours and those days, at each end
 * + the raw bets of the partial hours at both ends (at most two; a Myanmar day starts at :30 UTC).
 *
 * At each end, the days either stop short of the whole hours, whose hour rows are added, or reach past them to the
 * end of the day, and the hour rows beyond them are taken away: whichever reads fewer hours (at most 12). A week
 * up to now reads today as its day row less the current hour, not as every hour since midnight (on the bench's
 * 10,000-member team, 29,000 hour rows of the 93,000 the report read).
 *
 * One statement, so every part reads the same snapshot: a fold committing meanwhile moves sums from the dirty
 * hour rows to the day rows in one transaction, never counts them twice or not at all (as team-sums.ts does for
 * teams). The raw bets remain the reference (reports.ts teamLossFromBets; tests/platform/agents/team-sums.test.ts
 * compares the two).
 */

import type { ReportScope } from './team-scope';
import { DIRTY_SUMS, RAW_SUMS, SCOPE_JOIN, wholeHours } from './team-sums';

const DAY = 86_400_000;
const floorDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY) * DAY);
const ceilDay = (at: Date) => new Date(Math.ceil(at.getTime() / DAY) * DAY);

const CURRENT_SUMS = 'bet_rows, bets, stake, valid_bet, win';
/** The hour rows from `a` to `b`: added when a ≤ b (outside the days), taken away when b < a (inside them). */
const signed = (a: string, b: string) =>
  CURRENT_SUMS.split(', ')
    .map((column) => `CASE WHEN ${a}::timestamptz <= ${b}::timestamptz THEN ${column} ELSE -${column} END`)
    .join(', ');

/** An end takes its day row less the hours beyond the range when that leaves fewer hours to read. */
const HALF_DAY = DAY / 2;

/**
 * The statement's parameters: $1/$2 the scope's ids and levels (team-scope.ts scopeRows, for the caller's join),
 * $3 from, $4 first whole hour, $5 first day, $6 end of the last day, $7 end of the last whole hour, $8 to, then
 * the game type if any. The hours between $4 and $5, and between $6 and $7, are added when they lie outside the
 * days and taken away when inside them. With no day to use, both day edges are the end of the whole hours, so the
 * hour part before them covers every whole hour.
 */
export function memberSumsParams(scope: ReportScope, range: { from: Date; to: Date }, gameType?: string): unknown[] {
  const hours = wholeHours(range);
  const firstDay = ceilDay(hours.first);
  const lastDay = floorDay(hours.last);
  let days = {
    first: firstDay.getTime() - hours.first.getTime() > HALF_DAY ? floorDay(hours.first) : firstDay,
    last: hours.last.getTime() - lastDay.getTime() > HALF_DAY ? ceilDay(hours.last) : lastDay,
  };
  if (!(days.first < days.last)) days = { first: hours.last, last: hours.last };
  const params: unknown[] = [
    scope.ids,
    scope.levels,
    range.from,
    hours.first,
    days.first,
    days.last,
    hours.last,
    range.to,
  ];
  if (gameType) params.push(gameType);
  return params;
}

/**
 * SQL of a relation (member_id, rows, bets, stake, valid_bet, win) with one row per member of the scope who has a
 * bet row of any status in the range (memberSumsParams gives its parameters). Each part is one range of one
 * index's leading time or of a member's rows, so the planner can probe member by member or read a short time range.
 */
export function memberSumsSql(gameType: boolean): string {
  const type = gameType ? ' AND game_type = $9' : '';
  return `SELECT member_id, sum(rows)::bigint AS rows, sum(bets)::bigint AS bets, sum(stake)::bigint AS stake,
      sum(valid_bet)::bigint AS valid_bet, sum(win)::bigint AS win
    FROM (
      SELECT member_id, ${CURRENT_SUMS} FROM member_bet_days ${SCOPE_JOIN} WHERE day >= $5 AND day < $6${type}
      UNION ALL
      SELECT member_id, ${DIRTY_SUMS} FROM member_bet_hours ${SCOPE_JOIN}
      WHERE dirty AND hour >= $5 AND hour < $6${type}
      UNION ALL
      SELECT member_id, ${signed('$4', '$5')} FROM member_bet_hours ${SCOPE_JOIN}
      WHERE hour >= least($4, $5) AND hour < greatest($4, $5)${type}
      UNION ALL
      SELECT member_id, ${signed('$6', '$7')} FROM member_bet_hours ${SCOPE_JOIN}
      WHERE hour >= least($6, $7) AND hour < greatest($6, $7)${type}
      UNION ALL
      SELECT member_id, ${RAW_SUMS} FROM bets ${SCOPE_JOIN} WHERE placed_at >= $3 AND placed_at < $4${type}
      GROUP BY member_id
      UNION ALL
      SELECT member_id, ${RAW_SUMS} FROM bets ${SCOPE_JOIN} WHERE placed_at >= $7 AND placed_at < $8${type}
      GROUP BY member_id
    ) AS parts(member_id, rows, bets, stake, valid_bet, win)
    GROUP BY member_id`;
}
