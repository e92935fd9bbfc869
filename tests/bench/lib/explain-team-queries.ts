/**
 * The plans (EXPLAIN ANALYZE) of the team report queries, printed as they run: every statement a report sends
 * through `db` is also sent as EXPLAIN ANALYZE, so the plans shown are of the exact SQL and parameters the pages use
 * (lines cut at 240 characters: a team's 10,000 ids would fill the screen).
 */
import { teamOverview } from '../../../platform/agents/overview';
import { teamBets, teamLoss } from '../../../platform/agents/reports';
import type { ReportScope } from '../../../platform/agents/team-scope';
import { teamTransactions, teamTransactionTotals } from '../../../platform/agents/team-transactions';
import type { Database } from '../../../platform/db/database';

function explaining(db: Database, label: string): Database {
  return {
    ...db,
    location: db.location,
    async query<T>(sql: string, params?: unknown[]): Promise<T[]> {
      if (/^\s*WITH RECURSIVE scope/.test(sql)) return db.query<T>(sql, params); // the scope walk itself
      const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      console.log(`\n--- ${label}\n${plan.map((row) => row['QUERY PLAN'].slice(0, 240)).join('\n')}`);
      // the real rows too: a report may compute its next statement from this one's answer (team betting's cut)
      return db.query<T>(sql, params);
    },
  };
}

export async function explainRawQueries(
  db: Database,
  scope: ReportScope,
  range: { from: Date; to: Date },
  now: Date,
  timeZone: string,
): Promise<void> {
  const page = { limit: 20, offset: 0 };
  await teamBets(explaining(db, 'team betting page 1'), { scope, ...range }, page);
  await teamLoss(explaining(db, 'downline loss'), { scope, ...range }, page);
  await teamTransactions(explaining(db, 'account details page 1'), { scope, ...range }, page);
  await teamTransactionTotals(explaining(db, 'account details totals'), { scope, ...range });
  await teamOverview(explaining(db, 'overview'), scope.rootId, now, timeZone);
}
