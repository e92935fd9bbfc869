/**
 * The steps every "the SMS code proves the phone" call shares (sign-in by SMS, password reset by phone, sending
 * a code): the number as E.164, and the member behind a used-up code.
 */

import { normalizeMobile } from '../core/personal-details';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Merchant } from '../merchants/merchants';
import { findByMobile, type MemberRow } from './members';
import { consumeCode } from './one-time-codes';

/** The number as E.164 with the client's dialing code, else the merchant's; a bad number is a 400. */
export function mobileE164(merchant: Merchant, countryDialingCode: string | undefined, mobile: string): string {
  // `||`, not `??`: a form that sends an empty dialing code means "the merchant's".
  const e164 = normalizeMobile(countryDialingCode || merchant.tenant.countryDialingCode, mobile);
  if (!e164) throw new PlatformError(400, 'error_phone_number_limit', 'Enter a valid mobile number');
  return e164;
}

/**
 * Uses up the SMS code sent to the number and answers the member it belongs to. The code is checked first, and
 * an unknown number answers like a wrong code, so the call never tells who has an account.
 */
export async function memberBySmsCode(
  deps: PlatformDeps,
  merchant: Merchant,
  body: { countryDialingCode?: string | undefined; mobileNum: string; verificationCode: string },
): Promise<MemberRow> {
  const e164 = mobileE164(merchant, body.countryDialingCode, body.mobileNum);
  await consumeCode(
    deps.db,
    { merchantCode: merchant.code, purpose: 'nologin', target: e164 },
    body.verificationCode,
    deps.clock(),
  );
  const member = await findByMobile(deps.db, merchant.code, e164);
  if (!member) throw new PlatformError(400, 'verification_code_invalid', 'Enter a valid verification code');
  return member;
}
