/**
 * The agent centre's team area: overview, opening an account, the downline tree and the four team reports.
 * Every call is under /wps/agent/, so the route binder lets only agents in (http/audience.ts); every query
 * starts from the signed-in agent (team-scope.ts), and a member named outside their downline is 403
 * not_own_downline.
 */

import { directMembersCall } from '../../src/api/calls/agents/members';
import {
  downlineListCall,
  incomeCall,
  incomeExportCall,
  registerDownlineCall,
  teamBetsCall,
  teamBetsExportCall,
  teamLossCall,
  teamLossExportCall,
  teamOverviewCall,
  teamTransactionsCall,
  teamTransactionsExportCall,
} from '../../src/api/calls/agents/team';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { directMembers } from './direct-members';
import { downlineList, registerDownline } from './downline';
import { teamOverview } from './overview';
import {
  cut,
  EXPORT_PAGING,
  type IncomeDb,
  income,
  incomeTotals,
  type MemberLossDb,
  type Paging,
  reportRange,
  type SumsDb,
  type TeamBetDb,
  teamBets,
  teamBetTotals,
  teamLoss,
} from './reports';
import { reportScope } from './team-scope';
import { type TeamTransactionDb, teamTransactions, teamTransactionTotals } from './team-transactions';

const sumsOut = (sums: SumsDb) => ({
  bets: sums.bets,
  stake: sums.stake,
  validBet: sums.valid_bet,
  win: sums.win,
  profit: sums.win - sums.stake,
});

const betOut = (row: TeamBetDb) => ({
  id: row.id,
  time: row.placed_at.toISOString(),
  username: row.username,
  vendor: row.vendor,
  gameType: row.game_type,
  gameCode: row.game_code,
  gameName: row.game_name,
  roundId: row.round_id,
  stake: row.stake,
  validBet: row.valid_bet,
  win: row.win,
  profit: row.win - row.stake,
  status: row.status,
});

const incomeOut = (row: IncomeDb) => ({
  id: row.id,
  time: row.created_at.toISOString(),
  kind: row.kind,
  amount: row.amount,
  balanceAfter: row.balance_after,
  memo: row.memo,
  settlement:
    row.contract_kind && row.period_start && row.period_end
      ? {
          contract: row.contract_kind,
          periodStart: row.period_start.toISOString(),
          periodEnd: row.period_end.toISOString(),
        }
      : null,
});

const transactionOut = (row: TeamTransactionDb) => ({
  id: row.id,
  time: row.created_at.toISOString(),
  username: row.username,
  kind: row.kind,
  amount: row.amount,
  balanceAfter: row.balance_after,
  vendor: row.vendor,
});

const pagingOf = (query: { page: number; pageSize: number }): Paging => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

const kindsOf = (kinds: string | undefined) => kinds?.split(',').filter(Boolean);

export function registerAgentTeamRoutes(router: Router, deps: PlatformDeps): void {
  const { db } = deps;

  router.route(teamOverviewCall, ({ merchant, requireMember }) =>
    teamOverview(db, requireMember().id, deps.clock(), merchant.tenant.timeZone),
  );

  router.route(registerDownlineCall, ({ merchant, body, requireMember }) =>
    registerDownline(deps, merchant, requireMember(), body),
  );

  router.route(directMembersCall, ({ merchant, query, requireMember }) =>
    directMembers(db, merchant, requireMember().id, query),
  );

  router.route(downlineListCall, ({ merchant, query, requireMember }) =>
    downlineList(deps, merchant, requireMember(), query),
  );

  /** The filter of a bet report: the range first (its codes), then the scope (not_own_downline). */
  const betFilter = async (
    merchantCode: string,
    agentId: number,
    query: { from: string; to: string; username?: string | undefined; gameType?: string | undefined },
  ) => ({
    ...reportRange(query),
    scope: await reportScope(db, merchantCode, agentId, query.username),
    gameType: query.gameType,
  });

  router.route(teamBetsCall, async ({ merchant, query, requireMember }) => {
    const filter = await betFilter(merchant.code, requireMember().id, query);
    const [rows, { total, sums }] = await Promise.all([
      teamBets(db, filter, pagingOf(query)),
      teamBetTotals(db, filter),
    ]);
    return { rows: rows.map(betOut), page: query.page, pageSize: query.pageSize, total, totals: sumsOut(sums) };
  });

  router.route(teamBetsExportCall, async ({ merchant, query, requireMember }) => {
    const filter = await betFilter(merchant.code, requireMember().id, query);
    const { rows, truncated } = cut(await teamBets(db, filter, EXPORT_PAGING));
    return { rows: rows.map(betOut), truncated };
  });

  const lossOut = (row: MemberLossDb) => ({ username: row.username, level: row.level, ...sumsOut(row) });

  router.route(teamLossCall, async ({ merchant, query, requireMember }) => {
    const filter = await betFilter(merchant.code, requireMember().id, query);
    const [{ rows, total }, { sums }] = await Promise.all([
      teamLoss(db, filter, pagingOf(query)),
      teamBetTotals(db, filter),
    ]);
    return {
      rows: rows.map(lossOut),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totals: sumsOut(sums),
    };
  });

  router.route(teamLossExportCall, async ({ merchant, query, requireMember }) => {
    const filter = await betFilter(merchant.code, requireMember().id, query);
    const { rows, truncated } = cut((await teamLoss(db, filter, EXPORT_PAGING)).rows);
    return { rows: rows.map(lossOut), truncated };
  });

  router.route(incomeCall, async ({ query, requireMember }) => {
    const filter = { agentId: requireMember().id, ...reportRange(query), kind: query.kind };
    const [rows, totals] = await Promise.all([income(db, filter, pagingOf(query)), incomeTotals(db, filter)]);
    return {
      rows: rows.map(incomeOut),
      page: query.page,
      pageSize: query.pageSize,
      total: totals.total,
      totals: { salary: totals.salary, dividend: totals.dividend, total: totals.salary + totals.dividend },
    };
  });

  router.route(incomeExportCall, async ({ query, requireMember }) => {
    const filter = { agentId: requireMember().id, ...reportRange(query), kind: query.kind };
    const { rows, truncated } = cut(await income(db, filter, EXPORT_PAGING));
    return { rows: rows.map(incomeOut), truncated };
  });

  const transactionFilter = async (
    merchantCode: string,
    agentId: number,
    query: { from: string; to: string; username?: string | undefined; kinds?: string | undefined },
  ) => ({
    ...reportRange(query),
    scope: await reportScope(db, merchantCode, agentId, query.username),
    kinds: kindsOf(query.kinds),
  });

  router.route(teamTransactionsCall, async ({ merchant, query, requireMember }) => {
    const filter = await transactionFilter(merchant.code, requireMember().id, query);
    const [rows, totals] = await Promise.all([
      teamTransactions(db, filter, pagingOf(query)),
      teamTransactionTotals(db, filter),
    ]);
    return {
      rows: rows.map(transactionOut),
      page: query.page,
      pageSize: query.pageSize,
      total: totals.total,
      totals: { credits: totals.credits, debits: totals.debits },
    };
  });

  router.route(teamTransactionsExportCall, async ({ merchant, query, requireMember }) => {
    const filter = await transactionFilter(merchant.code, requireMember().id, query);
    const { rows, truncated } = cut(await teamTransactions(db, filter, EXPORT_PAGING));
    return { rows: rows.map(transactionOut), truncated };
  });
}
