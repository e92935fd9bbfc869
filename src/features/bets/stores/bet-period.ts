/**
 * The period both bet pages read (record and P&L): a shared Period (stores/record-period.ts) turned into the
 * API's range, or the i18next key of why not — a custom range that cannot be read, or one longer than
 * the platform answers (90 days), refused here so the player is told before a request is made.
 */
import { MAX_BET_RANGE_DAYS } from '../../../api/calls/bets/bet-record';
import { type Period, periodRange, rangeDays } from '../../../stores/record-period';

export type RangeOrError = { range: { from: string; to: string }; errorKey: null } | { range: null; errorKey: string };

export function betRange(period: Period, now: Date): RangeOrError {
  const range = periodRange(period, now);
  if (!range) return { range: null, errorKey: 'errors.range_invalid' };
  if (rangeDays(range) > MAX_BET_RANGE_DAYS) return { range: null, errorKey: 'errors.range_too_long' };
  return { range, errorKey: null };
}
