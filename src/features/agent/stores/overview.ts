/**
 * The team overview (agentTeamOverview): team size and the four periods' figures from the platform, and the
 * bars of its small chart — one figure compared across the periods, each bar's length a share of the largest.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import { type OverviewFigures, teamOverviewCall } from '../../../api/calls/agents/team';
import type { ValueOf } from '../../../api/calls/define-call';
import { api } from '../../../api/default-client';

export type Overview = ValueOf<typeof teamOverviewCall>;

export const $overview = atom<{ data: Overview | null; loading: boolean; errorKey: string | null }>({
  data: null,
  loading: false,
  errorKey: null,
});

export async function loadOverview(): Promise<void> {
  $overview.set({ ...$overview.get(), loading: true, errorKey: null });
  try {
    $overview.set({ data: await api.call(teamOverviewCall), loading: false, errorKey: null });
  } catch (error) {
    $overview.set({ ...$overview.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

/** Figures the chart can compare across the periods. */
export const CHART_METRICS = ['validBet', 'profit', 'deposits', 'withdrawals', 'commission'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

export const $chartMetric = atom<ChartMetric>('validBet');

export interface Bar {
  period: OverviewFigures['period'];
  value: number;
  /** 0-100: the bar's length against the largest absolute value (0 when every value is 0). */
  percent: number;
  negative: boolean;
}

export function chartBars(periods: OverviewFigures[], metric: ChartMetric): Bar[] {
  const largest = Math.max(0, ...periods.map((p) => Math.abs(p[metric])));
  return periods.map((p) => ({
    period: p.period,
    value: p[metric],
    percent: largest === 0 ? 0 : Math.round((Math.abs(p[metric]) / largest) * 100),
    negative: p[metric] < 0,
  }));
}
