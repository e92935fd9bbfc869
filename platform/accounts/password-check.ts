/**
 * Re-authentication by password for flows outside the login call (linking a sign-in provider, and through
 * reauthenticate.ts a password typed again inside a session): the sign-in's per-address limit and its wrong-password
 * throttle apply, and a wrong password counts as a failed sign-in.
 */
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import { enforceLimit, rateLimited } from '../security/limits';
import {
  clearFailures,
  failureKeys,
  isThrottled,
  LOGIN_FAILURE_WINDOW_MS,
  peekFailures,
  recordFailure,
} from '../security/login-failures';
import { verifyPassword } from '../security/passwords';
import type { MemberRow } from './members';

export async function checkPassword(
  deps: PlatformDeps,
  merchantCode: string,
  member: Pick<MemberRow, 'username' | 'password_hash'>,
  password: string,
  ip: string,
): Promise<void> {
  const now = deps.clock();
  await enforceLimit(deps, `login:ip:${ip}`, deps.config.loginsPerIpPerMinute, 60_000);
  const keys = failureKeys(merchantCode, member.username, ip);
  if (isThrottled(await peekFailures(deps.db, keys, now))) {
    throw rateLimited(new Date(now.getTime() + LOGIN_FAILURE_WINDOW_MS), now);
  }
  if (!(await verifyPassword(password, member.password_hash))) {
    await recordFailure(deps.db, keys, now);
    throw new PlatformError(400, 'in_incorrect_password', 'Wrong password');
  }
  await clearFailures(deps.db, keys);
}
