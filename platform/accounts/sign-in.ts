/**
 * What every successful sign-in does (password, SMS, second factor, registration, free play, phone reset):
 * remember the IP as known, mark the first login, record the sign-in (sign-in-history.ts), open a session and
 * build the login answer.
 */
import type { LoginValue } from '../../src/api/calls/session';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import { accountExcluded } from '../http/exclusion';
import { getMerchantState, systemStatus } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';
import { isAgentType, isMemberType, type MemberRow, passwordExpired } from './members';
import { createSession } from './sessions';
import { recordSignIn, type SignInMethod } from './sign-in-history';

export async function rememberIp(deps: PlatformDeps, memberId: number, ip: string): Promise<void> {
  await deps.db.query('INSERT INTO member_ips (member_id, ip, first_seen) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    memberId,
    ip,
    deps.clock(),
  ]);
}

/** Whether the account has signed in from this IP before; an account with no known IP trusts its first one. */
export async function isKnownIp(deps: PlatformDeps, memberId: number, ip: string): Promise<boolean> {
  const rows = await deps.db.query<{ ip: string }>('SELECT ip FROM member_ips WHERE member_id = $1', [memberId]);
  return rows.length === 0 || rows.some((row) => row.ip === ip);
}

/** Sign-in and registration are closed while the site is in maintenance or the visitor's region is blocked. */
export async function assertSiteOpen(deps: PlatformDeps, merchant: Merchant, countryCode: string | null) {
  const state = await getMerchantState(deps.db, merchant.code);
  const status = systemStatus(state, countryCode);
  if (status === 1) throw new PlatformError(403, 'system_maintenance', 'System maintenance');
  if (status === 2) throw new PlatformError(403, 'region_restricted', 'Access restricted by location or IP');
  return state;
}

/** The player site takes members only; the agent portal takes agents only. */
export function assertPortal(merchant: Merchant, member: MemberRow, portal: 'player' | 'agent'): void {
  if (!isMemberType(merchant.tenant, member.type)) {
    throw new PlatformError(403, 'error_not_member', 'Non-member may not log in');
  }
  if (portal === 'agent' && !isAgentType(merchant.tenant, member.type)) {
    throw new PlatformError(403, 'error_not_agent', 'Non-agents cannot log in');
  }
}

export async function completeSignIn(
  deps: PlatformDeps,
  merchant: Merchant,
  member: MemberRow,
  ip: string,
  /** The client's User-Agent header, for the sign-in history's device. */
  userAgent: string | undefined,
  method: SignInMethod,
  /** The member asked only to take their money out: a break does not refuse it (src/api/calls/session.ts). */
  withdrawalOnly = false,
): Promise<LoginValue> {
  // Every path that opens a session ends here (password, SMS, second factor, both password resets,
  // registration, free play): accounts that may not use the portal (staff) never get one, whichever path.
  if (!isMemberType(merchant.tenant, member.type)) {
    throw new PlatformError(403, 'error_not_member', 'Non-member may not log in');
  }
  const now = deps.clock();
  // A time-out or self-exclusion (responsible-gaming/) refuses every way in until it ends, after the password
  // was checked, so only the account's owner learns the end date; a sign-in only to withdraw still opens, and its
  // session is refused play, deposits and marketing like any session of the member during the break.
  const [excluded] = await deps.db.query<{ ends_at: Date }>(
    'SELECT ends_at FROM member_exclusions WHERE member_id = $1 AND ends_at > $2',
    [member.id, now],
  );
  if (excluded && !withdrawalOnly) throw accountExcluded(excluded.ends_at);
  await rememberIp(deps, member.id, ip);
  // Only the first sign-in sets first_login_at, even when two happen at once.
  const first = await deps.db.query(
    'UPDATE members SET first_login_at = $2 WHERE id = $1 AND first_login_at IS NULL RETURNING id',
    [member.id, now],
  );
  const state = await getMerchantState(deps.db, merchant.code);
  await recordSignIn(deps.db, member.id, now, ip, userAgent, method);
  return {
    token: await createSession(deps.db, member.id, now),
    firstTimeLogin: first.length > 0,
    passwordExpired: passwordExpired(member, state.flags, now),
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
  };
}
