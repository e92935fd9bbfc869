/**
 * The password typed again inside a session (adding a passkey, setting up or turning off an authenticator), checked
 * with the sign-in's per-address limit and wrong-password throttle, so a stolen session cannot guess it faster than
 * the sign-in can be guessed.
 */
import type { PlatformDeps } from '../deps';
import type { SessionMember } from '../http/context';
import type { Merchant } from '../merchants/merchants';
import { findById } from './members';
import { checkPassword } from './password-check';

export async function reauthenticate(
  deps: PlatformDeps,
  merchant: Merchant,
  member: SessionMember,
  password: string,
  ip: string,
): Promise<void> {
  const row = await findById(deps.db, member.id);
  // A member gone since the session began has no password to match: an empty hash verifies nothing, so it counts
  // as a wrong password like any other.
  await checkPassword(
    deps,
    merchant.code,
    { username: member.username, password_hash: row?.password_hash ?? '' },
    password,
    ip,
  );
}
