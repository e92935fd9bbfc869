/**
 * A scope's bet sums over [from, to), exact at the instant of the read, without reading every bet of a big team:
 *
 *   Σ team_bet_hours of the scope's root over the whole UTC hours inside the range (folded by the job)
 * + Σ (current − folded) of the scope's member hour rows still dirty in those hours (what the fold has not reached)
 * + the root's own member hour rows in those hours, when the root is in the scope (a named downline member)
 * + the raw bets of the scope in the partial hours at both ends (at most two; a Myanmar day starts at :30 UTC).
 *
 * One statement, so every part reads the same snapshot: a fold committing meanwhile moves sums from the dirty
 * part to the team part, never counts them twice or not at all. Tables: migration 0520. The raw bets remain the
 * reference (reports.ts teamBetTotals before issue 14; tests compare the two).
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

const HOUR = 3_600_000;
const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR) * HOUR);
const ceilHour = (at: Date) => new Date(Math.ceil(at.getTime() / HOUR) * HOUR);

const HOUR_SUMS = 'bet_rows AS rows, bets, stake, valid_bet, win';
const DIRTY_SUMS = `bet_rows - folded_bet_rows, bets - folded_bets, stake - folded_stake,
  valid_bet - folded_valid_bet, win - folded_win`;
const RAW_SUMS = `count(*), count(*) FILTER (WHERE status = 'settled'),
  coalesce(sum(stake) FILTER (WHERE status = 'settled'), 0), coalesce(sum(valid_bet) FILTER (WHERE status = 'settled'), 0),
  coalesce(sum(win) FILTER (WHERE status = 'settled'), 0)`;

/**
 * Parameters: $1 scope ids, $2 root id, $3 root included, $4 from, $5 first whole hour, $6 end of the last
 * whole hour, $7 to, then the game type if any. The raw parts are one range each, so the planner can read a
 * short range of the bets' time (BRIN) and test membership in the hashed id list, or probe member by member for
 * a small scope, whichever is cheaper.
 */
function sumsSql(gameType: boolean): string {
  const type = gameType ? ' AND game_type = $8' : '';
  return `SELECT coalesce(sum(rows), 0)::bigint AS rows, coalesce(sum(bets), 0)::bigint AS bets,
      coalesce(sum(stake), 0)::bigint AS stake, coalesce(sum(valid_bet), 0)::bigint AS valid_bet,
      coalesce(sum(win), 0)::bigint AS win
    FROM (
      SELECT ${HOUR_SUMS} FROM team_bet_hours WHERE agent_id = $2 AND hour >= $5 AND hour < $6${type}
      UNION ALL
      SELECT ${HOUR_SUMS} FROM member_bet_hours WHERE $3 AND member_id = $2 AND hour >= $5 AND hour < $6${type}
      UNION ALL
      SELECT ${DIRTY_SUMS} FROM member_bet_hours
      WHERE dirty AND hour >= $5 AND hour < $6 AND member_id = ANY($1::bigint[]) AND member_id <> $2${type}
      UNION ALL
      SELECT ${RAW_SUMS} FROM bets WHERE placed_at >= $4 AND placed_at < $5 AND member_id = ANY($1::bigint[])${type}
      UNION ALL
      SELECT ${RAW_SUMS} FROM bets WHERE placed_at >= $6 AND placed_at < $7 AND member_id = ANY($1::bigint[])${type}
    ) AS parts(rows, bets, stake, valid_bet, win)`;
}

export async function teamBetSums(
  db: Database,
  scope: ReportScope,
  range: { from: Date; to: Date },
  gameType?: string,
): Promise<BetSums> {
  let first = ceilHour(range.from);
  let last = floorHour(range.to);
  // a range inside one or two partial hours: no whole hour, all from the raw bets
  if (first >= last) {
    first = range.to;
    last = range.to;
  }
  const params: unknown[] = [scope.ids, scope.rootId, scope.rootIncluded, range.from, first, last, range.to];
  if (gameType) params.push(gameType);
  const [row] = await db.query<BetSums>(sumsSql(Boolean(gameType)), params);
  return row ?? { rows: 0, bets: 0, stake: 0, valid_bet: 0, win: 0 };
}
