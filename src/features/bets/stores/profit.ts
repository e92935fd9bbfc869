/**
 * Personal profit and loss (member centre personalProfit): settled bets summed per game type and in total
 * over a period, and the bars of its chart (each type's profit against the largest gain or loss).
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import { type BetSums, type ProfitRow, profitCall } from '../../../api/calls/bets/bet-record';
import { api } from '../../../api/default-client';
import type { Period } from '../../../stores/record-period';
import { betRange } from './bet-period';

export interface ProfitState {
  period: Period;
  report: { rows: ProfitRow[]; total: BetSums } | null;
  loading: boolean;
  errorKey: string | null;
}

export const $profit = atom<ProfitState>({ period: { preset: 7 }, report: null, loading: false, errorKey: null });

let latest = 0;

/** Loads the P&L of `period` (`now` ends the presets); a later call wins over one still under way. */
export async function loadProfit(period: Period, now = new Date()): Promise<void> {
  const ticket = ++latest;
  const { range, errorKey } = betRange(period, now);
  if (!range) {
    $profit.set({ period, report: null, loading: false, errorKey });
    return;
  }
  $profit.set({ ...$profit.get(), period, loading: true, errorKey: null });
  try {
    const report = await api.call(profitCall, { query: range });
    if (ticket === latest) $profit.set({ period, report, loading: false, errorKey: null });
  } catch (error) {
    if (ticket === latest) $profit.set({ ...$profit.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

export interface ProfitBar {
  gameType: string;
  profit: number;
  /** Length against the largest |profit|, 0 to 100 (a non-zero profit is at least 1, so it stays visible). */
  percent: number;
}

/** One bar per game type, scaled to the largest gain or loss. */
export function profitBars(rows: readonly ProfitRow[]): ProfitBar[] {
  const largest = Math.max(0, ...rows.map((row) => Math.abs(row.profit)));
  return rows.map((row) => ({
    gameType: row.gameType,
    profit: row.profit,
    percent: largest === 0 || row.profit === 0 ? 0 : Math.max(1, Math.round((Math.abs(row.profit) / largest) * 100)),
  }));
}
