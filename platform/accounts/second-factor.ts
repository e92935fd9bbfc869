/**
 * Second factor for a sign-in from an IP the account has not used: a 6-digit code goes by SMS to the
 * account's mobile, else by e-mail; the login answers verification_required with a random
 * verificationToken; POST /wps/session/login/verification with token + code completes the sign-in. An
 * account with neither mobile nor e-mail has no second channel and signs in without one.
 */
import type { Context } from 'hono';
import type { SecondFactorChallenge } from '../../src/api/calls/session';
import { maskEmail, maskMobile } from '../core/personal-details';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Merchant } from '../merchants/merchants';
import { textsFor } from '../messaging/language';
import { numericCode, randomToken, sha256Hex } from '../security/tokens';
import type { MemberRow } from './members';
import { issueCode } from './one-time-codes';
import { enforceSendLimits } from './sms';

export const SECOND_FACTOR_TTL_MINUTES = 10;

/** Sends the code and throws verification_required; returns only when the account has no channel. */
export async function demandSecondFactor(
  deps: PlatformDeps,
  c: Context,
  merchant: Merchant,
  member: MemberRow,
  ip: string,
): Promise<void> {
  const channel = member.mobile ? 'sms' : member.email ? 'email' : null;
  if (!channel) return;
  const to = (channel === 'sms' ? member.mobile : member.email) as string;
  // The same limits as every other code: a script replaying a stolen password from many IPs cannot pump
  // SMS or mail to the owner.
  await enforceSendLimits(deps, merchant, channel, to, ip);
  const now = deps.clock();
  const verificationToken = randomToken();
  const code = numericCode(6);
  await issueCode(
    deps.db,
    { merchantCode: merchant.code, purpose: 'second_factor', target: sha256Hex(verificationToken) },
    code,
    new Date(now.getTime() + SECOND_FACTOR_TTL_MINUTES * 60_000),
    now,
    { memberId: member.id, ip },
  );
  const texts = textsFor(c, merchant);
  const brand = merchant.tenant.name;
  await deps.messages.send({
    merchantCode: merchant.code,
    channel,
    to,
    subject: texts.secondFactorSubject(brand),
    body: texts.secondFactor(code, SECOND_FACTOR_TTL_MINUTES, brand),
  });
  const value: SecondFactorChallenge = {
    verificationToken,
    channel,
    maskedTarget: channel === 'sms' ? maskMobile(to) : maskEmail(to),
    expiredMinutes: SECOND_FACTOR_TTL_MINUTES,
  };
  throw new PlatformError(400, 'verification_required', 'Sign-in from a new device needs a verification code', value);
}
