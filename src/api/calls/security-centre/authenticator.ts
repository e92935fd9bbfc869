/**
 * The player's authenticator app ("Google code", TOTP: SHA-1, 6 digits, 30 s) in the security centre. Setting it up
 * takes the password once (the start answers the secret as a QR code and as text, shown only then), and a first code
 * from the app confirms it and answers ten recovery codes, also shown only then. From then on a sign-in from a new IP
 * asks for a code of the app (or a recovery code, good once) instead of sending an SMS. Turning it off takes a code
 * (or a recovery code) or the password. Refusals: `in_incorrect_password`, `totp_code_invalid`, `totp_code_used`,
 * `authenticator_enrolled` (a confirmed one exists), `authenticator_not_enrolled`, `rate_limited`.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';

const password = z.string().check(z.minLength(1), z.maxLength(128));
/** A six-digit code of the app, or a recovery code (`xxxxx-xxxxx`). */
export const authenticatorCode = z.string().check(z.trim(), z.minLength(6), z.maxLength(12));

export const authenticatorStatusValue = z.object({
  enrolled: z.boolean(),
  /** Recovery codes not used yet (0 when none is enrolled). */
  recoveryCodesLeft: z.number(),
});
export type AuthenticatorStatus = z.infer<typeof authenticatorStatusValue>;

export const authenticatorCall = defineCall({
  method: 'GET',
  path: '/wps/member/authenticator',
  auth: true,
  value: authenticatorStatusValue,
});

/** Starts (or starts again) an enrolment: the secret, its otpauth:// URI (issuer: the merchant's name) and its QR code. */
export const authenticatorStartCall = defineCall({
  method: 'POST',
  path: '/wps/member/authenticator/start',
  auth: true,
  encrypted: true,
  body: z.strictObject({ password }),
  value: z.object({
    /** Base32, for typing into the app by hand. */
    totpSecret: z.string(),
    totpUri: z.string(),
    /** The URI as a QR code: an SVG data URL. */
    totpQr: z.string(),
  }),
});

export const authenticatorConfirmCall = defineCall({
  method: 'POST',
  path: '/wps/member/authenticator/confirm',
  auth: true,
  body: z.strictObject({ code: authenticatorCode }),
  value: z.object({ recoveryCodes: z.array(z.string()) }),
});

/** Turns the authenticator off: with a code of it (or a recovery code), or with the password. */
export const authenticatorDisableCall = defineCall({
  method: 'POST',
  path: '/wps/member/authenticator/disable',
  auth: true,
  encrypted: true,
  body: z.union([z.strictObject({ code: authenticatorCode }), z.strictObject({ password })]),
  value: authenticatorStatusValue,
});
