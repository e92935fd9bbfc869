/**
 * The rules of a player's own limits without the database: which value is in force at an instant, what a change
 * does (at once, or after the cooling-off), the merchant's maximums, and the check of a requested value.
 * The contract (src/api/calls/responsible-gaming/limits.ts) says the rules in words.
 */
import {
  isLimitSlot,
  type LimitKind,
  type LimitPeriod,
  SESSION_LIMIT_MAXIMUM_MINUTES,
} from '../../src/api/calls/responsible-gaming/limits';
import { stakeLimits } from '../../src/api/calls/studio/games';
import { PlatformError } from '../core/platform-error';
import { toMinor } from '../ledger/minor-units';
import type { Merchant } from '../merchants/merchants';

/** A member_limits row as read. */
export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  value: number | null;
  next_value: number | null;
  next_at: Date | null;
}

/** What a row holds at `now`: the value in force and a change still waiting, if any. */
export function limitAt(row: LimitRow | undefined, now: Date): { value: number | null; pending: LimitRow | null } {
  if (!row) return { value: null, pending: null };
  if (row.next_at && row.next_at <= now) return { value: row.next_value, pending: null };
  return { value: row.value, pending: row.next_at ? row : null };
}

/** What the row becomes when the player asks for `requested` at `now` (null: remove). */
export function changedLimit(
  current: number | null,
  requested: number | null,
  now: Date,
  coolingOffHours: number,
): Pick<LimitRow, 'value' | 'next_value' | 'next_at'> {
  // Tighter (or a first limit) applies at once and drops a raise still waiting.
  if (requested !== null && (current === null || requested <= current)) {
    return { value: requested, next_value: null, next_at: null };
  }
  // Removing where there is nothing: nothing to wait for (a waiting raise is dropped too).
  if (current === null) return { value: null, next_value: null, next_at: null };
  return {
    value: current,
    next_value: requested,
    next_at: new Date(now.getTime() + coolingOffHours * 3_600_000),
  };
}

/** A merchant without `limitMaximum`: this many of the currency's largest stakes. */
const DEFAULT_MAXIMUM_STAKES = 1_000;

/** The highest money limit the merchant accepts, in minor units. */
export function moneyLimitMaximum(merchant: Merchant): number {
  const { limitMaximum } = merchant.tenant.responsibleGaming;
  return limitMaximum === undefined
    ? DEFAULT_MAXIMUM_STAKES * stakeLimits(merchant.tenant.currency).max
    : toMinor(limitMaximum);
}

export const limitMaximumOf = (merchant: Merchant, kind: LimitKind): number =>
  kind === 'session' ? SESSION_LIMIT_MAXIMUM_MINUTES : moneyLimitMaximum(merchant);

/**
 * Throws limit_invalid for a value that is not a whole number above zero or a slot that does not exist, and
 * limit_above_maximum above the merchant's maximum; null (removal) passes.
 */
export function checkRequestedLimit(merchant: Merchant, kind: LimitKind, period: LimitPeriod, value: number | null) {
  const slot = { kind, period };
  if (!isLimitSlot(kind, period)) throw new PlatformError(400, 'limit_invalid', `${kind} has no ${period} limit`, slot);
  if (value === null) return;
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new PlatformError(400, 'limit_invalid', `the ${period} ${kind} limit must be a whole number above 0`, slot);
  }
  const maximum = limitMaximumOf(merchant, kind);
  if (value > maximum) {
    throw new PlatformError(400, 'limit_above_maximum', `the ${period} ${kind} limit is at most ${maximum}`, {
      ...slot,
      maximum,
    });
  }
}
