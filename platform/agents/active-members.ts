/**
 * The overview's active members: how many of the team placed at least one settled bet in each period. A
 * distinct count is not a sum, so the hour sums (team-sums.ts) cannot give it; it is read from the bets, in one
 * statement, two ways:
 *
 * - today and yesterday: the team's bets of those two days, joined to the team (the planner reads the days'
 *   rows by time, BRIN, for a big team, or probes member by member for a small one), kept as the distinct
 *   (member, day) pairs;
 * - each month: one probe of bets_member_record per member, which stops at the first bet, skipped for a member
 *   already found on a day inside that month (OR evaluates left to right). Probing the days as well cost about
 *   30 ms each on the bench's 10,000-member team; joining a whole month of bets was slower than probing it.
 */
import type { OverviewPeriod } from '../../src/api/contract/agents/team';
import type { Period } from '../core/merchant-periods';
import type { Database } from '../db/database';

const within = (inner: Period, outer: Period) => inner.start >= outer.start && inner.end <= outer.end;

/** The active members of each period, in the order given; the periods must include today and yesterday. */
export async function activeMembers(
  db: Database,
  ids: number[],
  periods: [OverviewPeriod, Period][],
): Promise<number[]> {
  const today = periods.find(([name]) => name === 'today')?.[1];
  const yesterday = periods.find(([name]) => name === 'yesterday')?.[1];
  if (!today || !yesterday || yesterday.end.getTime() !== today.start.getTime()) {
    throw new Error('active members: the periods must include today and the yesterday just before it');
  }
  const params: unknown[] = [ids, yesterday.start, today.start, today.end];
  const count = (period: Period) => {
    if (period === today) return '(SELECT count(*) FROM days WHERE today)';
    if (period === yesterday) return '(SELECT count(*) FROM days WHERE NOT today)';
    // the days inside this period: their members need no probe
    const found = [within(today, period) && 'today', within(yesterday, period) && 'NOT today'].filter(Boolean);
    params.push(period.start, period.end);
    const [from, to] = [`$${params.length - 1}`, `$${params.length}`];
    return `count(*) FILTER (WHERE ${found.length ? `s.id IN (SELECT member_id FROM days WHERE ${found.join(' OR ')}) OR ` : ''}EXISTS (
      SELECT 1 FROM bets b WHERE b.member_id = s.id AND b.status = 'settled' AND b.placed_at >= ${from} AND b.placed_at < ${to}))`;
  };
  const columns = periods.map(([, period], i) => `${count(period)}::bigint AS active_${i}`).join(',\n  ');
  const [row] = await db.query<Record<string, number>>(
    `WITH days AS MATERIALIZED (
       SELECT DISTINCT b.member_id, b.placed_at >= $3 AS today
       FROM bets b JOIN unnest($1::bigint[]) AS t(id) ON t.id = b.member_id
       WHERE b.status = 'settled' AND b.placed_at >= $2 AND b.placed_at < $4
     )
     SELECT ${columns}
     FROM unnest($1::bigint[]) AS s(id)`,
    params,
  );
  return periods.map((_, i) => row?.[`active_${i}`] ?? 0);
}
