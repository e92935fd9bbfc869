/**
 * The stake field of the studio's games: what the player typed (any script's digits, parse-amount.ts) to
 * minor units, inside the currency's limits (src/api/calls/studio/games.ts). A refusal carries the i18next key of
 * its message and, for the limits, the minor-unit bounds to show.
 */
import type { StakeLimits } from '../../api/calls/studio/games';
import { parseAmount } from '../../i18n/parse-amount';

export type StakeCheck = { ok: true; minor: number } | { ok: false; messageKey: string; limits?: StakeLimits };

export function checkStake(text: string, limits: StakeLimits): StakeCheck {
  const parsed = parseAmount(text);
  // The studio's own wording (its namespace), so the page does not load the money pages' strings for five lines.
  if (!parsed.ok) return { ok: false, messageKey: `studio.stake.${parsed.problem}` };
  if (parsed.minor < limits.min || parsed.minor > limits.max) {
    return { ok: false, messageKey: 'studio.stake.outOfRange', limits };
  }
  return { ok: true, minor: parsed.minor };
}

/** The stake a page starts with: ten times the minimum (10.00 BDT or PKR), never above the maximum. */
export const defaultStake = (limits: StakeLimits): number => Math.min(limits.min * 10, limits.max);
