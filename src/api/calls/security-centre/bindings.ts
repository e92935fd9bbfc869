/**
 * Bound mobile number and e-mail of the security centre. A code goes to the number (SMS) or the address (mail); the
 * bind call with that code confirms it. A confirmed binding cannot be changed or unlinked: the code and bind calls then
 * answer `binding_locked`. A number or address another member of the merchant has bound is `binding_taken`. Wrong, used
 * or expired codes are `verification_code_invalid` (a code survives 5 wrong guesses); sends pass the limits of every
 * code sent to a person (`rate_limited`).
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';

/** One binding: the number or address masked as member info shows it (null when none), and whether confirmed. */
export const binding = z.object({ value: z.nullable(z.string()), bound: z.boolean() });
export type Binding = z.infer<typeof binding>;

export const bindingsValue = z.object({ mobile: binding, email: binding });
export type Bindings = z.infer<typeof bindingsValue>;

export const BINDING_CHANNELS = ['mobile', 'email'] as const;
export type BindingChannel = (typeof BINDING_CHANNELS)[number];

const mobileNum = z.string().check(z.trim(), z.minLength(1), z.maxLength(20));
/** The dialing code; empty or absent means the merchant's. */
const countryDialingCode = z.optional(z.string().check(z.trim(), z.maxLength(6)));
const email = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const verificationCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(12));

export const bindingsCall = defineCall({
  method: 'GET',
  path: '/wps/member/bindings',
  auth: true,
  value: bindingsValue,
});

/** Sends the code that confirms a number (error_phone_number_limit for a bad one). */
export const mobileBindingCodeCall = defineCall({
  method: 'POST',
  path: '/wps/member/bindings/mobile/code',
  auth: true,
  body: z.strictObject({ mobileNum, countryDialingCode }),
  value: z.object({ expiredMinutes: z.number() }),
});

export const bindMobileCall = defineCall({
  method: 'POST',
  path: '/wps/member/bindings/mobile',
  auth: true,
  body: z.strictObject({ mobileNum, countryDialingCode, verificationCode }),
  value: bindingsValue,
});

/** Sends the code that confirms an address (invalid_format `{ field: 'email' }` for a bad one). */
export const emailBindingCodeCall = defineCall({
  method: 'POST',
  path: '/wps/member/bindings/email/code',
  auth: true,
  body: z.strictObject({ email }),
  value: z.object({ expiredMinutes: z.number() }),
});

export const bindEmailCall = defineCall({
  method: 'POST',
  path: '/wps/member/bindings/email',
  auth: true,
  body: z.strictObject({ email, verificationCode }),
  value: bindingsValue,
});
