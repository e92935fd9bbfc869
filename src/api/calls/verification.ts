/** SMS verification codes: for login and phone password reset (noLogin) and for registration. */
import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { botCheckField } from './session';

export const smsCodeValue = z.object({
  /** Minutes the code stays valid; the client counts down expiredMinutes × 60 seconds. */
  expiredMinutes: z.number(),
});

/**
 * Sends a code to a registered number (an unknown number gets the same answer and no SMS, so the call does
 * not reveal who has an account). Throttled to one per second per number; too many sends lock the number
 * for 5 minutes (rate_limited with value.retryAfterSeconds).
 */
export const smsNoLoginCall = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: false,
  body: z.strictObject({
    mobileNum: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
    countryDialingCode: z.optional(z.string().check(z.trim(), z.maxLength(6))),
    botCheck: botCheckField,
  }),
  value: smsCodeValue,
});

/**
 * Sends a registration code to a number not yet registered. A registered number gets the same answer, under the same
 * limits, and no SMS: only the registration submit says account_in_use, so no one can probe which numbers are
 * registered.
 */
export const smsRegisterCall = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: false,
  body: z.strictObject({
    mobileNo: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
    countryDialingCode: z.optional(z.string().check(z.trim(), z.maxLength(6))),
    botCheck: botCheckField,
  }),
  value: smsCodeValue,
});
