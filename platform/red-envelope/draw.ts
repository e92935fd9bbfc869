/**
 * The amount in an envelope: uniform between the round's minimum and maximum (whole minor units, from the
 * platform's cryptographic generator, so no player can predict it), never more than what is left of the budget.
 * When what would be left after this envelope could no longer fill one (below the minimum), this one takes the
 * rest as long as that stays within the maximum; a leftover below the minimum is never paid (the budget is a
 * ceiling, not a sum that must go out). Null: less than the minimum is left, the round is exhausted.
 */
import { randomInt } from 'node:crypto';

export interface DrawLimits {
  minAmount: number;
  maxAmount: number;
  remaining: number;
}

/** `pick(n)` answers a whole number in [0, n); tests pass their own. */
export function drawAmount(limits: DrawLimits, pick: (n: number) => number = randomInt): number | null {
  const { minAmount, maxAmount, remaining } = limits;
  if (remaining < minAmount) return null;
  const drawn = minAmount + pick(maxAmount - minAmount + 1);
  const amount = Math.min(drawn, remaining);
  if (remaining - amount < minAmount && remaining <= maxAmount) return remaining;
  return amount;
}
