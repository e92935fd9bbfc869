/**
 * The account record (member centre transactionHistory): every ledger movement of the player, filtered by
 * type and period (previous 7 or 30 days, or a custom range of days), paged, and downloadable as CSV.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import {
  type RecordRow,
  transactionExportCall,
  transactionHistoryCall,
} from '../../../api/contract/money/account-record';
import { api } from '../../../api/default-client';
import { pagedList } from './paged-list';

export const RECORD_PAGE_SIZE = 20;
const DAY_MS = 86_400_000;

export type Period = { preset: 7 | 30 } | { preset: 'custom'; from: string; to: string };

export interface RecordFilter {
  /** Empty: every kind. */
  kinds: string[];
  period: Period;
}

export const $recordFilter = atom<RecordFilter>({ kinds: [], period: { preset: 7 } });

/** The filter's period as the contract's [from, to) ISO instants, `now` for the presets' end. */
export function periodRange(period: Period, now: Date): { from: string; to: string } | null {
  if (period.preset !== 'custom') {
    return { from: new Date(now.getTime() - period.preset * DAY_MS).toISOString(), to: now.toISOString() };
  }
  // yyyy-MM-dd from date inputs, whole days in the viewer's time zone, both ends included
  const from = new Date(`${period.from}T00:00:00`);
  const toDay = new Date(`${period.to}T00:00:00`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(toDay.getTime()) || from > toDay) return null;
  const to = new Date(toDay.getFullYear(), toDay.getMonth(), toDay.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

type RecordQuery = { from: string; to: string; kinds?: string };

/** The query of the applied filter, fixed when it was applied so the list and the CSV read the same rows. */
export const $recordQuery = atom<RecordQuery | null>(null);
/** i18next key of why the custom range cannot be read (a missing day, from after to). */
export const $recordFilterError = atom<string | null>(null);

export const accountRecord = pagedList(async (page) => {
  const query = $recordQuery.get();
  if (!query) return { rows: [] as RecordRow[], page: 1, pageSize: RECORD_PAGE_SIZE, total: 0 };
  return api.call(transactionHistoryCall, { query: { ...query, page, pageSize: RECORD_PAGE_SIZE } });
});

/** Applies a filter (now is the end of the presets) and shows its first page. */
export function applyRecordFilter(filter: RecordFilter, now = new Date()): Promise<void> {
  $recordFilter.set(filter);
  const range = periodRange(filter.period, now);
  $recordFilterError.set(range ? null : 'money.history.rangeInvalid');
  if (!range) return Promise.resolve();
  $recordQuery.set({ ...range, ...(filter.kinds.length ? { kinds: filter.kinds.join(',') } : {}) });
  return accountRecord.load(1);
}

/** Minor units as plain major units with 2 decimals and a sign, e.g. -50025 → "-500.25" (CSV). */
export function minorToPlain(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function csvCell(value: string): string {
  // Quote everything that could break the row; a leading =, +, - or @ could run as a formula in a spreadsheet
  const safe = /^[=+@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export interface CsvColumns {
  /** Translated header row: time, type, amount, balance after, reference. */
  header: [string, string, string, string, string];
  /** Translated name of a movement kind. */
  kindLabel: (kind: string) => string;
  /** A row's time as shown on the page. */
  time: (iso: string) => string;
}

/** The CSV text of `rows`: header row, then one line per row, CRLF line ends, with a BOM for spreadsheets. */
export function recordCsv(rows: RecordRow[], columns: CsvColumns): string {
  const lines = [columns.header.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        columns.time(row.time),
        columns.kindLabel(row.kind),
        minorToPlain(row.amount),
        minorToPlain(row.balanceAfter),
        row.reference ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const $recordExport = atom<{ busy: boolean; errorKey: string | null; truncated: boolean }>({
  busy: false,
  errorKey: null,
  truncated: false,
});

/** Fetches every row of the current filter and resolves with the CSV file, or null when that failed. */
export async function exportRecord(columns: CsvColumns): Promise<Blob | null> {
  const query = $recordQuery.get();
  if (!query || $recordExport.get().busy) return null;
  $recordExport.set({ busy: true, errorKey: null, truncated: false });
  try {
    const { rows, truncated } = await api.call(transactionExportCall, { query });
    $recordExport.set({ busy: false, errorKey: null, truncated });
    return new Blob([recordCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  } catch (error) {
    $recordExport.set({ busy: false, errorKey: errorMessageKey(error), truncated: false });
    return null;
  }
}
