/** System calls (spec §7): status, permission info, whitelabel flags, registration rules, domain routes, captcha, bot check. */
import { z } from 'zod/mini';
import { CUSTOMER_SERVICE_TYPES, FEATURE_FLAGS } from '../../config/flag-names';
import { defineCall } from './define-call';
import { fieldRule } from './field-patterns';

/** 0 normal, 1 maintenance, 2 region restricted (spec §4; maintenance wins). */
export const systemStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

const location = z.object({
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
 * Country code (spec §3 "Country", §7): the visitor's country as the platform knows it (from the CDN in front
 * of it), null when unknown, and its dialing code when one of the platform's merchants serves that country.
 * The region select opens by itself on what it answers (spec §4 "Region").
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

/** Rules per registration field name (username, password, mobileNum, email, payeeName, …). */
export const registerRulesValue = z.record(z.string(), fieldRule);

export const registerSettingCall = defineCall({
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: false,
  value: registerRulesValue,
});

export const domainRoute = z.object({ domain: z.string(), merchantCode: z.string(), main: z.boolean() });

export const domainRouteCall = defineCall({
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: false,
  value: z.array(domainRoute),
});

/**
 * A customer-service link. `path` is encrypted: base64 of (12-byte IV ‖ AES-256-GCM ciphertext ‖ tag) under
 * the `csKey` of the same permission answer; decrypt with decryptServicePath (service-path.ts).
 */
export const customerServiceItem = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  /** Where the link is shown: SIDE_MENU and FOOTER. */
  csPosition: z.string(),
  title: z.string(),
  path: z.string(),
});

export const resourceItem = z.object({ resourceType: z.string(), labelNameEn: z.string(), url: z.string() });

export const permissionValue = z.object({
  customerService: z.array(customerServiceItem),
  /** Base64 AES-256 key for the customer-service paths. */
  csKey: z.string(),
  domainRoute: z.array(domainRoute),
  resources: z.array(resourceItem),
  whitelabel: whitelabelValue,
  register: registerRulesValue,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.nullable(z.string()) }),
  /** Prefixes for image paths, one picked at random; '' means the site's own origin. */
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type PermissionValue = z.infer<typeof permissionValue>;

export const permissionCall = defineCall({
  method: 'GET',
  path: '/wps/system/permission',
  auth: false,
  value: permissionValue,
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
