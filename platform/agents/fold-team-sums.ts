/**
 * The fold: moves what the bets added to members' hour rows (member_bet_hours, migration 0520) into the hour
 * rows of every upline's team (team_bet_hours), so a team report reads one row per hour instead of every bet of
 * a 10,000-member downline (team-sums.ts), and into the member's own day rows (member_bet_days, migration 0540),
 * so a report per member reads one row per day played instead of every bet or hour (member-sums.ts). Deposits and
 * withdrawals fold the same way, from member_money_hours into team_money_hours (migration 0550, team-money.ts).
 * It runs in a job (team-sums-job.ts), never on a bet's or a movement's path: those only touch their own member's
 * row, so players of one big team never queue on their uplines' rows.
 *
 * Each batch is one transaction: it locks up to `batchSize` dirty member rows (SKIP LOCKED: a row a bet is
 * writing right now waits for the next batch, and the fold never waits on a player), adds each row's
 * (current − folded) to the team row of every ancestor (and, for bets, to the member's day row), and sets
 * folded = current, dirty = false. A crash rolls the batch back whole, and a second run finds nothing left to
 * add: folding is idempotent by construction.
 *
 * Assumption: a member's upline never changes (no code updates members.upline_id once a member exists). The
 * chain is read at fold time; if uplines could move, sums folded into the old chain would stay there.
 */
import type { Database } from '../db/database';
import { MAX_TEAM_DEPTH } from './team-scope';

/**
 * Member rows per batch (one transaction). A player whose row is in the batch being folded waits for its commit
 * before their next bet in that hour and game type can add to the row, so batches stay short: the bench folded
 * 14,000-29,000 rows a second on a loaded 2-core machine (tests/bench/agent-team.ts prints it), so a batch of 200
 * holds its rows for about 7-14 ms, well inside a round's own latency budget.
 */
export const FOLD_BATCH_ROWS = 200;

/** Two folds never interleave their team-row updates (which could deadlock): a second one waits. */
const FOLD_LOCK = 'SELECT pg_advisory_xact_lock(5200001)';

/** A member hour table, the team table it folds into, the key columns besides the member and hour, and the sums. */
interface HourSums {
  member: string;
  team: string;
  keys: string[];
  sums: readonly string[];
}

const BETS: HourSums = {
  member: 'member_bet_hours',
  team: 'team_bet_hours',
  keys: ['game_type'],
  sums: ['bet_rows', 'bets', 'stake', 'valid_bet', 'win'],
};
const MONEY: HourSums = {
  member: 'member_money_hours',
  team: 'team_money_hours',
  keys: [],
  sums: ['deposits', 'withdrawals'],
};

/**
 * One batch of `table`, `extra` being more data-modifying CTEs over `picked`. The chain walk stops where
 * team-scope.ts's scopeCte stops (an agent's team reaches MAX_TEAM_DEPTH levels down), so a team row holds exactly
 * the members that agent's scope lists. A chain longer than that is a loop or corrupt data: the batch refuses
 * loudly (throws, nothing folded) rather than fold part of a row.
 */
function foldBatchSql(table: HourSums, extra = ''): string {
  const { member, team, sums } = table;
  const keys = ['hour', ...table.keys];
  const groups = keys.map((_, i) => i + 2).join(', ');
  return `WITH RECURSIVE picked AS MATERIALIZED (
    SELECT member_id, ${keys.join(', ')}, ${sums.join(', ')}, ${sums.map((c) => `${c} - folded_${c} AS d_${c}`).join(', ')}
    FROM ${member} WHERE dirty ORDER BY hour, member_id${table.keys.map((k) => `, ${k}`).join('')}
    LIMIT $1 FOR UPDATE SKIP LOCKED
  ), chain AS (
    SELECT p.member_id, m.upline_id AS agent_id, 1 AS depth
    FROM (SELECT DISTINCT member_id FROM picked) p JOIN members m ON m.id = p.member_id WHERE m.upline_id IS NOT NULL
    UNION ALL
    SELECT c.member_id, m.upline_id, c.depth + 1 FROM chain c JOIN members m ON m.id = c.agent_id
    WHERE m.upline_id IS NOT NULL AND c.depth < ${MAX_TEAM_DEPTH}
  ), too_deep AS (
    SELECT count(*) AS n FROM chain c JOIN members m ON m.id = c.agent_id
    WHERE c.depth = ${MAX_TEAM_DEPTH} AND m.upline_id IS NOT NULL
  ), added AS (
    INSERT INTO ${team} AS t (agent_id, ${keys.join(', ')}, ${sums.join(', ')})
    SELECT c.agent_id, ${keys.map((k) => `p.${k}`).join(', ')}, ${sums.map((c) => `sum(p.d_${c})`).join(', ')}
    FROM picked p JOIN chain c ON c.member_id = p.member_id
    WHERE (SELECT n FROM too_deep) = 0
    GROUP BY 1, ${groups} ORDER BY 1, ${groups}
    ON CONFLICT (agent_id, ${keys.join(', ')}) DO UPDATE SET ${sums.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ')}
    RETURNING 1
  ),${extra} cleaned AS (
    UPDATE ${member} h SET ${sums.map((c) => `folded_${c} = p.${c}`).join(', ')}, dirty = false
    FROM picked p
    WHERE h.member_id = p.member_id${keys.map((k) => ` AND h.${k} = p.${k}`).join('')}
      AND (SELECT n FROM too_deep) = 0
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM picked)::bigint AS picked, (SELECT count(*) FROM cleaned)::bigint AS folded,
    (SELECT n FROM too_deep)::bigint AS too_deep`;
}

/** The bets' batch also adds each member's hour rows to their own day rows (member-sums.ts reads them). */
const FOLD_BETS_BATCH = foldBatchSql(
  BETS,
  `
  days AS (
    INSERT INTO member_bet_days AS d (member_id, day, game_type, ${BETS.sums.join(', ')})
    SELECT p.member_id, date_trunc('day', p.hour, 'UTC'), p.game_type, ${BETS.sums.map((c) => `sum(p.d_${c})`).join(', ')}
    FROM picked p
    WHERE (SELECT n FROM too_deep) = 0
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (member_id, day, game_type) DO UPDATE SET ${BETS.sums.map((c) => `${c} = d.${c} + excluded.${c}`).join(', ')}
    RETURNING 1
  ),`,
);
const FOLD_MONEY_BATCH = foldBatchSql(MONEY);

/**
 * Folds one batch of bet hour rows, or of money hour rows (`money`); returns how many member rows it folded (0:
 * nothing dirty that is not being written).
 */
export async function foldTeamSumsBatch(db: Database, batchSize = FOLD_BATCH_ROWS, money = false): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(FOLD_LOCK);
    const [row] = await tx.query<{ picked: number; folded: number; too_deep: number }>(
      money ? FOLD_MONEY_BATCH : FOLD_BETS_BATCH,
      [batchSize],
    );
    if (!row || row.too_deep > 0) {
      throw new Error(
        `team sums fold: an upline chain is longer than ${MAX_TEAM_DEPTH} levels (a loop in members.upline_id?)`,
      );
    }
    return row.folded;
  });
}

/** Folds bet rows, then money rows, batch after batch until a batch comes back short; returns the rows folded. */
export async function foldTeamSums(db: Database, batchSize = FOLD_BATCH_ROWS): Promise<number> {
  let total = 0;
  for (const money of [false, true]) {
    for (;;) {
      const folded = await foldTeamSumsBatch(db, batchSize, money);
      total += folded;
      if (folded < batchSize) break;
    }
  }
  return total;
}
