/**
 * The range a record or P&L request reads, checked once at the edge: `from` before `to` and at most 90 days
 * apart, so no request walks more than a quarter of a member's bets. Each refusal has its own code, so the
 * page can say which rule the chosen period broke.
 */
import { MAX_BET_RANGE_DAYS } from '../../src/api/calls/bets/bet-record';
import { PlatformError } from '../core/platform-error';
import type { BetFilter } from './bet-queries';

const MAX_RANGE_MS = MAX_BET_RANGE_DAYS * 86_400_000;

export function betFilterOf(
  memberId: number,
  query: { from: string; to: string; gameType?: string | undefined; vendor?: string | undefined },
): BetFilter {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (!(from < to)) throw new PlatformError(400, 'range_invalid', 'from must be before to');
  if (to.getTime() - from.getTime() > MAX_RANGE_MS) {
    throw new PlatformError(400, 'range_too_long', `the range may span at most ${MAX_BET_RANGE_DAYS} days`);
  }
  return { memberId, from, to, gameType: query.gameType, vendor: query.vendor };
}
