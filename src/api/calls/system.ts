/**
 * System calls: status, whitelabel flags, domain routes, captcha, bot check. The permission info (permission.ts) and
 * the registration rules (register-rules.ts) have files of their own: every signed-in page reads the flags, and loads
 * this file with them.
 */
import { z } from 'zod/mini';
import { FEATURE_FLAGS } from '../../config/flag-names';
import { defineCall } from './define-call';

/** 0 normal, 1 maintenance, 2 region restricted (maintenance wins when both apply). */
export const systemStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Where the platform sees the visitor. */
export const location = z.object({
  ip: z.string(),
  /** ISO 3166 alpha-2, or null when unknown. */
  countryCode: z.nullable(z.string()),
});

export const systemStatusCall = defineCall({
  method: 'GET',
  path: '/wps/system/status',
  auth: false,
  value: z.object({ status: systemStatus, location }),
});

/**
 * Country code: the visitor's country as the platform knows it (from the CDN in front of it), null when unknown, and
 * its dialing code when one of the platform's merchants serves that country. The region select opens by itself when the
 * country is unknown or one the site does not serve.
 */
export const countryCodeCall = defineCall({
  method: 'GET',
  path: '/wps/system/countryCode',
  auth: false,
  value: z.object({ countryCode: z.nullable(z.string()), countryDialingCode: z.nullable(z.string()) }),
});

export const whitelabelValue = z.object(
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    (typeof FEATURE_FLAGS)[number],
    z.ZodMiniBoolean
  >,
);
export type WhitelabelValue = z.infer<typeof whitelabelValue>;

export const whitelabelCall = defineCall({
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: false,
  value: whitelabelValue,
});

export const domainRoute = z.object({ domain: z.string(), merchantCode: z.string(), main: z.boolean() });

export const domainRouteCall = defineCall({
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: false,
  value: z.array(domainRoute),
});

/**
 * A fresh captcha image (base64 PNG, no data: prefix). The answer stays on the platform, bound to the
 * `captcha_id` cookie this call sets (HttpOnly, 5 minutes); the next login/register/feedback with a
 * `captcha` field uses it up, right or wrong.
 */
export const captchaCall = defineCall({
  method: 'GET',
  path: '/wps/captcha',
  auth: false,
  value: z.string(),
});

/**
 * An ALTCHA proof-of-work challenge (altcha-lib v2 format), to solve in the browser (the `altcha` widget)
 * before login, register and SMS sending; the base64 JSON payload `{ challenge, solution }` goes in the
 * `botCheck` field of those bodies. Each solved challenge is accepted once and for 10 minutes.
 */
export const botCheckChallengeCall = defineCall({
  method: 'GET',
  path: '/wps/system/botCheck',
  auth: false,
  value: z.looseObject({ parameters: z.looseObject({ algorithm: z.string(), nonce: z.string() }) }),
});
