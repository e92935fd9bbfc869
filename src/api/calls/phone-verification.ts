/**
 * The firebase-style phone-verification path: at a merchant whose tenant file sets `phoneVerification: "firebase"`, the
 * registration SMS code is sent and checked by the platform's phone-verification provider instead of the SMS calls of
 * verification.ts. Confirming the code answers a short-lived signed id token naming the verified number; the register
 * call carries it as `firebaseIdToken` with `firebaseChannel: "sms"` (member.ts) in place of `verificationCode`.
 *
 * Refusals are the ten phone-verification errors (errors.ts, `phone_*`), each with its own text.
 */
import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { botCheckField } from './session';

/**
 * Sends a code to the number. An empty number is phone_missing_number and a malformed one
 * phone_invalid_number (so the field is not required here: the provider names what is wrong); a failed bot
 * check is phone_captcha_check_failed; too many sends lock the number for 5 minutes
 * (phone_too_many_requests with value.retryAfterSeconds); phone_quota_exceeded when the merchant's daily
 * allowance is used up; phone_operation_not_allowed when the merchant does not use this path (or
 * its operator switched MOBILENUMREG3 or REGMOBVERF3 off).
 */
export const phoneVerificationStartCall = defineCall({
  method: 'POST',
  path: '/wps/verification/phone/start',
  auth: false,
  body: z.strictObject({
    mobileNum: z.string().check(z.trim(), z.maxLength(20)),
    countryDialingCode: z.optional(z.string().check(z.trim(), z.maxLength(6))),
    botCheck: botCheckField,
  }),
  value: z.object({
    /** Opaque id of this verification; send it back with the code. */
    sessionInfo: z.string(),
    /** Seconds the code stays valid. */
    expiresInSeconds: z.number(),
  }),
});

/**
 * Checks the code of a started verification. A wrong or empty code is phone_invalid_code (five wrong codes
 * lock the number: phone_too_many_requests); an old one phone_code_expired (send a new one). Success
 * answers the id token for registration.
 */
export const phoneVerificationConfirmCall = defineCall({
  method: 'POST',
  path: '/wps/verification/phone/confirm',
  auth: false,
  body: z.strictObject({
    sessionInfo: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    code: z.string().check(z.trim(), z.maxLength(12)),
  }),
  value: z.object({
    /** Signed, short-lived token naming the verified number (E.164); send it as firebaseIdToken on register. */
    idToken: z.string(),
    phoneNumber: z.string(),
    /** ISO 8601: register before then. */
    expiresAt: z.string(),
  }),
});
