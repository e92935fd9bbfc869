/**
 * One agent-centre report (team betting, downline loss, my income, account details): a filter — the period presets
 * (previous 7 or 30 days) or a custom range, a downline username, a game type or a movement kind — applied once, then
 * pages, totals and the CSV download all read that same query. Each report hands in how to fetch a page and every row
 * of its query (its API calls).
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import { MAX_TEAM_RANGE_DAYS } from '../../../api/calls/agents/team';
import type { GameType } from '../../../api/calls/games/game';
import { type Page, pagedList } from '../../../stores/paged-list';
import { type Period, periodRange, rangeDays } from '../../../stores/record-period';

export interface ReportFilter {
  period: Period;
  /** A downline member ('' for the whole team). */
  username: string;
  /** '' for every game type. */
  gameType: GameType | '';
  /** A movement kind ('' for every kind): income and account details. */
  kind: string;
}

export const EMPTY_FILTER: ReportFilter = { period: { preset: 7 }, username: '', gameType: '', kind: '' };

export interface ReportQuery {
  from: string;
  to: string;
  username?: string;
  gameType?: GameType;
  kind?: string;
}

/** The query of a filter (`now` ends the presets), or the i18next key of why the period cannot be read. */
export function reportQuery(
  filter: ReportFilter,
  now: Date,
):
  | { query: ReportQuery; errorKey: null }
  | {
      query: null;
      errorKey: string;
    } {
  const range = periodRange(filter.period, now);
  if (!range) return { query: null, errorKey: 'errors.range_invalid' };
  if (rangeDays(range) > MAX_TEAM_RANGE_DAYS) return { query: null, errorKey: 'errors.range_too_long' };
  const username = filter.username.trim();
  return {
    query: {
      ...range,
      ...(username ? { username } : {}),
      ...(filter.gameType ? { gameType: filter.gameType } : {}),
      ...(filter.kind ? { kind: filter.kind } : {}),
    },
    errorKey: null,
  };
}

export interface ReportSource<Row, Totals> {
  pageSize: number;
  fetchPage(query: ReportQuery, page: number, pageSize: number): Promise<Page<Row> & { totals: Totals }>;
  fetchAll(query: ReportQuery): Promise<{ rows: Row[]; truncated: boolean }>;
}

export function createTeamReport<Row, Totals>(source: ReportSource<Row, Totals>) {
  const $filter = atom<ReportFilter>(EMPTY_FILTER);
  const $query = atom<ReportQuery | null>(null);
  const $filterError = atom<string | null>(null);
  /** Totals of the applied filter's whole result (not only the page shown). */
  const $totals = atom<Totals | null>(null);
  const $export = atom<{ busy: boolean; errorKey: string | null; truncated: boolean }>({
    busy: false,
    errorKey: null,
    truncated: false,
  });

  const list = pagedList<Row>(async (page) => {
    const query = $query.get();
    if (!query) return { rows: [] as Row[], page: 1, pageSize: source.pageSize, total: 0 };
    const { totals, ...rows } = await source.fetchPage(query, page, source.pageSize);
    if ($query.get() === query) $totals.set(totals);
    return rows;
  });

  return {
    $filter,
    $query,
    $filterError,
    $totals,
    $export,
    list,
    /** Applies a filter and shows its first page. */
    apply(filter: ReportFilter, now = new Date()): Promise<void> {
      $filter.set(filter);
      const { query, errorKey } = reportQuery(filter, now);
      $filterError.set(errorKey);
      if (!query) return Promise.resolve();
      $totals.set(null);
      $query.set(query);
      return list.load(1);
    },
    /** Every row of the applied filter (up to 10,000) as a CSV file, or null. */
    async exportCsv(toCsv: (rows: Row[]) => string): Promise<Blob | null> {
      const query = $query.get();
      if (!query || $export.get().busy) return null;
      $export.set({ busy: true, errorKey: null, truncated: false });
      try {
        const { rows, truncated } = await source.fetchAll(query);
        $export.set({ busy: false, errorKey: null, truncated });
        return new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' });
      } catch (error) {
        $export.set({ busy: false, errorKey: errorMessageKey(error), truncated: false });
        return null;
      }
    },
  };
}

export type TeamReport<Row, Totals> = ReturnType<typeof createTeamReport<Row, Totals>>;
