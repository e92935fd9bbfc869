/**
 * Passkeys (WebAuthn, through @simplewebauthn/server and /browser): a member adds one in the security centre after
 * typing the password once, and signs in with it from the login dialog without typing a username (discoverable
 * credentials). A passkey sign-in answers the same login value as a password sign-in and counts as the second factor:
 * no verification step follows it.
 *
 * The relying party is the site's host as the request's Origin names it (a merchant domain, `<tenantId>.localhost` or
 * `localhost`); a challenge lives five minutes and is used once. Refusals: `passkey_invalid` (the response does not
 * verify: expired, used or foreign challenge, another site or origin, bad signature, a counter that went back),
 * `passkey_unknown` (no such passkey at this merchant, or deleted), `passkey_already_added`, `passkey_limit`,
 * `in_incorrect_password` and `rate_limited` (the limits of the password sign-in).
 */
import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { loginPortal, loginValue } from './session';

/** base64url text of a WebAuthn field; bounded so a body cannot grow without limit. */
const base64url = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+$/));

/** The options handed to `startRegistration` / `startAuthentication` (@simplewebauthn/browser) as `optionsJSON`. */
const webauthnOptions = z.looseObject({ challenge: z.string() });

/** What `startRegistration` answers (RegistrationResponseJSON). */
export const registrationResponse = z.looseObject({
  id: base64url(1366),
  rawId: base64url(1366),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(8))),
  }),
  clientExtensionResults: z.looseObject({}),
});

/** What `startAuthentication` answers (AuthenticationResponseJSON). */
export const authenticationResponse = z.looseObject({
  id: base64url(1366),
  rawId: base64url(1366),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: z.optional(z.string().check(z.maxLength(256))),
  }),
  clientExtensionResults: z.looseObject({}),
});

/** One passkey of the member, as the security centre lists it (times ISO). */
export const passkeySummary = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

/** The most passkeys one member keeps (passkey_limit beyond). */
export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX = 40;

/** Re-authentication: the password once, then the options for the browser. Encrypted (it carries the password). */
export const passkeyRegistrationOptionsCall = defineCall({
  method: 'POST',
  path: '/wps/member/passkeys/options',
  auth: true,
  encrypted: true,
  body: z.strictObject({ password: z.string().check(z.minLength(1), z.maxLength(128)) }),
  value: z.object({ options: webauthnOptions }),
});

/** Verifies the browser's registration response against that challenge and keeps the passkey under its name. */
export const passkeyRegistrationCall = defineCall({
  method: 'POST',
  path: '/wps/member/passkeys',
  auth: true,
  body: z.strictObject({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(PASSKEY_NAME_MAX)),
    response: registrationResponse,
  }),
  value: passkeySummary,
});

export const passkeysCall = defineCall({
  method: 'GET',
  path: '/wps/member/passkeys',
  auth: true,
  value: z.object({ passkeys: z.array(passkeySummary) }),
});

/** Removes one of the member's passkeys (not_found for another member's or an unknown id). */
export const deletePasskeyCall = defineCall({
  method: 'DELETE',
  path: '/wps/member/passkeys',
  auth: true,
  query: z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)) }),
  value: z.object({ id: z.number() }),
});

/** Options for a sign-in with any passkey of this site (no username: the authenticator offers the ones it holds). */
export const passkeySignInOptionsCall = defineCall({
  method: 'POST',
  path: '/wps/session/passkey/options',
  auth: false,
  body: z.strictObject({}),
  value: z.object({ options: webauthnOptions }),
});

/** Signs in with the browser's assertion: the login value of a password sign-in, without a second factor. */
export const passkeySignInCall = defineCall({
  method: 'POST',
  path: '/wps/session/passkey',
  auth: false,
  body: z.strictObject({ response: authenticationResponse, portal: loginPortal }),
  value: loginValue,
});
