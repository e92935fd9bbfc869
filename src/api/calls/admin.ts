/**
 * Operator API of the reference platform (not used by the sites), on the operator host only. Every /admin path
 * needs a signed-in operator whose role allows the call (admin-operators.ts; 403 forbidden otherwise) or the
 * automation token (`Authorization: Bearer <PLATFORM_ADMIN_TOKEN>`); without either it answers 401 unauthorized.
 * Tests use it to flip switches and read the outbox.
 */
import { z } from 'zod/mini';
import { FEATURE_FLAGS } from '../../config/flag-names';
import { defineCall } from './define-call';
import { gameType, vendorCode } from './games/game';

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/));

/** Maintenance and region restriction of one merchant; omitted fields keep their value. */
export const adminSystemStatusCall = defineCall({
  method: 'POST',
  path: '/admin/merchant/status',
  auth: false,
  body: z.strictObject({
    merchantCode,
    maintenance: z.optional(z.boolean()),
    regionRestricted: z.optional(z.boolean()),
    /** Visitor countries (ISO alpha-2) that see status 2. */
    blockedCountries: z.optional(z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.maxLength(250))),
  }),
  value: z.object({ maintenance: z.boolean(), regionRestricted: z.boolean(), blockedCountries: z.array(z.string()) }),
});

export const adminWhitelabelCall = defineCall({
  method: 'POST',
  path: '/admin/merchant/whitelabel',
  auth: false,
  body: z.strictObject({
    merchantCode,
    flags: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()),
  }),
  value: z.record(z.string(), z.boolean()),
});

/**
 * Transfer-wallet merchants: whether a game launch moves the player's money into the game's vendor wallet and the
 * site brings it back (the tenant's walletAutoTransfer is the first value); false leaves transfers to the player.
 */
export const adminWalletSettingsCall = defineCall({
  method: 'POST',
  path: '/admin/merchant/wallet',
  auth: false,
  body: z.strictObject({ merchantCode, autoTransfer: z.boolean() }),
  value: z.object({ singleWallet: z.boolean(), autoTransfer: z.boolean() }),
});

/**
 * The merchant's analytics tag (permission info `analytics.gtagId`): a Google tag id such as G-ABC123XYZ, or null to
 * switch analytics off. The sites load it only after a visitor consents.
 */
export const adminAnalyticsCall = defineCall({
  method: 'POST',
  path: '/admin/merchant/analytics',
  auth: false,
  body: z.strictObject({
    merchantCode,
    gtagId: z.nullable(
      z.string().check(z.regex(/^(G|GT|AW|DC)-[A-Z0-9]{4,20}$/, 'must be a Google tag id such as G-ABC123XYZ')),
    ),
  }),
  value: z.object({ gtagId: z.nullable(z.string()) }),
});

/**
 * A vendor's maintenance switch at one merchant (vendor `maintenance`): its games stay listed but a launch is refused
 * with 409 game_maintenance and suggestions of open games.
 */
export const adminVendorMaintenanceCall = defineCall({
  method: 'POST',
  path: '/admin/games/vendor-maintenance',
  auth: false,
  body: z.strictObject({ merchantCode, gameType, vassalage: vendorCode, maintenance: z.boolean() }),
  value: z.object({ maintenance: z.boolean() }),
});

export const outboxEntry = z.object({
  id: z.number(),
  merchantCode: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/** SMS and mails the platform "sent" (outbox), newest first; `to` is an E.164 number or an e-mail address. */
export const adminOutboxCall = defineCall({
  method: 'GET',
  path: '/admin/outbox',
  auth: false,
  query: z.object({
    to: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  }),
  value: z.array(outboxEntry),
});

/** Marks a member's password expired (or not), as if it were older than the expiry. */
export const adminPasswordExpiredCall = defineCall({
  method: 'POST',
  path: '/admin/member/password-expired',
  auth: false,
  body: z.strictObject({
    merchantCode,
    username: z.string().check(z.minLength(1), z.maxLength(64)),
    expired: z.boolean(),
  }),
  value: z.object({ id: z.number(), expired: z.boolean() }),
});

/**
 * What the console's settings screens show before they change anything: the merchant's status, feature flags,
 * analytics tag, CDN host lists and wallet setting, as the calls above last left them.
 */
export const adminMerchantSettingsCall = defineCall({
  method: 'GET',
  path: '/admin/merchant/settings',
  auth: false,
  query: z.object({ merchantCode }),
  value: z.object({
    maintenance: z.boolean(),
    regionRestricted: z.boolean(),
    blockedCountries: z.array(z.string()),
    flags: z.record(z.string(), z.boolean()),
    gtagId: z.nullable(z.string()),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    singleWallet: z.boolean(),
    autoTransfer: z.boolean(),
  }),
});

/** The merchant's game vendors with their maintenance switch (what adminVendorMaintenanceCall sets), in lobby order. */
export const adminVendorsCall = defineCall({
  method: 'GET',
  path: '/admin/games/vendors',
  auth: false,
  query: z.object({ merchantCode }),
  value: z.array(z.object({ gameType, vassalage: z.string(), name: z.string(), maintenance: z.boolean() })),
});
