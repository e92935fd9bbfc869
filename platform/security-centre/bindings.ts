/**
 * Binding a mobile number or e-mail address to a member; once confirmed it cannot be changed or unlinked. A six-digit
 * code goes to the number (SMS) or the address (mail) under the limits of every code sent to a person
 * (accounts/sms.ts); the bind call with that code sets the number or address and the moment it was confirmed.
 *
 * - Final once confirmed: the bind is one UPDATE conditional on `<channel>_bound_at IS NULL`, so of two binds at
 *   the same moment only one changes the row; the other, and every later code or bind, is `binding_locked`.
 * - Unique per merchant: a number another member holds, or an address another member has bound, is refused by
 *   the unique indexes (members_mobile, members_email_bound: migration 0430) when the UPDATE runs. The same check
 *   before sending a code only spares the player a code that could never work.
 * - A code is tied to the member and to the number or address it went to, so it proves both.
 */
import type { Context } from 'hono';
import type { BindingChannel, Bindings } from '../../src/api/calls/security-centre/bindings';
import {
  assertField,
  type CodeTarget,
  consumeCode,
  enforceSendLimits,
  issueCode,
  mobileE164,
  SMS_CODE_TTL_MINUTES,
} from '../accounts';
import { maskEmail, maskMobile } from '../core/personal-details';
import { notLoggedIn, PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import { getMerchantState } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';
import { numericCode } from '../security/tokens';
import { bindingMessage } from './binding-texts';

interface BindingRow {
  mobile: string | null;
  email: string | null;
  mobile_bound_at: Date | null;
  email_bound_at: Date | null;
}

const CHANNELS = {
  mobile: { column: 'mobile', boundColumn: 'mobile_bound_at', purpose: 'bind_mobile', send: 'sms' },
  email: { column: 'email', boundColumn: 'email_bound_at', purpose: 'bind_email', send: 'email' },
} as const;

const locked = () => new PlatformError(409, 'binding_locked', 'This binding is confirmed and cannot be changed');
const taken = () => new PlatformError(409, 'binding_taken', 'Another account holds this number or address');

export async function bindingsOf(db: Database, memberId: number): Promise<Bindings> {
  const [row] = await db.query<BindingRow>(
    'SELECT mobile, email, mobile_bound_at, email_bound_at FROM members WHERE id = $1',
    [memberId],
  );
  if (!row) throw notLoggedIn();
  return {
    mobile: { value: row.mobile ? maskMobile(row.mobile) : null, bound: row.mobile_bound_at !== null },
    email: { value: row.email ? maskEmail(row.email) : null, bound: row.email_bound_at !== null },
  };
}

/** The number as E.164 (error_phone_number_limit when it is not one). */
export const mobileTarget = (merchant: Merchant, mobileNum: string, countryDialingCode?: string) =>
  mobileE164(merchant, countryDialingCode, mobileNum);

/** The address, lower-cased, checked with the merchant's e-mail rule (invalid_format `{ field: 'email' }`). */
export async function emailTarget(db: Database, merchant: Merchant, email: string): Promise<string> {
  const { registerRules } = await getMerchantState(db, merchant.code);
  assertField('email', registerRules.email, email, true);
  return email.toLowerCase();
}

const codeKey = (merchant: Merchant, memberId: number, channel: BindingChannel, target: string): CodeTarget => ({
  merchantCode: merchant.code,
  purpose: CHANNELS[channel].purpose,
  target: `${memberId}:${target}`,
});

/** binding_locked when the member's binding is confirmed; binding_taken when another member holds `target`. */
async function assertBindable(
  db: Database,
  merchant: Merchant,
  memberId: number,
  channel: BindingChannel,
  target: string,
): Promise<void> {
  const [row] = await db.query<BindingRow>('SELECT mobile_bound_at, email_bound_at FROM members WHERE id = $1', [
    memberId,
  ]);
  if (!row) throw notLoggedIn();
  if (row[CHANNELS[channel].boundColumn] !== null) throw locked();
  const others = await db.query(
    channel === 'mobile'
      ? 'SELECT 1 FROM members WHERE merchant_code = $1 AND mobile = $2 AND id <> $3'
      : 'SELECT 1 FROM members WHERE merchant_code = $1 AND lower(email) = $2 AND email_bound_at IS NOT NULL AND id <> $3',
    [merchant.code, target, memberId],
  );
  if (others.length > 0) throw taken();
}

export async function sendBindingCode(
  deps: PlatformDeps,
  c: Context,
  merchant: Merchant,
  memberId: number,
  channel: BindingChannel,
  target: string,
  ip: string,
): Promise<{ expiredMinutes: number }> {
  await assertBindable(deps.db, merchant, memberId, channel, target);
  const { send } = CHANNELS[channel];
  await enforceSendLimits(deps, merchant, send, target, ip);
  const now = deps.clock();
  const code = numericCode(6);
  await issueCode(
    deps.db,
    codeKey(merchant, memberId, channel, target),
    code,
    new Date(now.getTime() + SMS_CODE_TTL_MINUTES * 60_000),
    now,
    { memberId, ip },
  );
  const message = bindingMessage(c, merchant, send, code, SMS_CODE_TTL_MINUTES);
  await deps.messages.send({ merchantCode: merchant.code, channel: send, to: target, ...message });
  return { expiredMinutes: SMS_CODE_TTL_MINUTES };
}

/** Uses up the code and binds `target` for good; answers the member's bindings. */
export async function bind(
  deps: PlatformDeps,
  merchant: Merchant,
  memberId: number,
  channel: BindingChannel,
  target: string,
  code: string,
): Promise<Bindings> {
  const { db } = deps;
  await assertBindable(db, merchant, memberId, channel, target);
  const now = deps.clock();
  await consumeCode(db, codeKey(merchant, memberId, channel, target), code, now);
  const { column, boundColumn } = CHANNELS[channel];
  let changed: unknown[];
  try {
    changed = await db.query(
      `UPDATE members SET ${column} = $2, ${boundColumn} = $3 WHERE id = $1 AND ${boundColumn} IS NULL RETURNING id`,
      [memberId, target, now],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw taken();
    throw error;
  }
  if (changed.length === 0) throw locked();
  return bindingsOf(db, memberId);
}
