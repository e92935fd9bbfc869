/** Session calls: login by username or SMS code, second factor, free play, logout. */
import { z } from 'zod/mini';
import { defineCall } from './define-call';

/** A base64 ALTCHA payload from the bot check (see botCheckChallengeCall in system.ts). */
export const botCheckField = z.string().check(z.minLength(1), z.maxLength(8192));

/** Which site the login comes from: the player site refuses non-members, the agent portal non-agents. */
export const loginPortal = z._default(z.enum(['player', 'agent']), 'player');

const trimmed = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * During the member's time-out or self-exclusion a sign-in is refused (`account_excluded` with its end) unless it
 * asks only to take their money out: such a session opens, and the platform refuses play, deposits and marketing
 * to it as to every session of a member on a break.
 */
const withdrawalOnly = z.optional(z.boolean());

export const usernameLogin = z.strictObject({
  type: z.literal('username'),
  username: trimmed(64),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  /** Needed once the platform has answered `captchaRequired` (after 3 failures for the username or IP). */
  captcha: z.optional(z.string().check(z.trim(), z.maxLength(16))),
  portal: loginPortal,
  botCheck: botCheckField,
  withdrawalOnly,
});

export const smsLogin = z.strictObject({
  type: z.literal('sms'),
  mobileNum: trimmed(20),
  countryDialingCode: z.optional(z.string().check(z.trim(), z.maxLength(6))),
  verificationCode: trimmed(12),
  portal: loginPortal,
  botCheck: botCheckField,
  withdrawalOnly,
});

export const loginBody = z.discriminatedUnion('type', [usernameLogin, smsLogin]);
export type LoginBody = z.input<typeof loginBody>;

/** What a successful login (and registration, free play, phone reset) answers. */
export const loginValue = z.object({
  /** Bearer token for calls with auth; keep it in session storage. */
  token: z.string(),
  firstTimeLogin: z.boolean(),
  /** The client opens the change-password dialog (unless the login was by SMS). */
  passwordExpired: z.boolean(),
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
});
export type LoginValue = z.infer<typeof loginValue>;

/**
 * Encrypted. Failures: in_incorrect_password (value.captchaRequired says whether the next try needs the
 * captcha), captcha_required, captcha_incorrect, error_not_member, error_not_agent, verification_required
 * (a new IP: value is secondFactorChallenge), rate_limited, bot_check_failed, system_maintenance.
 */
export const loginCall = defineCall({
  method: 'POST',
  path: '/wps/session/login',
  auth: false,
  encrypted: true,
  body: loginBody,
  value: loginValue,
});

/** The verification_required value lives with the other failure values (errors.ts). */
export {
  SECOND_FACTORS,
  type SecondFactor,
  type SecondFactorChallenge,
  secondFactorChallenge,
} from './errors';

/** How a verification step is answered: the code sent (default), the authenticator's code, the holder name. */
export const VERIFICATION_ANSWERS = ['code', 'totp', 'bankName'] as const;

/**
 * Completes a login from a new IP with one of the challenge's factors: `verificationCode` for the code sent by SMS or
 * e-mail (`factor` code, the default) or the authenticator's code or a recovery code (`factor` totp); `accountName`,
 * the holder name of a bound payout account (`factor` bankName: compared as the payout binding compares it, case, repeated
 * spaces and Latin accents aside). Every wrong answer counts against the step's 5, whichever factor. Failures: verification_code_invalid (no
 * such step, or a wrong SMS/e-mail code), totp_code_invalid, totp_code_used, account_name_mismatch,
 * second_factor_unavailable, verification_attempts_exceeded, input_empty (the answer's field). Encrypted.
 */
export const loginVerificationCall = defineCall({
  method: 'POST',
  path: '/wps/session/login/verification',
  auth: false,
  encrypted: true,
  body: z.strictObject({
    verificationToken: z.string().check(z.minLength(1), z.maxLength(64)),
    factor: z.optional(z.enum(VERIFICATION_ANSWERS)),
    verificationCode: z.optional(z.string().check(z.trim(), z.maxLength(12))),
    accountName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    withdrawalOnly,
  }),
  value: loginValue,
});

/** Opens a fresh trial account (type 4) when FREEPLAY3 is on; feature_disabled otherwise. */
export const freeplayLoginCall = defineCall({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: false,
  body: z.strictObject({
    os: z.optional(z.string().check(z.maxLength(32))),
    platform: z.optional(z.string().check(z.maxLength(8))),
  }),
  value: loginValue,
});

/** Revokes the session's token. */
export const logoutCall = defineCall({
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: true,
  value: z.null(),
});

/**
 * A sign-in link for this session's member (a `token` in the query string signs in): a one-time code that lives two
 * minutes, never the session token itself, so a link that leaks is soon worthless and a page cannot be made to adopt
 * someone else's session. Put it in `?token=`; the site exchanges it for a new session.
 */
export const signInLinkCall = defineCall({
  method: 'POST',
  path: '/wps/session/signInLink',
  auth: true,
  value: z.object({ code: z.string(), expiresAt: z.string() }),
});

export const signInLinkExchangeCall = defineCall({
  method: 'POST',
  path: '/wps/session/signInLink/exchange',
  auth: false,
  body: z.strictObject({ code: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/)) }),
  value: loginValue,
});
