/**
 * Sending SMS codes with the product's limits: one per second per number, and a number that asks too often
 * is locked for 5 minutes. An IP is limited too, so nobody can pump SMS to many numbers.
 */
import type { Context } from 'hono';
import type { PlatformDeps } from '../deps';
import type { Merchant } from '../merchants/merchants';
import { textsFor } from '../messaging/language';
import { enforceLimit, rateLimited } from '../security/limits';
import { hit, lockedUntil, lockKey } from '../security/rate-limit';
import { numericCode } from '../security/tokens';
import { type CodePurpose, issueCode } from './one-time-codes';
import { SMS_CODE_TTL_MINUTES, SMS_LOCKOUT_MS, SMS_MAX_SENDS, SMS_SEND_WINDOW_MS, SMS_THROTTLE_MS } from './policy';

const SMS_PER_IP_PER_HOUR = 30;

/**
 * The limits every code sent to a person passes, whatever the purpose (registration, login, password reset,
 * second factor): one per second per recipient, more than SMS_MAX_SENDS in the window locks the recipient
 * for SMS_LOCKOUT_MS, and SMS_PER_IP_PER_HOUR per requesting IP. Throws 429 rate_limited.
 */
export async function enforceSendLimits(
  deps: PlatformDeps,
  merchant: Merchant,
  channel: 'sms' | 'email',
  to: string,
  ip: string,
): Promise<void> {
  const now = deps.clock();
  const recipientKey = `${channel}:${merchant.code}:${to}`;
  const locked = await lockedUntil(deps.db, `${recipientKey}:window`, now);
  if (locked) throw rateLimited(locked, now);
  await enforceLimit(deps, `${recipientKey}:throttle`, 1, SMS_THROTTLE_MS);
  await enforceLimit(deps, `${channel}:ip:${ip}`, SMS_PER_IP_PER_HOUR, 60 * 60 * 1000);
  const window = await hit(deps.db, `${recipientKey}:window`, SMS_SEND_WINDOW_MS, now);
  if (window.count > SMS_MAX_SENDS) {
    const until = new Date(now.getTime() + SMS_LOCKOUT_MS);
    await lockKey(deps.db, `${recipientKey}:window`, until);
    throw rateLimited(until, now);
  }
}

export async function sendSmsCode(
  deps: PlatformDeps,
  c: Context,
  merchant: Merchant,
  purpose: Extract<CodePurpose, 'nologin' | 'register'>,
  e164: string,
  options: { deliver: boolean; ip: string },
): Promise<{ expiredMinutes: number }> {
  const now = deps.clock();
  await enforceSendLimits(deps, merchant, 'sms', e164, options.ip);
  if (options.deliver) {
    const code = numericCode(6);
    await issueCode(
      deps.db,
      { merchantCode: merchant.code, purpose, target: e164 },
      code,
      new Date(now.getTime() + SMS_CODE_TTL_MINUTES * 60_000),
      now,
      { ip: options.ip },
    );
    await deps.messages.send({
      merchantCode: merchant.code,
      channel: 'sms',
      to: e164,
      subject: 'verification code',
      body: textsFor(c, merchant).smsCode(code, SMS_CODE_TTL_MINUTES, merchant.tenant.name),
    });
  }
  return { expiredMinutes: SMS_CODE_TTL_MINUTES };
}
