/**
 * The operator's history of promotion applications (src/api/calls/admin-history.ts): every status, filtered, paged,
 * with how many the filter finds, and the filtered set as a CSV (GET <call path>.csv). Read only. Promotions are
 * named by their slug (the tenant file's English name of it), or their id when the merchant no longer lists them.
 */
import {
  type ApplicationHistoryRow,
  adminApplicationHistoryCall,
  applicationHistoryQuery,
  HISTORY_CSV_MAX_ROWS,
} from '../../src/api/calls/admin-history';
import { csvAttachment } from '../core/csv';
import { historyFilter, historyPage, localTimeText, pageOffset } from '../core/history-window';
import type { PlatformDeps } from '../deps';
import { parseWith, type Router } from '../http/route';
import type { Merchant } from '../merchants/merchants';
import { ruleOf } from './definitions';
import { type ApplicationHistoryDbRow, applicationHistory, applicationHistoryCount } from './history-queries';

const rowOut = (merchant: Merchant, row: ApplicationHistoryDbRow): ApplicationHistoryRow => ({
  id: Number(row.id),
  username: row.username,
  promotionId: row.promotion_id,
  promotion: ruleOf(merchant, row.promotion_id)?.slug ?? row.promotion_id,
  remark: row.remark,
  status: row.status,
  reason: row.reason,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
  decidedBy: row.decided_by,
});

const CSV_HEADER = ['ID', 'Member', 'Promotion', 'Status', 'Applied', 'Decided', 'Decided by', 'Remark', 'Reason'];

export function registerApplicationHistoryRoutes(router: Router, deps: PlatformDeps): void {
  const { db, merchants } = deps;

  router.route(adminApplicationHistoryCall, async ({ query }) => {
    const { merchant, filter } = historyFilter(merchants, query);
    const [rows, count] = await Promise.all([
      applicationHistory(db, filter, query.size, pageOffset(query)),
      applicationHistoryCount(db, filter),
    ]);
    return historyPage(
      merchant,
      query,
      rows.map((row) => rowOut(merchant, row)),
      { count },
    );
  });

  router.app.get(`${adminApplicationHistoryCall.path}.csv`, async (c) => {
    const query = parseWith(applicationHistoryQuery, c.req.query(), 'query');
    const { merchant, filter } = historyFilter(merchants, query);
    const zone = merchant.tenant.timeZone;
    const rows = (await applicationHistory(db, filter, HISTORY_CSV_MAX_ROWS + 1, 0)).map((dbRow) => {
      const row = rowOut(merchant, dbRow);
      return [
        String(row.id),
        row.username,
        row.promotion,
        row.status,
        localTimeText(row.createdAt, zone),
        localTimeText(row.decidedAt, zone),
        row.decidedBy ?? '',
        row.remark,
        row.reason ?? '',
      ];
    });
    return csvAttachment(c, `applications-${merchant.code}.csv`, CSV_HEADER, rows);
  });
}
