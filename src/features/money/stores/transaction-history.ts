/**
 * The account record (member centre transactionHistory): every ledger movement of the player, filtered by
 * type and period (previous 7 or 30 days, or a custom range of days), paged, and downloadable as CSV.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import { type RecordRow, transactionExportCall, transactionHistoryCall } from '../../../api/calls/money/account-record';
import { api } from '../../../api/default-client';
import { pagedList } from '../../../stores/paged-list';
import { csvText, minorToPlain } from '../../../stores/record-csv';
import { type Period, periodRange } from '../../../stores/record-period';

export const RECORD_PAGE_SIZE = 20;

export interface RecordFilter {
  /** Empty: every kind. */
  kinds: string[];
  period: Period;
}

export const $recordFilter = atom<RecordFilter>({ kinds: [], period: { preset: 7 } });

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

export interface CsvColumns {
  /** Translated header row: time, type, amount, balance after, reference. */
  header: [string, string, string, string, string];
  /** Translated name of a movement kind. */
  kindLabel: (kind: string) => string;
  /** A row's time as shown on the page. */
  time: (iso: string) => string;
  /** A row's reference in words (reference-label.ts). */
  reference: (row: RecordRow) => string;
}

/** The CSV text of `rows` (the shared CSV rules of stores/record-csv.ts). */
export function recordCsv(rows: RecordRow[], columns: CsvColumns): string {
  return csvText(
    columns.header,
    rows.map((row) => [
      columns.time(row.time),
      columns.kindLabel(row.kind),
      minorToPlain(row.amount),
      minorToPlain(row.balanceAfter),
      columns.reference(row),
    ]),
  );
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
