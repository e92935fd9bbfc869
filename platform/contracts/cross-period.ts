/**
 * Dividends between contracts of different periods (README, "Agent contracts"): when an upline's dividend contract
 * is, say, monthly and a downline's is weekly, the upline's dividend for its month passes down what the downline's
 * contract earns (its gross, before it passes anything further down) for every downline period that ENDS inside
 * the month — a week running over the month's end counts in the month it ends in. Every downline period ends in
 * exactly one upline period, so each downline payment is taken off the upline exactly once and the team is never
 * paid twice for the same loss.
 *
 * The downline's gross is computed here from the same team figures and tiers its own settlement uses, not read
 * from its settlement rows: the result does not depend on which of the two periods a run settles first.
 */
import type { ContractTier } from '../../src/api/calls/contracts/contract';
import { type Period, type PeriodKind, periodOf, previousPeriod } from '../core/merchant-periods';
import type { TeamFiguresOf } from './team-figures';
import { payOf, rateFor } from './tiers';

export interface DividendContract {
  upline_id: number | null;
  downline_id: number;
  tiers: ContractTier[];
  period: PeriodKind | null;
  accepted_at: Date;
  ended_at: Date | null;
}

/** The periods of `kind` that end in (period.start, period.end], oldest first. */
export function periodsEndingIn(kind: PeriodKind, period: Period, timeZone: string): Period[] {
  const found: Period[] = [];
  let candidate = periodOf(kind, new Date(period.end.getTime() - 1), timeZone);
  while (candidate.end > period.start) {
    if (candidate.end <= period.end) found.unshift(candidate);
    candidate = previousPeriod(kind, candidate.start, timeZone);
  }
  return found;
}

/** What a dividend contract earns for one of its periods (settlement.ts pays this, less what it passes down). */
export function dividendGross(contract: DividendContract, figuresOf: TeamFiguresOf): number {
  const team = figuresOf(contract.downline_id);
  const base = Math.max(0, team.netLoss);
  return payOf(base, rateFor(contract.tiers, base, team.active));
}

/**
 * Per upline (the holder of the contract being settled for `period`), the gross of their downline's dividend
 * contracts of OTHER periods, over those contracts' periods that end inside `period` while they were live.
 */
export async function crossPeriodPassedDown(
  period: Period,
  contracts: readonly DividendContract[],
  timeZone: string,
  figuresFor: (period: Period) => Promise<TeamFiguresOf>,
): Promise<Map<number, number>> {
  const passed = new Map<number, number>();
  for (const contract of contracts) {
    if (contract.upline_id === null || !contract.period || contract.period === period.kind) continue;
    for (const inner of periodsEndingIn(contract.period, period, timeZone)) {
      const live = contract.accepted_at < inner.end && (!contract.ended_at || contract.ended_at > inner.start);
      if (!live) continue;
      const gross = dividendGross(contract, await figuresFor(inner));
      passed.set(contract.upline_id, (passed.get(contract.upline_id) ?? 0) + gross);
    }
  }
  return passed;
}
