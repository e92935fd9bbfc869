/**
 * The operator's money history (src/api/calls/admin-history.ts): deposits and withdrawals of every status, filtered,
 * paged, with the filtered set's totals; and the same filtered set as a CSV file (GET <call path>.csv), at most
 * HISTORY_CSV_MAX_ROWS rows, newest first (the file says so in its last line when it stops there). Read only: nothing
 * here changes a record, so nothing is audited. Methods are written by the names the merchant's pages use.
 */
import {
  adminDepositHistoryCall,
  adminWithdrawalHistoryCall,
  type DepositHistoryRow,
  depositHistoryQuery,
  HISTORY_CSV_MAX_ROWS,
  type HistoryFilter,
  type WithdrawalHistoryRow,
  withdrawalHistoryQuery,
} from '../../src/api/calls/admin-history';
import { netOf } from '../../src/api/calls/money/amounts';
import { csvAttachment, minorToPlain } from '../core/csv';
import { historyFilter, historyPage, localTimeText, pageOffset } from '../core/history-window';
import type { PlatformDeps } from '../deps';
import { parseWith, type Router } from '../http/route';
import type { Merchant } from '../merchants/merchants';
import {
  type DepositHistoryDbRow,
  depositHistory,
  depositHistoryTotals,
  type WithdrawalHistoryDbRow,
  withdrawalHistory,
  withdrawalHistoryTotals,
} from './history-queries';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The method's name on the merchant's pages (bKash), or its code when the merchant no longer offers it. */
const methodName = (merchant: Merchant, code: string) =>
  merchant.tenant.payments.methods.find((method) => method.code === code)?.name ?? code;

const methodsOf = (merchant: Merchant, direction: 'deposit' | 'withdrawal') =>
  merchant.tenant.payments.methods.filter((m) => m[direction]).map((m) => ({ code: m.code, name: m.name }));

const depositRowOut = (merchant: Merchant, row: DepositHistoryDbRow): DepositHistoryRow => ({
  id: Number(row.id),
  username: row.username,
  methodCode: row.method_code,
  methodName: methodName(merchant, row.method_code),
  gross: row.amount,
  fee: row.fee,
  net: netOf(row.amount, row.fee),
  status: row.status,
  senderAccount: row.sender_account,
  trxId: row.trx_id,
  reason: row.reason,
  createdAt: row.created_at.toISOString(),
  decidedAt: iso(row.decided_at),
  decidedBy: row.decided_by,
});

const withdrawalRowOut = (merchant: Merchant, row: WithdrawalHistoryDbRow): WithdrawalHistoryRow => ({
  id: Number(row.id),
  username: row.username,
  methodCode: row.method_code,
  methodName: methodName(merchant, row.method_code),
  gross: row.amount,
  fee: row.fee,
  net: netOf(row.amount, row.fee),
  status: row.status,
  accountNumber: row.account_number,
  accountName: row.account_name,
  resolution: row.resolution,
  reason: row.reason,
  createdAt: row.created_at.toISOString(),
  paidAt: iso(row.paid_at),
  decidedBy: row.decided_by,
});

const plain = (value: string | null) => value ?? '';

const CSV_START = ['ID', 'Member', 'Method', 'Gross', 'Fee', 'Net', 'Status', 'Requested'];
const DEPOSIT_CSV = [...CSV_START, 'Decided', 'Decided by', 'Sender', 'TrxID', 'Reason'];
const WITHDRAWAL_CSV = [...CSV_START, 'Paid', 'Decided by', 'Account', 'Holder', 'Reason'];

export function registerMoneyHistoryRoutes(router: Router, deps: PlatformDeps): void {
  const { db, merchants } = deps;

  router.route(adminDepositHistoryCall, async ({ query }) => {
    const { merchant, filter } = historyFilter(merchants, query);
    const [rows, totals] = await Promise.all([
      depositHistory(db, filter, query.size, pageOffset(query)),
      depositHistoryTotals(db, filter),
    ]);
    return {
      ...historyPage(
        merchant,
        query,
        rows.map((row) => depositRowOut(merchant, row)),
        totals,
      ),
      methods: methodsOf(merchant, 'deposit'),
    };
  });

  router.route(adminWithdrawalHistoryCall, async ({ query }) => {
    const { merchant, filter } = historyFilter(merchants, query);
    const [rows, totals] = await Promise.all([
      withdrawalHistory(db, filter, query.size, pageOffset(query)),
      withdrawalHistoryTotals(db, filter),
    ]);
    return {
      ...historyPage(
        merchant,
        query,
        rows.map((row) => withdrawalRowOut(merchant, row)),
        totals,
      ),
      methods: methodsOf(merchant, 'withdrawal'),
    };
  });

  /** A CSV of the call's whole filtered set (page and size ignored), named after the kind and the merchant. */
  const csvRoute = (
    schema: typeof depositHistoryQuery | typeof withdrawalHistoryQuery,
    path: string,
    kind: string,
    header: readonly string[],
    rowsOf: (query: HistoryFilter) => Promise<string[][]>,
  ) => {
    router.app.get(`${path}.csv`, async (c) => {
      const query: HistoryFilter = parseWith(schema, c.req.query(), 'query');
      return csvAttachment(c, `${kind}-${query.merchantCode}.csv`, header, await rowsOf(query));
    });
  };

  csvRoute(depositHistoryQuery, adminDepositHistoryCall.path, 'deposits', DEPOSIT_CSV, async (query) => {
    const { merchant, filter } = historyFilter(merchants, query);
    const zone = merchant.tenant.timeZone;
    const rows = await depositHistory(db, filter, HISTORY_CSV_MAX_ROWS + 1, 0);
    return rows.map((db) => {
      const row = depositRowOut(merchant, db);
      return [
        String(row.id),
        row.username,
        row.methodName,
        minorToPlain(row.gross),
        minorToPlain(row.fee),
        minorToPlain(row.net),
        row.status,
        localTimeText(row.createdAt, zone),
        localTimeText(row.decidedAt, zone),
        plain(row.decidedBy),
        plain(row.senderAccount),
        plain(row.trxId),
        plain(row.reason),
      ];
    });
  });

  csvRoute(withdrawalHistoryQuery, adminWithdrawalHistoryCall.path, 'withdrawals', WITHDRAWAL_CSV, async (query) => {
    const { merchant, filter } = historyFilter(merchants, query);
    const zone = merchant.tenant.timeZone;
    const rows = await withdrawalHistory(db, filter, HISTORY_CSV_MAX_ROWS + 1, 0);
    return rows.map((db) => {
      const row = withdrawalRowOut(merchant, db);
      return [
        String(row.id),
        row.username,
        row.methodName,
        minorToPlain(row.gross),
        minorToPlain(row.fee),
        minorToPlain(row.net),
        row.status,
        localTimeText(row.createdAt, zone),
        localTimeText(row.paidAt, zone),
        plain(row.decidedBy),
        row.accountNumber,
        row.accountName,
        plain(row.reason),
      ];
    });
  });
}
