/**
 * The betting record (member centre personalHistoryCopy): the player's bets filtered by period (previous 7 or
 * 30 days, or a custom range), game type and vendor; paged, with the totals of the whole filter's settled
 * bets, and downloadable as CSV. The query is fixed when a filter is applied, so the list, its pages, the
 * totals and the CSV all read the same rows.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import { type BetRow, type BetSums, betExportCall, betRecordCall } from '../../../api/calls/bets/bet-record';
import type { GameType } from '../../../api/calls/games/game';
import { api } from '../../../api/default-client';
import { pagedList } from '../../../stores/paged-list';
import { csvText, minorToPlain } from '../../../stores/record-csv';
import type { Period } from '../../../stores/record-period';
import { betRange } from './bet-period';

export const BET_PAGE_SIZE = 20;

export interface BetFilter {
  period: Period;
  /** '' for every type / vendor. */
  gameType: GameType | '';
  vendor: string;
}

type BetQuery = { from: string; to: string; gameType?: GameType; vendor?: string };

export const $betFilter = atom<BetFilter>({ period: { preset: 7 }, gameType: '', vendor: '' });
export const $betQuery = atom<BetQuery | null>(null);
/** i18next key of why the period cannot be read. */
export const $betFilterError = atom<string | null>(null);
/** Totals of the settled bets of the applied filter (not only the page shown). */
export const $betTotals = atom<BetSums | null>(null);

export const betRecord = pagedList(async (page) => {
  const query = $betQuery.get();
  if (!query) return { rows: [] as BetRow[], page: 1, pageSize: BET_PAGE_SIZE, total: 0 };
  const { totals, ...rows } = await api.call(betRecordCall, { query: { ...query, page, pageSize: BET_PAGE_SIZE } });
  if ($betQuery.get() === query) $betTotals.set(totals);
  return rows;
});

/** Applies a filter (`now` ends the presets) and shows its first page. */
export function applyBetFilter(filter: BetFilter, now = new Date()): Promise<void> {
  $betFilter.set(filter);
  const { range, errorKey } = betRange(filter.period, now);
  $betFilterError.set(errorKey);
  if (!range) return Promise.resolve();
  $betTotals.set(null);
  $betQuery.set({
    ...range,
    ...(filter.gameType ? { gameType: filter.gameType } : {}),
    ...(filter.vendor ? { vendor: filter.vendor } : {}),
  });
  return betRecord.load(1);
}

export interface BetCsvColumns {
  /** Translated header: time, vendor, game type, game, round, stake, valid bet, win, profit, status. */
  header: string[];
  time: (iso: string) => string;
  vendorName: (vendor: string) => string;
  gameTypeLabel: (gameType: string) => string;
  /** The game's name in the page's language (stores/game-names.ts). */
  gameName: (row: BetRow) => string;
  statusLabel: (status: BetRow['status']) => string;
}

/** The CSV text of bet rows (amounts as plain major units). */
export function betCsv(rows: BetRow[], columns: BetCsvColumns): string {
  return csvText(
    columns.header,
    rows.map((row) => [
      columns.time(row.time),
      columns.vendorName(row.vendor),
      columns.gameTypeLabel(row.gameType),
      columns.gameName(row),
      row.roundId,
      minorToPlain(row.stake),
      minorToPlain(row.validBet),
      minorToPlain(row.win),
      minorToPlain(row.profit),
      columns.statusLabel(row.status),
    ]),
  );
}

export const $betExport = atom<{ busy: boolean; errorKey: string | null; truncated: boolean }>({
  busy: false,
  errorKey: null,
  truncated: false,
});

/** Fetches every row of the applied filter (up to 10,000) and resolves with the CSV file, or null. */
export async function exportBets(columns: BetCsvColumns): Promise<Blob | null> {
  const query = $betQuery.get();
  if (!query || $betExport.get().busy) return null;
  $betExport.set({ busy: true, errorKey: null, truncated: false });
  try {
    const { rows, truncated } = await api.call(betExportCall, { query });
    $betExport.set({ busy: false, errorKey: null, truncated });
    return new Blob([betCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  } catch (error) {
    $betExport.set({ busy: false, errorKey: errorMessageKey(error), truncated: false });
    return null;
  }
}
