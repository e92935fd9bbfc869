/**
 * The operator's history of points redeems (src/api/calls/admin-history.ts): every status, filtered, paged, with the
 * filtered set's count, points and cash, and the set as a CSV (GET <call path>.csv). Read only.
 */
import {
  adminRedeemHistoryCall,
  HISTORY_CSV_MAX_ROWS,
  type RedeemHistoryRow,
  redeemHistoryQuery,
} from '../../src/api/calls/admin-history';
import { csvAttachment, minorToPlain } from '../core/csv';
import { historyFilter, historyPage, localTimeText, pageOffset } from '../core/history-window';
import type { PlatformDeps } from '../deps';
import { parseWith, type Router } from '../http/route';
import { type RedeemHistoryDbRow, redeemHistory, redeemHistoryTotals } from './history-queries';

const rowOut = (row: RedeemHistoryDbRow): RedeemHistoryRow => ({
  id: Number(row.id),
  username: row.username,
  itemId: row.item_id,
  kind: row.item_kind,
  points: Number(row.points),
  cash: row.cash === null ? null : Number(row.cash),
  status: row.status,
  reason: row.reason,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

const CSV_HEADER = ['ID', 'Member', 'Item', 'Kind', 'Points', 'Cash', 'Status', 'Requested', 'Decided', 'Reason'];

export function registerRedeemHistoryRoutes(router: Router, deps: PlatformDeps): void {
  const { db, merchants } = deps;

  router.route(adminRedeemHistoryCall, async ({ query }) => {
    const { merchant, filter } = historyFilter(merchants, query);
    const [rows, totals] = await Promise.all([
      redeemHistory(db, filter, query.size, pageOffset(query)),
      redeemHistoryTotals(db, filter),
    ]);
    return historyPage(merchant, query, rows.map(rowOut), totals);
  });

  router.app.get(`${adminRedeemHistoryCall.path}.csv`, async (c) => {
    const query = parseWith(redeemHistoryQuery, c.req.query(), 'query');
    const { merchant, filter } = historyFilter(merchants, query);
    const zone = merchant.tenant.timeZone;
    const rows = (await redeemHistory(db, filter, HISTORY_CSV_MAX_ROWS + 1, 0)).map((dbRow) => {
      const row = rowOut(dbRow);
      return [
        String(row.id),
        row.username,
        row.itemId,
        row.kind,
        String(row.points),
        row.cash === null ? '' : minorToPlain(row.cash),
        row.status,
        localTimeText(row.createdAt, zone),
        localTimeText(row.decidedAt, zone),
        row.reason ?? '',
      ];
    });
    return csvAttachment(c, `redeems-${merchant.code}.csv`, CSV_HEADER, rows);
  });
}
