/** Turns a rate-limit counter into the 429 rate_limited answer, with the seconds to wait in `value`. */

import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import { hit } from './rate-limit';

export const rateLimited = (until: Date, now: Date) =>
  new PlatformError(429, 'rate_limited', 'Too many requests, try again later', {
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });

/** Counts one request on `key`; throws 429 when it is over `limit` in the window or the key is locked. */
export async function enforceLimit(deps: PlatformDeps, key: string, limit: number, windowMs: number): Promise<void> {
  const now = deps.clock();
  const state = await hit(deps.db, key, windowMs, now);
  if (state.lockedUntil) throw rateLimited(state.lockedUntil, now);
  if (state.count > limit) throw rateLimited(state.resetsAt, now);
}
