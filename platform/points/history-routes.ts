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
import { localDaysWindow, localTimeText, merchantStyleOf, pagesOf } from '../core/history-window';
import { notFound } from '../core/platform-error';
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

  const filterOf = (query: { merchantCode: string; from?: string; to?: string }) => {
    const merchant = merchants.byCode(query.merchantCode);
    if (!merchant) throw notFound(`unknown merchant ${query.merchantCode}`);
    return { merchant, filter: { ...query, ...localDaysWindow(query, merchant.tenant.timeZone) } };
  };

  router.route(adminRedeemHistoryCall, async ({ query }) => {
    const { merchant, filter } = filterOf(query);
    const [rows, totals] = await Promise.all([
      redeemHistory(db, filter, query.size, (query.page - 1) * query.size),
      redeemHistoryTotals(db, filter),
    ]);
    return {
      rows: rows.map(rowOut),
      page: query.page,
      size: query.size,
      pages: pagesOf(totals.count, query.size),
      totals,
      style: merchantStyleOf(merchant),
    };
  });

  router.app.get(`${adminRedeemHistoryCall.path}.csv`, async (c) => {
    const query = parseWith(redeemHistoryQuery, c.req.query(), 'query');
    const { merchant, filter } = filterOf(query);
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
