/**
 * Second factor for a sign-in from an IP the account has not used (SMS, e-mail, Google code or bank account
 * name). The login answers verification_required with a random verificationToken and the factors the step accepts:
 * - the authenticator app (accounts/authenticator.ts) when the member set one up: then nothing is sent;
 * - else a 6-digit code sent by SMS to the account's mobile, else by e-mail;
 * - and the holder name of a bound payout account, as an alternative to either.
 * POST /wps/session/login/verification answers the step with one of them. The step is a one-time-code row: every
 * wrong answer, whichever factor, counts against its 5 (one-time-codes.ts answerChallenge). An account with no
 * mobile, e-mail or authenticator has no factor of its own to prove and signs in without one (a holder name alone
 * is written on every withdrawal slip: not enough to stand alone).
 */
import type { Context } from 'hono';
import type { SecondFactor, SecondFactorChallenge } from '../../src/api/calls/session';
import { maskEmail, maskMobile } from '../core/personal-details';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import type { Merchant } from '../merchants/merchants';
import { textsFor } from '../messaging/language';
import { payoutAccountNames, sameName } from '../money';
import { numericCode, randomToken, sha256Hex } from '../security/tokens';
import { hasAuthenticator, spendAuthenticatorCode } from './authenticator';
import type { MemberRow } from './members';
import { answerChallenge, issueCode, type UsedCode } from './one-time-codes';
import { enforceSendLimits } from './sms';

export const SECOND_FACTOR_TTL_MINUTES = 10;

const challengeKey = (merchant: Merchant, verificationToken: string) => ({
  merchantCode: merchant.code,
  purpose: 'second_factor' as const,
  target: sha256Hex(verificationToken),
});

/** Opens the step (sending the code when the SMS or e-mail is the factor) and throws verification_required. */
export async function demandSecondFactor(
  deps: PlatformDeps,
  c: Context,
  merchant: Merchant,
  member: MemberRow,
  ip: string,
): Promise<void> {
  const totp = await hasAuthenticator(deps.db, member.id);
  const channel = totp ? null : member.mobile ? 'sms' : member.email ? 'email' : null;
  if (!totp && !channel) return;
  const bankName = (await payoutAccountNames(deps.db, member.id)).length > 0;
  const now = deps.clock();
  const verificationToken = randomToken();
  // With an authenticator the row's code is never sent: the step is answered by the app (or the holder name).
  const code = numericCode(6);
  const to = channel === 'sms' ? member.mobile : channel === 'email' ? member.email : null;
  // The same limits as every other code: a script replaying a stolen password from many IPs cannot pump
  // SMS or mail to the owner.
  if (channel && to) await enforceSendLimits(deps, merchant, channel, to, ip);
  await issueCode(
    deps.db,
    challengeKey(merchant, verificationToken),
    code,
    new Date(now.getTime() + SECOND_FACTOR_TTL_MINUTES * 60_000),
    now,
    { memberId: member.id, ip },
  );
  if (channel && to) {
    const texts = textsFor(c, merchant);
    const brand = merchant.tenant.name;
    await deps.messages.send({
      merchantCode: merchant.code,
      channel,
      to,
      subject: texts.secondFactorSubject(brand),
      body: texts.secondFactor(code, SECOND_FACTOR_TTL_MINUTES, brand),
    });
  }
  const factors: SecondFactor[] = [
    totp ? 'totp' : (channel as 'sms' | 'email'),
    ...(bankName ? ['bankName' as const] : []),
  ];
  const value: SecondFactorChallenge = {
    verificationToken,
    factors,
    ...(channel && to ? { channel, maskedTarget: channel === 'sms' ? maskMobile(to) : maskEmail(to) } : {}),
    expiredMinutes: SECOND_FACTOR_TTL_MINUTES,
  };
  throw new PlatformError(400, 'verification_required', 'Sign-in from a new device needs a verification code', value);
}

export interface SecondFactorAnswer {
  verificationToken: string;
  factor?: 'code' | 'totp' | 'bankName';
  verificationCode?: string;
  accountName?: string;
}

const unavailable = () =>
  new PlatformError(400, 'second_factor_unavailable', 'This verification is not offered for this account');
const empty = (field: string) => new PlatformError(400, 'input_empty', `${field} cannot be empty`, { field });

/** Judges one answer to the step; null when it is right (the step is then used). Writes nothing when wrong. */
async function judge(
  deps: PlatformDeps,
  tx: Database,
  memberId: number,
  answer: SecondFactorAnswer,
  codeIs: (code: string) => boolean,
): Promise<PlatformError | null> {
  const now = deps.clock();
  const totp = await hasAuthenticator(tx, memberId);
  if (answer.factor === 'bankName') {
    const names = await payoutAccountNames(tx, memberId);
    if (names.length === 0) return unavailable();
    return names.some((name) => sameName(name, answer.accountName ?? ''))
      ? null
      : new PlatformError(400, 'account_name_mismatch', 'This is not the name of your payout account');
  }
  const code = answer.verificationCode ?? '';
  if (answer.factor === 'totp') {
    if (!totp) return unavailable();
    try {
      await spendAuthenticatorCode(tx, deps.secrets.totpBox, memberId, code, now);
      return null;
    } catch (error) {
      if (error instanceof PlatformError) return error;
      throw error;
    }
  }
  // The code sent: none was sent to a member with an authenticator.
  if (totp) return unavailable();
  return codeIs(code) ? null : new PlatformError(400, 'verification_code_invalid', 'Enter a valid verification code');
}

/** Answers the step: the member it signs in, or the refusal (which counted one of the step's attempts). */
export async function answerSecondFactor(
  deps: PlatformDeps,
  merchant: Merchant,
  answer: SecondFactorAnswer,
): Promise<UsedCode> {
  // An empty answer is a form left blank, not a guess: it costs no attempt.
  if (answer.factor === 'bankName' ? !answer.accountName : !answer.verificationCode) {
    throw empty(answer.factor === 'bankName' ? 'accountName' : 'verificationCode');
  }
  return answerChallenge(deps.db, challengeKey(merchant, answer.verificationToken), deps.clock(), (tx, challenge) =>
    challenge.memberId === null
      ? Promise.resolve(unavailable())
      : judge(deps, tx, challenge.memberId, answer, challenge.codeIs),
  );
}
