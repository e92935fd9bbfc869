/**
 * The operator's history of a member's bets (src/api/calls/admin-history.ts): every state, filtered, paged, with the
 * filtered set's count, stakes, valid bets and wins, and the set as a CSV (GET <call path>.csv). Read only.
 */
import {
  adminBetHistoryCall,
  type BetHistoryRow,
  betHistoryQuery,
  HISTORY_CSV_MAX_ROWS,
} from '../../src/api/calls/admin-history';
import { csvAttachment, minorToPlain } from '../core/csv';
import { historyFilter, historyPage, localTimeText, pageOffset } from '../core/history-window';
import type { PlatformDeps } from '../deps';
import { parseWith, type Router } from '../http/route';
import { type BetHistoryDbRow, betHistory, betHistoryTotals } from './history-queries';

const rowOut = (row: BetHistoryDbRow): BetHistoryRow => ({
  id: Number(row.id),
  username: row.username,
  vendor: row.vendor,
  gameType: row.game_type,
  game: row.game_name ?? row.game_code,
  roundId: row.round_id,
  stake: Number(row.stake),
  validBet: Number(row.valid_bet),
  win: Number(row.win),
  status: row.status,
  createdAt: row.placed_at.toISOString(),
  settledAt: row.settled_at?.toISOString() ?? null,
});

const CSV_HEADER = [
  'ID',
  'Member',
  'Vendor',
  'Game',
  'Round',
  'Stake',
  'Valid bet',
  'Win',
  'Status',
  'Placed',
  'Settled',
];

export function registerBetHistoryRoutes(router: Router, deps: PlatformDeps): void {
  const { db, merchants } = deps;

  router.route(adminBetHistoryCall, async ({ query }) => {
    const { merchant, filter } = historyFilter(merchants, query);
    const [rows, totals] = await Promise.all([
      betHistory(db, filter, query.size, pageOffset(query)),
      betHistoryTotals(db, filter),
    ]);
    return historyPage(merchant, query, rows.map(rowOut), totals);
  });

  router.app.get(`${adminBetHistoryCall.path}.csv`, async (c) => {
    const query = parseWith(betHistoryQuery, c.req.query(), 'query');
    const { merchant, filter } = historyFilter(merchants, query);
    const zone = merchant.tenant.timeZone;
    const rows = (await betHistory(db, filter, HISTORY_CSV_MAX_ROWS + 1, 0)).map((dbRow) => {
      const row = rowOut(dbRow);
      return [
        String(row.id),
        row.username,
        row.vendor,
        row.game,
        row.roundId,
        minorToPlain(row.stake),
        minorToPlain(row.validBet),
        minorToPlain(row.win),
        row.status,
        localTimeText(row.createdAt, zone),
        localTimeText(row.settledAt, zone),
      ];
    });
    return csvAttachment(c, `bets-${merchant.code}.csv`, CSV_HEADER, rows);
  });
}
