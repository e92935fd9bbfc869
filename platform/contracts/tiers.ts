/**
 * Contract tiers: the highest tier whose thresholds a period's figures reach gives the rate; the pay is that
 * percentage of the base, rounded down to a minor unit (rates have at most 3 decimals: integer maths).
 */
import type { ContractTier } from '../../src/api/calls/contracts/contract';

/** The rate (percent) of the highest tier reached, 0 when none is. */
export function rateFor(tiers: readonly ContractTier[], base: number, activeMembers: number): number {
  let rate = 0;
  for (const tier of tiers) {
    if (base >= tier.minBase && activeMembers >= tier.minActive) rate = Math.max(rate, tier.rate);
  }
  return rate;
}

/** `rate` percent of `base` minor units, rounded down. */
export const payOf = (base: number, rate: number): number =>
  base <= 0 ? 0 : Math.floor((base * Math.round(rate * 1000)) / 100_000);

/** The contract's highest rate: what "a downline's rate never exceeds its upline's" compares. */
export const maxRateOf = (tiers: readonly ContractTier[]): number => Math.max(0, ...tiers.map((tier) => tier.rate));
