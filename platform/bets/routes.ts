/**
 * The bets area: the member's betting record (paged, with totals), its CSV export and personal profit and
 * loss per game type. A member reads only their own bets: every filter starts from the session's member id.
 */
import { betExportCall, betRecordCall, profitCall } from '../../src/api/calls/bets/bet-record';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { type BetRecordRow, betExport, betPage, betTotals, profitByType, type SumsDb } from './bet-queries';
import { betFilterOf } from './bet-range';

const rowOut = (row: BetRecordRow) => ({
  id: row.id,
  time: row.placed_at.toISOString(),
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

const sumsOut = (sums: SumsDb) => ({
  bets: sums.bets,
  stake: sums.stake,
  validBet: sums.valid_bet,
  win: sums.win,
  profit: sums.win - sums.stake,
});

export function registerBetRoutes(router: Router, deps: PlatformDeps): void {
  const { db } = deps;

  router.route(betRecordCall, async ({ query, requireMember }) => {
    const filter = betFilterOf(requireMember().id, query);
    const [rows, { total, sums }] = await Promise.all([
      betPage(db, filter, query.pageSize, (query.page - 1) * query.pageSize),
      betTotals(db, filter),
    ]);
    return { rows: rows.map(rowOut), page: query.page, pageSize: query.pageSize, total, totals: sumsOut(sums) };
  });

  router.route(betExportCall, async ({ query, requireMember }) => {
    const { rows, truncated } = await betExport(db, betFilterOf(requireMember().id, query));
    return { rows: rows.map(rowOut), truncated };
  });

  router.route(profitCall, async ({ query, requireMember }) => {
    const rows = await profitByType(db, betFilterOf(requireMember().id, query));
    const total = rows.reduce(
      (sum, row) => ({
        bets: sum.bets + row.bets,
        stake: sum.stake + row.stake,
        valid_bet: sum.valid_bet + row.valid_bet,
        win: sum.win + row.win,
      }),
      { bets: 0, stake: 0, valid_bet: 0, win: 0 },
    );
    return { rows: rows.map((row) => ({ gameType: row.game_type, ...sumsOut(row) })), total: sumsOut(total) };
  });
}
