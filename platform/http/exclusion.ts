/**
 * During a time-out or self-exclusion (responsible-gaming/) the session that took it stays open for withdrawals and
 * the account pages, while everything that is play or marketing refuses: handlers of game launches, studio rounds,
 * deposits, transfers to games, red envelopes and bonus claims call this first. The session already carries the
 * end (accounts/sessions.ts), so the refusal costs no query.
 */
import { PlatformError } from '../core/platform-error';
import type { SessionMember } from './context';

export function accountExcluded(endsAt: Date): PlatformError {
  return new PlatformError(403, 'account_excluded', `account on a break until ${endsAt.toISOString()}`, {
    endsAt: endsAt.toISOString(),
  });
}

/** Throws 403 account_excluded `{ endsAt }` while `member` is on a break. */
export function refuseWhileExcluded(member: SessionMember): void {
  if (member.excludedUntil) throw accountExcluded(member.excludedUntil);
}
