/** The account record (transactionHistory) and its export for the CSV download. */
import { transactionExportCall, transactionHistoryCall } from '../../src/api/calls/money/account-record';
import { badRequest } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { accountRecord, MAX_EXPORT_ROWS, type RecordFilter, type RecordRowWithSubject } from './account-record';

/** Longest range one request may ask for: a year (the date presets are 7 and 30 days). */
const MAX_RANGE_MS = 366 * 24 * 60 * 60 * 1000;

function filterOf(memberId: number, query: { kinds?: string | undefined; from: string; to: string }): RecordFilter {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (!(from < to)) throw badRequest('from must be before to');
  if (to.getTime() - from.getTime() > MAX_RANGE_MS) throw badRequest('the range may span at most a year');
  const kinds = query.kinds?.split(',').filter(Boolean);
  return { memberId, from, to, kinds };
}

const rowOut = (row: RecordRowWithSubject) => ({
  id: row.id,
  time: row.created_at.toISOString(),
  kind: row.kind,
  amount: row.amount,
  balanceAfter: row.balance_after,
  reference: row.reference,
  vendor: row.vendor,
  breakdown: row.breakdown,
  methodCode: row.method_code,
  game: row.game && {
    vendor: row.game.vendor,
    gameType: row.game.game_type,
    gameCode: row.game.game_code,
    gameName: row.game.game_name,
  },
});

export function registerRecordRoutes(router: Router, deps: PlatformDeps): void {
  const { db } = deps;

  router.route(transactionHistoryCall, async ({ query, requireMember }) => {
    const { rows, total } = await accountRecord(db, filterOf(requireMember().id, query), query.page, query.pageSize);
    return { rows: rows.map(rowOut), page: query.page, pageSize: query.pageSize, total };
  });

  router.route(transactionExportCall, async ({ query, requireMember }) => {
    const { rows, total } = await accountRecord(db, filterOf(requireMember().id, query), 1, MAX_EXPORT_ROWS);
    return { rows: rows.map(rowOut), truncated: total > rows.length };
  });
}
