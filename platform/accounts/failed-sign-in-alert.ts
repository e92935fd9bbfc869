/**
 * Tells an account's owner that their account is seeing a burst of failed sign-ins: one message per
 * failure window, by e-mail when the account has one, else by SMS, through the platform's message outbox
 * (a real gateway in production). The owner is not locked out; the message says what to do if it was not
 * them.
 */
import type { Context } from 'hono';
import type { PlatformDeps } from '../deps';
import type { Merchant } from '../merchants/merchants';
import { textsFor } from '../messaging/language';
import type { MemberRow } from './members';

export async function alertOwner(
  deps: PlatformDeps,
  c: Context,
  merchant: Merchant,
  member: MemberRow,
  failures: number,
): Promise<void> {
  const to = member.email ?? member.mobile;
  if (!to) return;
  const texts = textsFor(c, merchant);
  const brand = merchant.tenant.name;
  await deps.messages.send({
    merchantCode: merchant.code,
    channel: member.email ? 'email' : 'sms',
    to,
    subject: texts.failedSignInsSubject(brand),
    body: texts.failedSignIns(member.username, failures, brand),
  });
}

/** Whether the account has signed in from this address before (a known device). */
export async function signedInFrom(deps: PlatformDeps, memberId: number, ip: string): Promise<boolean> {
  const rows = await deps.db.query('SELECT 1 FROM member_ips WHERE member_id = $1 AND ip = $2', [memberId, ip]);
  return rows.length > 0;
}
