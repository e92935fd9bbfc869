/**
 * Each member's bet sums over [from, to), exact at the instant of the read, without reading every bet of a big
 * team: the downline-loss report (reports.ts teamLoss) ranks a 10,000-member team by them.
 *
 *   Σ member_bet_days over the whole UTC days inside the range (folded by the job, migration 0540)
 * + Σ (current − folded) of the member's hour rows still dirty in those days (what the fold has not reached)
 * + the member's hour rows (current) of the whole hours before the first and after the last whole day
 * + the raw bets of the partial hours at both ends (at most two; a Myanmar day starts at :30 UTC).
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

/**
 * The statement's parameters: $1/$2 the scope's ids and levels (team-scope.ts scopeRows, for the caller's join),
 * $3 from, $4 first whole hour, $5 first whole day, $6 end of the last whole day, $7 end of the last whole hour,
 * $8 to, then the game type if any. With no whole day in the range, both day edges are the end of the whole hours,
 * so the hour part before them covers every whole hour.
 */
export function memberSumsParams(scope: ReportScope, range: { from: Date; to: Date }, gameType?: string): unknown[] {
  const hours = wholeHours(range);
  let firstDay = ceilDay(hours.first);
  let lastDay = floorDay(hours.last);
  if (!(firstDay < lastDay)) {
    firstDay = hours.last;
    lastDay = hours.last;
  }
  const params: unknown[] = [scope.ids, scope.levels, range.from, hours.first, firstDay, lastDay, hours.last, range.to];
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
      SELECT member_id, ${CURRENT_SUMS} FROM member_bet_hours ${SCOPE_JOIN} WHERE hour >= $4 AND hour < $5${type}
      UNION ALL
      SELECT member_id, ${CURRENT_SUMS} FROM member_bet_hours ${SCOPE_JOIN} WHERE hour >= $6 AND hour < $7${type}
      UNION ALL
      SELECT member_id, ${RAW_SUMS} FROM bets ${SCOPE_JOIN} WHERE placed_at >= $3 AND placed_at < $4${type}
      GROUP BY member_id
      UNION ALL
      SELECT member_id, ${RAW_SUMS} FROM bets ${SCOPE_JOIN} WHERE placed_at >= $7 AND placed_at < $8${type}
      GROUP BY member_id
    ) AS parts(member_id, rows, bets, stake, valid_bet, win)
    GROUP BY member_id`;
}
