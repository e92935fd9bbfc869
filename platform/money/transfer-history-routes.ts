/**
 * The operator's history of transfers (src/api/calls/admin-history.ts): wallet and agent transfers of a merchant,
 * filtered, paged, with the filtered set's count and amount, and the set as a CSV (GET <call path>.csv). Read only.
 */
import {
  adminTransferHistoryCall,
  HISTORY_CSV_MAX_ROWS,
  type TransferHistoryRow,
  transferHistoryQuery,
} from '../../src/api/calls/admin-history';
import { csvAttachment, minorToPlain } from '../core/csv';
import { historyFilter, historyPage, localTimeText, pageOffset } from '../core/history-window';
import type { PlatformDeps } from '../deps';
import { parseWith, type Router } from '../http/route';
import { type TransferHistoryDbRow, transferHistory, transferHistoryTotals } from './transfer-history-queries';

const rowOut = (row: TransferHistoryDbRow): TransferHistoryRow => ({
  id: Number(row.id),
  kind: row.kind,
  username: row.username,
  recipient: row.recipient,
  vendor: row.reference?.startsWith('vendor:') ? row.reference.slice('vendor:'.length) : null,
  amount: Number(row.amount),
  createdAt: row.created_at.toISOString(),
});

const CSV_HEADER = ['ID', 'Kind', 'Member', 'Recipient', 'Vendor wallet', 'Amount', 'Time'];

export function registerTransferHistoryRoutes(router: Router, deps: PlatformDeps): void {
  const { db, merchants } = deps;

  router.route(adminTransferHistoryCall, async ({ query }) => {
    const { merchant, filter } = historyFilter(merchants, query);
    const [rows, totals] = await Promise.all([
      transferHistory(db, filter, query.size, pageOffset(query)),
      transferHistoryTotals(db, filter),
    ]);
    return historyPage(merchant, query, rows.map(rowOut), totals);
  });

  router.app.get(`${adminTransferHistoryCall.path}.csv`, async (c) => {
    const query = parseWith(transferHistoryQuery, c.req.query(), 'query');
    const { merchant, filter } = historyFilter(merchants, query);
    const zone = merchant.tenant.timeZone;
    const rows = (await transferHistory(db, filter, HISTORY_CSV_MAX_ROWS + 1, 0)).map((dbRow) => {
      const row = rowOut(dbRow);
      return [
        String(row.id),
        row.kind,
        row.username,
        row.recipient ?? '',
        row.vendor ?? '',
        minorToPlain(row.amount),
        localTimeText(row.createdAt, zone),
      ];
    });
    return csvAttachment(c, `transfers-${merchant.code}.csv`, CSV_HEADER, rows);
  });
}
