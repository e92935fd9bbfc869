/**
 * A scope's deposits and withdrawals over [from, to), exact at the instant of the read, from the money hour rows
 * (migration 0550, money-report-sql.ts) the way team-sums.ts reads bets from the bet hour rows:
 *
 *   Σ team_money_hours of the scope's root over the whole UTC hours inside the range (folded by the job)
 * + Σ (current − folded) of the scope's member rows still dirty in those hours (what the fold has not reached)
 * + the root's own member rows in those hours, when the root is in the scope (a named downline member)
 * + the raw movements of the partial hours at both ends (at most two; a Myanmar day starts at :30 UTC).
 *
 * One statement, so every part reads the same snapshot. What counts as a deposit or a withdrawal is the ledger
 * registry's (money-report-sql.ts). The raw movements remain the reference
 * (tests/platform/agents/team-money.test.ts compares the two).
 */
import type { Database } from '../db/database';
import { DEPOSIT_KINDS_IN, MONEY_KINDS_IN } from './money-report-sql';
import type { ReportScope } from './team-scope';
import { byRange, rangeParams, rangeSlots, SCOPE_JOIN } from './team-sums';

export interface MoneySums {
  deposits: number;
  withdrawals: number;
}

/**
 * The raw sums (the select list and the rest) of the scope's ($1) movements in [from, to), read by time (0550); as
 * bigint, like the hour rows' (team-sums.ts RAW_SUMS says why).
 */
const rawMoneySql = (from: string, to: string) => `
    coalesce(sum(p.amount) FILTER (WHERE t.kind ${DEPOSIT_KINDS_IN}), 0)::bigint,
    coalesce(-sum(p.amount) FILTER (WHERE t.kind NOT ${DEPOSIT_KINDS_IN}), 0)::bigint
  FROM ledger_transactions t JOIN unnest($1::bigint[]) AS s(id) ON s.id = t.member_id
  JOIN ledger_postings p ON p.transaction_id = t.id
  JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id = t.member_id AND a.kind = 'wallet'
  WHERE t.kind ${MONEY_KINDS_IN} AND t.created_at >= ${from} AND t.created_at < ${to}`;

/**
 * Parameters: $1 scope ids, $2 root id, $3 root included, then for each range k its from, first whole hour, end of
 * the last whole hour and to (from $4 + 4k): the ids are sent once for all the ranges, as team-sums.ts does.
 */
function sumsSql(ranges: number): string {
  const parts = Array.from({ length: ranges }, (_, k) => {
    const { from, first, last, to } = rangeSlots(k);
    const hours = `hour >= ${first} AND hour < ${last}`;
    return `SELECT ${k}, deposits, withdrawals FROM team_money_hours WHERE agent_id = $2 AND ${hours}
    UNION ALL
    SELECT ${k}, deposits, withdrawals FROM member_money_hours WHERE $3 AND member_id = $2 AND ${hours}
    UNION ALL
    SELECT ${k}, deposits - folded_deposits, withdrawals - folded_withdrawals FROM member_money_hours ${SCOPE_JOIN}
    WHERE dirty AND ${hours} AND member_id <> $2
    UNION ALL
    SELECT ${k}, ${rawMoneySql(from, first)}
    UNION ALL
    SELECT ${k}, ${rawMoneySql(last, to)}`;
  });
  return `SELECT k, coalesce(sum(deposits), 0)::bigint AS deposits, coalesce(sum(withdrawals), 0)::bigint AS withdrawals
  FROM (${parts.join('\n    UNION ALL\n    ')}) AS parts(k, deposits, withdrawals)
  GROUP BY k`;
}

/** The scope's sums over each of `ranges`, in one statement. */
export async function teamMoneySums(
  db: Database,
  scope: ReportScope,
  ranges: { from: Date; to: Date }[],
): Promise<MoneySums[]> {
  const rows = await db.query<MoneySums & { k: number }>(sumsSql(ranges.length), [
    scope.ids,
    scope.rootId,
    scope.rootIncluded,
    ...rangeParams(ranges),
  ]);
  return byRange(rows, ranges.length, { deposits: 0, withdrawals: 0 });
}
