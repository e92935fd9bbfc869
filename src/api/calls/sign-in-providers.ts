/**
 * One-click sign-in with the merchant's providers (tenant `signInProviders`; OpenID Connect and plain OAuth 2
 * through openid-client on the platform, Telegram login checked with the bot token). The login dialog starts a sign-in
 * and the browser goes to the provider; the provider sends it back to the site's /login page with `code` and `state`
 * (Telegram: the state and its signed data), and the page hands that address to the finish call, which answers one
 * of:
 * - `signed-in`: the login value, as after a password sign-in (no forced password change, no second factor);
 * - `link`: the provider's verified e-mail or phone belongs to an existing member, who must type their password once
 *   (link call) before the provider is linked;
 * - `linked`: a signed-in member linked the provider from the security centre.
 * A first sign-in whose address matches nobody opens a new member under the merchant's registration rules.
 * Refusals: provider_disabled, provider_state_invalid (unknown, used, expired or another browser's state),
 * provider_nonce_invalid, provider_audience_invalid, provider_token_expired, provider_failed (the provider refused or
 * answered something else that does not verify), provider_already_linked (the provider account is another member's,
 * or the member has another account of it), provider_last_sign_in (unlinking would leave no way in),
 * error_not_agent (on the agent portal, `portal: 'agent'`: the provider account is linked to a player, its address is a
 * player's, or it would open a new member; the agent portal only signs agents in and never links to a session),
 * in_incorrect_password, rate_limited, system_maintenance.
 */
import { z } from 'zod/mini';
import { PROVIDER_ID_PATTERN } from '../../config/sign-in-providers-schema';
import { defineCall } from './define-call';
import { loginPortal, loginValue } from './session';

const providerId = z.string().check(z.regex(PROVIDER_ID_PATTERN));

/** A random value the browser keeps in session storage and shows at the finish: a state works in its browser only. */
const browserKey = z.string().check(z.minLength(32), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/));

/**
 * The site page the provider returns to, in the page's language: /login (`/ur/login`), or the agent portal's login
 * page /agent (`/ur/agent`). A real provider must know both as redirect addresses of the merchant's hosts.
 */
export const PROVIDER_RETURN_PATH = /^(\/[a-z]{2,3})?\/(login|agent)\/?$/;

export const providerStartCall = defineCall({
  method: 'POST',
  path: '/wps/session/provider/start',
  // Optional: with a session it links the provider to that member (security centre), without one it signs in.
  auth: 'optional',
  body: z.strictObject({
    provider: providerId,
    browserKey,
    returnPath: z.string().check(z.maxLength(16), z.regex(PROVIDER_RETURN_PATH)),
    portal: loginPortal,
    /** A new member's agent or referrer, as on the register form. */
    affiliateCode: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  }),
  value: z.object({ authorizationUrl: z.string() }),
});

export const providerFinishCall = defineCall({
  method: 'POST',
  path: '/wps/session/provider/finish',
  auth: false,
  body: z.strictObject({
    /** The address the provider sent the browser back to (with code, state and maybe iss). */
    callbackUrl: z.string().check(z.minLength(1), z.maxLength(4096)),
    browserKey,
  }),
  value: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('signed-in'), login: loginValue }),
    z.object({
      kind: z.literal('link'),
      /** Good for one link call within 10 minutes. */
      linkToken: z.string(),
      /** The existing member whose password links the provider. */
      account: z.string(),
      provider: z.string(),
    }),
    z.object({ kind: z.literal('linked'), provider: z.string() }),
  ]),
});

/** The existing member's password links the provider and signs in. Encrypted (it carries the password). */
export const providerLinkCall = defineCall({
  method: 'POST',
  path: '/wps/session/provider/link',
  auth: false,
  encrypted: true,
  body: z.strictObject({
    linkToken: z.string().check(z.minLength(1), z.maxLength(128)),
    password: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
  value: loginValue,
});

export const providerLinkSummary = z.object({
  provider: z.string(),
  /** What the provider showed of the account (an e-mail address or a number), '' when nothing. */
  label: z.string(),
  linkedAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type ProviderLinkSummary = z.infer<typeof providerLinkSummary>;

export const providerLinksCall = defineCall({
  method: 'GET',
  path: '/wps/member/providers',
  auth: true,
  value: z.object({ links: z.array(providerLinkSummary) }),
});

/** Unlinks a provider (provider_last_sign_in when nothing else would sign the member in; not_found when not linked). */
export const providerUnlinkCall = defineCall({
  method: 'DELETE',
  path: '/wps/member/providers',
  auth: true,
  query: z.object({ provider: providerId }),
  value: z.object({ provider: z.string() }),
});
