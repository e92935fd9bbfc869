/**
 * The overview's active members: how many of the team placed at least one settled bet in each period. A distinct
 * count is not a sum, so the hour sums (team-sums.ts) cannot give it; it is read from each member's rows of their
 * merchant's local days and months (member_active_periods, kept by a trigger on the bets, migration 0560): one
 * statement, at most one row per member and period, joined to the team.
 */
import type { OverviewPeriod } from '../../src/api/calls/agents/team';
import type { Period } from '../core/merchant-periods';
import type { Database } from '../db/database';

/** The active members of each period (local days and months of the merchant's time zone), in the order given. */
export async function activeMembers(
  db: Database,
  ids: number[],
  periods: [OverviewPeriod, Period][],
): Promise<number[]> {
  const params: unknown[] = [ids];
  const each = periods.map(([, period]) => {
    if (period.kind !== 'day' && period.kind !== 'month') {
      throw new Error(`active members: a ${period.kind} is not counted, only days and months`);
    }
    params.push(period.kind, period.key);
    return `(a.period = $${params.length - 1} AND a.start = $${params.length}::date)`;
  });
  const [row] = await db.query<Record<string, number>>(
    `SELECT ${each.map((match, i) => `count(*) FILTER (WHERE ${match})::bigint AS active_${i}`).join(', ')}
     FROM member_active_periods a JOIN unnest($1::bigint[]) AS s(id) ON s.id = a.member_id
     WHERE a.bets > 0 AND (${each.join(' OR ')})`,
    params,
  );
  return periods.map((_, i) => row?.[`active_${i}`] ?? 0);
}
