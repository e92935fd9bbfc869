/** Member calls: info, icon, registration, affiliate check, passwords, consolidated contract info, inbox count. */
import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { botCheckField, loginValue } from './session';

export const memberInfoValue = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  /** 0 player, 1/2/41/42 agent, 4 trial. */
  type: z.number(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  currency: z.string(),
  /** Masked, e.g. +880******001, or null. */
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  icon: z.number(),
  /** The password must be changed now (weak default, or expired with PWDEXPFORCECHANGE3). */
  passwordExpired: z.boolean(),
  /** Public state: above the first VIP level, the level's name (translated by the sites) and rank. */
  hasVip: z.boolean(),
  vipLabelName: z.string(),
  vipRankLevel: z.int().check(z.gte(0)),
  /** Public state: promotions whose bonus waits for the player's Claim (the reward centre's badge). */
  availablePromoCount: z.int().check(z.gte(0)),
});

export const memberInfoCall = defineCall({
  method: 'GET',
  path: '/wps/member/info',
  auth: true,
  value: memberInfoValue,
});

/** Sign-ins login info returns: the security centre shows this many. */
export const LOGIN_INFO_SIGN_INS = 30;

/** How a session was opened, so a player can tell a passkey's use from a password's. */
export const SIGN_IN_METHODS = [
  'password',
  'sms',
  'second_factor',
  'registration',
  'free_play',
  'password_reset',
  'phone_reset',
  'sign_in_link',
  'passkey',
  'provider',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * One sign-in: when, from which address, on which device (as the platform describes it; '' when unknown) and how
 * (null for sign-ins recorded before the method was).
 */
export const signInEntry = z.object({
  id: z.int(),
  time: z.string(),
  ip: z.string(),
  device: z.string(),
  method: z.nullable(z.enum(SIGN_IN_METHODS)),
});
export type SignInEntry = z.infer<typeof signInEntry>;

/**
 * Login info, fetched after a sign-in or registration: the member's recent sign-ins, newest first, the first being this
 * session's, so the one before it tells the player when the account was last used.
 */
export const loginInfoCall = defineCall({
  method: 'GET',
  path: '/wps/member/loginInfo',
  auth: true,
  value: z.object({ signIns: z.array(signInEntry).check(z.maxLength(LOGIN_INFO_SIGN_INS)) }),
});

/** Avatars are numbered 1-12; the site maps a number to its own image. */
export const memberIcon = z.int().check(z.gte(1), z.lte(12));

export const memberIconCall = defineCall({
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: true,
  value: z.object({ icon: memberIcon }),
});

export const memberIconUpdateCall = defineCall({
  method: 'PUT',
  path: '/wps/member/info/icon',
  auth: true,
  body: z.strictObject({ icon: memberIcon }),
  value: z.object({ icon: memberIcon }),
});

const field = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/**
 * The registration user: every field a registration form may send. Every field is optional here: which are shown and
 * required, and their formats, come from the merchant's rules (registerSettingCall) and are enforced by the platform
 * with the answer invalid_format `{ field, patternId, minLength, maxLength }`.
 */
export const registrationFields = {
  username: field(64),
  password: z.optional(z.string().check(z.maxLength(128))),
  confirmPassword: z.optional(z.string().check(z.maxLength(128))),
  payeeName: field(100),
  email: field(100),
  qqNum: field(20),
  mobileNum: field(20),
  recommenderId: field(40),
  captcha: field(16),
  verificationCode: field(12),
  affiliateCode: field(40),
  paymentPassword: field(20),
  line: field(100),
  whatsapp: field(100),
  facebook: field(100),
  wechat: field(100),
  idNumber: field(40),
  referralCode: field(40),
  domain: field(253),
  countryDialingCode: field(6),
  firebaseChannel: z.optional(z.literal('sms')),
  firebaseIdToken: field(4096),
  /** Added by the client, not typed by the player. */
  registerUrl: field(2048),
  registerMethod: z.optional(z.literal('WEB')),
  login: z.optional(z.boolean()),
  /** The terms checkbox; must be true. */
  agreeTerms: z.optional(z.literal(true, { error: 'terms_not_agreed' })),
  botCheck: botCheckField,
};

export const registerBody = z.strictObject(registrationFields);
export type RegisterBody = z.input<typeof registerBody>;

/**
 * Registers by username; signs the new member in (login value). Encrypted. Failures: invitation_code_error
 * (checked first), invalid_format / password_rule (value names the field), inconsistent_twice,
 * account_in_use, captcha_*, bot_check_failed, verification_code_invalid.
 */
export const registerCall = defineCall({
  method: 'PUT',
  path: '/wps/member/register',
  auth: false,
  encrypted: true,
  body: registerBody,
  value: loginValue,
});

/** Registers by mobile number (MOBILENUMREG3); the username defaults to the number without leading zeros. */
export const registerMobileCall = defineCall({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: false,
  encrypted: true,
  body: registerBody,
  value: loginValue,
});

/** Checks an affiliate (invitation) code; invitation_code_error when it is unknown. */
export const affiliateCall = defineCall({
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: false,
  query: z.object({
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    domain: z.optional(z.string().check(z.maxLength(253))),
  }),
  value: z.object({ valid: z.literal(true), agentNickname: z.string() }),
});

export const changePasswordBody = z.strictObject({
  oldPassword: z.string().check(z.minLength(1), z.maxLength(128)),
  newPassword: z.string().check(z.minLength(1), z.maxLength(128)),
  confirmNewPassword: z.string().check(z.minLength(1), z.maxLength(128)),
});

/** Changes the password (encrypted); other sessions of the member are signed out. */
export const changePasswordCall = defineCall({
  method: 'POST',
  path: '/wps/member/password',
  auth: true,
  encrypted: true,
  body: changePasswordBody,
  value: z.null(),
});

/**
 * Forgot password by e-mail (form-encoded): mails a reset code and link to the account's address
 * (outbox). username_email_not_exist when the pair does not match an account.
 */
export const forgotPasswordEmailCall = defineCall({
  method: 'POST',
  path: '/wps/member/password/email',
  auth: false,
  bodyEncoding: 'form',
  body: z.strictObject({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    email: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  }),
  value: z.null(),
});

/** Sets a new password with the code from the reset mail and signs in. Encrypted. */
export const resetPasswordCall = defineCall({
  method: 'POST',
  path: '/wps/member/password/reset',
  auth: false,
  encrypted: true,
  body: z.strictObject({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    resetCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    newPassword: z.string().check(z.minLength(1), z.maxLength(128)),
    confirmNewPassword: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
  value: loginValue,
});

/** Forgot password by phone: sets the password with an SMS code (from smsNoLoginCall) and signs in. Encrypted. */
export const passwordVerificationCall = defineCall({
  method: 'POST',
  path: '/wps/member/password/verification',
  auth: false,
  encrypted: true,
  body: z.strictObject({
    mobileNum: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
    countryDialingCode: z.optional(z.string().check(z.trim(), z.maxLength(6))),
    verificationCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(12)),
    newPassword: z.string().check(z.minLength(1), z.maxLength(128)),
    confirmNewPassword: z.optional(z.string().check(z.maxLength(128))),
  }),
  value: loginValue,
});

/** Pending contract requests: 0 none, 1 a new contract offered, 2 a termination requested. */
const contractRequest = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Per contract kind, whether something awaits the member's answer (1 an offer, 2 a termination), and gated pages. */
export const consolidatedValue = z.object({
  dailysalreqtype: contractRequest,
  divtypereq: contractRequest,
  contracthoursalreq: contractRequest,
  realtimesalreqtype: contractRequest,
  /** The agent centre's four gated contract pages, shown when the account holds an accepted contract of the kind. */
  enabled: z.object({
    enableCt: z.boolean(),
    salary: z.boolean(),
    hourSalary: z.boolean(),
    agentRealtimeSalary: z.boolean(),
  }),
});
export type ConsolidatedInfo = z.infer<typeof consolidatedValue>;

export const consolidatedCall = defineCall({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: true,
  value: consolidatedValue,
});

export const unreadMessageCountCall = defineCall({
  method: 'GET',
  path: '/wps/relay/unreadMessageCount',
  auth: true,
  value: z.object({ count: z.int().check(z.gte(0)) }),
});
