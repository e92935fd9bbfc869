/**
 * The password typed again inside a session (adding a passkey, setting up or turning off an authenticator), checked
 * with the sign-in's per-address limit and wrong-password throttle, so a stolen session cannot guess it faster than
 * the sign-in can be guessed.
 */
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { SessionMember } from '../http/context';
import type { Merchant } from '../merchants/merchants';
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
import { findById } from './members';

export async function reauthenticate(
  deps: PlatformDeps,
  merchant: Merchant,
  member: SessionMember,
  password: string,
  ip: string,
): Promise<void> {
  const now = deps.clock();
  await enforceLimit(deps, `login:ip:${ip}`, deps.config.loginsPerIpPerMinute, 60_000);
  const keys = failureKeys(merchant.code, member.username, ip);
  if (isThrottled(await peekFailures(deps.db, keys, now))) {
    throw rateLimited(new Date(now.getTime() + LOGIN_FAILURE_WINDOW_MS), now);
  }
  const row = await findById(deps.db, member.id);
  if (!row || !(await verifyPassword(password, row.password_hash))) {
    await recordFailure(deps.db, keys, now);
    throw new PlatformError(400, 'in_incorrect_password', 'Wrong password');
  }
  await clearFailures(deps.db, keys);
}
