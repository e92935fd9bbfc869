/**
 * The agent centre's team overview (agentTeamOverview): team size, and for today, yesterday, this month and
 * last month in the merchant's time zone (core/merchant-periods.ts) the team's new members, active players,
 * deposits, withdrawals, settled bets, valid bet and profit, plus the agent's own commission (ledger kinds
 * agent_salary and agent_dividend credited to their wallet by the contract settlement). The bet sums, deposits
 * and withdrawals come from the hour sums (team-sums.ts, team-money.ts: one statement each for the four periods);
 * the other figures from statements covering the four periods at once with FILTER clauses.
 */
import type { OverviewFigures, OverviewPeriod } from '../../src/api/calls/agents/team';
import { type Period, periodOf, previousPeriod } from '../core/merchant-periods';
import type { Database } from '../db/database';
import { activeMembers } from './active-members';
import { teamMoneySums } from './team-money';
import { reportScope } from './team-scope';
import { teamBetSums } from './team-sums';

export function overviewPeriods(now: Date, timeZone: string): [OverviewPeriod, Period][] {
  return [
    ['today', periodOf('day', now, timeZone)],
    ['yesterday', previousPeriod('day', now, timeZone)],
    ['thisMonth', periodOf('month', now, timeZone)],
    ['lastMonth', previousPeriod('month', now, timeZone)],
  ];
}

type Row = Record<string, number>;

/** SQL pieces for the four periods, their parameters numbered from `$<base>`: each period's start and end. */
function periodSql(periods: [OverviewPeriod, Period][], base: number) {
  const within = (column: string, i: number) => `${column} >= $${base + 2 * i} AND ${column} < $${base + 1 + 2 * i}`;
  const each = (make: (i: number) => string) => periods.map((_, i) => make(i)).join(',\n');
  const params = periods.flatMap(([, p]) => [p.start, p.end]);
  // the span of all four, after them: the index range the agent's postings are read in
  const span = { from: `$${base + params.length}`, to: `$${base + params.length + 1}` };
  const first = new Date(Math.min(...periods.map(([, p]) => p.start.getTime())));
  const last = new Date(Math.max(...periods.map(([, p]) => p.end.getTime())));
  return { within, each, span, params: [...params, first, last] };
}

export async function teamOverview(
  db: Database,
  agentId: number,
  now: Date,
  timeZone: string,
): Promise<{ teamSize: { direct: number; total: number }; periods: OverviewFigures[] }> {
  const periods = overviewPeriods(now, timeZone);
  // The team as a list of ids: the sums add what the fold has not reached member by member.
  const scope = await reportScope(db, '', agentId, undefined);
  // the team's ids or the agent as $1, the periods after it
  const own = periodSql(periods, 2);
  const ranges = periods.map(([, p]) => ({ from: p.start, to: p.end }));

  const [joined, bets, activity, money, commission] = await Promise.all([
    db.query<Row>(
      `SELECT ${own.each((i) => `count(*) FILTER (WHERE ${own.within('m.created_at', i)})::bigint AS new_${i}`)}
       FROM unnest($1::bigint[]) AS s(id) JOIN members m ON m.id = s.id`,
      [scope.ids, ...own.params.slice(0, -2)],
    ),
    teamBetSums(db, scope, ranges),
    activeMembers(db, scope.ids, periods),
    teamMoneySums(db, scope, ranges),
    db.query<Row>(
      `SELECT ${own.each((i) => `coalesce(sum(p.amount) FILTER (WHERE ${own.within('p.created_at', i)}), 0)::bigint AS c_${i}`)}
       FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id
       JOIN ledger_transactions t ON t.id = p.transaction_id
       WHERE a.member_id = $1 AND a.kind = 'wallet' AND t.kind IN ('agent_salary', 'agent_dividend')
         AND p.created_at >= ${own.span.from} AND p.created_at < ${own.span.to}`,
      [agentId, ...own.params],
    ),
  ]);
  const [t = {}, c = {}] = [joined[0], commission[0]];
  return {
    teamSize: { direct: scope.levels.filter((level) => level === 1).length, total: scope.ids.length },
    periods: periods.map(([period, p], i) => ({
      period,
      start: p.start.toISOString(),
      end: p.end.toISOString(),
      newMembers: t[`new_${i}`] ?? 0,
      activeMembers: activity[i] ?? 0,
      deposits: money[i]?.deposits ?? 0,
      withdrawals: money[i]?.withdrawals ?? 0,
      bets: bets[i]?.bets ?? 0,
      validBet: bets[i]?.valid_bet ?? 0,
      profit: (bets[i]?.win ?? 0) - (bets[i]?.stake ?? 0),
      commission: c[`c_${i}`] ?? 0,
    })),
  };
}
