/**
 * Account rules in one place. Numbers the product itself fixes (the sites rely on them) say "product rule"; the
 * others are this platform's choices, documented in platform/README.md.
 */

/**
 * The weak default password that operators hand out and that forces a change at the next login (product rule).
 * Nobody can choose it: registration and password changes refuse it.
 */
export const WEAK_DEFAULT_PASSWORD = 'abc12345';

/** With PWDEXPFORCECHANGE3 on, a password older than this must be changed at login. */
export const PASSWORD_MAX_AGE_DAYS = 90;

/** Session lifetime; a session is a random 256-bit token stored only as its SHA-256. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Sign-in attempts per IP per minute (PlatformConfig.loginsPerIpPerMinute, env
 * PLATFORM_LOGINS_PER_IP_PER_MINUTE, default below). Failed sign-ins are counted in security/login-failures.ts.
 */
export const LOGINS_PER_IP_PER_MINUTE = 30;

/**
 * Registrations per IP per hour (PlatformConfig.registrationsPerIpPerHour, env
 * PLATFORM_REGISTRATIONS_PER_IP_PER_HOUR, default below).
 */
export const REGISTRATIONS_PER_IP_PER_HOUR = 20;

/** SMS codes: lifetime (answered as value.expiredMinutes), one send per second per number (product rule). */
export const SMS_CODE_TTL_MINUTES = 5;
export const SMS_THROTTLE_MS = 1000;
/** More than this many sends to one number within the window lock it for 5 minutes (product rule: the lock-out). */
export const SMS_MAX_SENDS = 5;
export const SMS_SEND_WINDOW_MS = 10 * 60 * 1000;
export const SMS_LOCKOUT_MS = 5 * 60 * 1000;

/** Wrong guesses a one-time code (SMS, e-mail, second factor, reset) survives before it is void. */
export const CODE_MAX_ATTEMPTS = 5;

/**
 * Captcha images per IP per minute (PlatformConfig.captchasPerIpPerMinute, env PLATFORM_CAPTCHAS_PER_IP_PER_MINUTE,
 * default below; the client refreshes at most once a second); their lifetime is in security/captcha.ts.
 */
export const CAPTCHAS_PER_IP_PER_MINUTE = 30;

/** Free-play accounts an IP may open per hour, and the demo balance they start with. */
export const FREEPLAY_PER_IP_PER_HOUR = 20;
export const FREEPLAY_BALANCE = 2000;

/** Password reset codes mailed by forgot-password-by-e-mail. */
export const RESET_CODE_TTL_MINUTES = 30;

/**
 * Member types that are the same for every merchant. Agent and trial types are per merchant, in the tenant file
 * (brand.agentUserTypes, brand.trialUserType), which the site reads too: see members.ts.
 */
export const MEMBER_TYPE = { player: 0, staff: 3 } as const;
