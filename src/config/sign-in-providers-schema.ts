/**
 * One-click sign-in providers a merchant offers (tenant file `signInProviders`, default none), of three kinds:
 * - `oidc` (the default kind): OpenID Connect providers such as Google, or the platform's local demo provider
 *   (`issuer: "local-demo"`, demo mode only);
 * - `oauth2`: plain OAuth 2 providers without OpenID, such as Facebook (authorization and token endpoints, then the
 *   account read from a user-info address), or the platform's local "Demo Social" (`endpoints: "local-demo"`);
 * - `telegram`: Telegram's login for the merchant's bot (its username here; the widget's signed data is checked on
 *   the platform with the bot token), or the platform's local "Demo Telegram" page (`origin: "local-demo"`).
 * The login dialog shows "Continue with <name>" for each; the platform runs the flow (openid-client for the first
 * two: authorization code with PKCE and state). Client ids and bot usernames are public and live here; a client
 * secret or bot token never does: the platform keeps it in its sealed secrets (PLATFORM_SIGN_IN_SECRET_<TENANT>_
 * <PROVIDER> on first start; see platform/README.md). The local demo providers need none (demo mode makes the Demo
 * Telegram bot's token).
 */
import { z } from 'zod';

/** The provider's key in links, URLs and secret names: short, lower-case. */
export const PROVIDER_ID_PATTERN = /^[a-z][a-z0-9-]{1,19}$/;

/** Icons the login dialog draws next to a provider's name. */
export const PROVIDER_ICONS = ['google', 'facebook', 'line', 'telegram', 'key'] as const;

/** The value that names the platform's local demo providers (platform/sign-in-providers/local-provider). */
export const LOCAL_DEMO_ISSUER = 'local-demo';

/** Facebook Login's addresses: an `oauth2` entry's defaults. */
export const FACEBOOK_ENDPOINTS = {
  authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
  token: 'https://graph.facebook.com/v19.0/oauth/access_token',
  userInfo: 'https://graph.facebook.com/me?fields=id,name,email',
} as const;

/** Where Telegram's login page answers (oauth.telegram.org/auth): a `telegram` entry's default origin. */
export const TELEGRAM_LOGIN_ORIGIN = 'https://oauth.telegram.org';

const httpUrl = z.url({ protocol: /^https?$/ });

/** What every kind shares: the key, the button's name and icon. */
const common = {
  id: z
    .string()
    .regex(PROVIDER_ID_PATTERN, 'must be 2-20 lower-case letters, digits or dashes')
    .meta({
      description: 'Key of the provider in this merchant (links, secrets): e.g. google.',
      examples: ['google'],
    }),
  name: z
    .string()
    .min(1)
    .max(30)
    .meta({ description: 'Display name: the button reads "Continue with <name>".', examples: ['Google'] }),
  icon: z
    .enum(PROVIDER_ICONS)
    .default('key')
    .meta({ description: 'Icon next to the name.', examples: ['google'] }),
};

const clientId = z
  .string()
  .min(1)
  .max(200)
  .meta({ description: "The merchant's client id at the provider (public).", examples: ['1234.apps.example'] });

const oidcProviderSchema = z
  .strictObject({
    kind: z.literal('oidc').default('oidc').meta({ description: 'OpenID Connect (the default kind).' }),
    ...common,
    issuer: z.union([z.literal(LOCAL_DEMO_ISSUER), httpUrl]).meta({
      description:
        'OpenID Connect issuer URL (its /.well-known/openid-configuration is read), or "local-demo" for the ' +
        "platform's local demo provider, which runs beside the platform in demo mode only.",
      examples: ['https://accounts.google.com'],
    }),
    clientId,
    scope: z
      .string()
      .regex(/^openid( [\w:.-]+)*$/, 'must start with openid')
      .default('openid email phone')
      .meta({ description: 'Scopes asked for; openid first.', examples: ['openid email'] }),
  })
  .meta({ description: 'An OpenID Connect provider offered for one-click sign-in.' });

const oauth2ProviderSchema = z
  .strictObject({
    kind: z.literal('oauth2'),
    ...common,
    endpoints: z
      .union([
        z.literal(LOCAL_DEMO_ISSUER),
        z.strictObject({
          authorization: httpUrl.meta({ description: 'Authorization endpoint (the provider\u2019s sign-in page).' }),
          token: httpUrl.meta({ description: 'Token endpoint (the code is redeemed there).' }),
          userInfo: httpUrl.meta({ description: 'Address that answers the account as JSON for the access token.' }),
        }),
      ])
      .default(FACEBOOK_ENDPOINTS)
      .meta({
        description:
          'The provider\u2019s addresses (default Facebook\u2019s), or "local-demo" for the platform\u2019s local ' +
          'Demo Social server (demo mode only).',
        examples: [FACEBOOK_ENDPOINTS],
      }),
    clientId,
    scope: z
      .string()
      .regex(/^[\w:.-]+([ ,][\w:.-]+)*$/, 'must be scope names')
      .default('email')
      .meta({ description: 'Scopes asked for (Facebook: email, public_profile).', examples: ['email'] }),
    fields: z
      .strictObject({
        id: z.string().min(1).max(40).default('id'),
        name: z.string().min(1).max(40).default('name'),
        email: z.string().min(1).max(40).default('email'),
      })
      .default({ id: 'id', name: 'name', email: 'email' })
      .meta({ description: 'Names of the account id, display name and e-mail in the user-info answer.' }),
    emailVerified: z
      .boolean()
      .default(true)
      .meta({
        description:
          'Whether the provider gives only addresses it verified (Facebook does): an address that is an existing ' +
          'member\u2019s then asks that member to link with their password.',
      }),
  })
  .meta({ description: 'A plain OAuth 2 provider without OpenID (Facebook-style) offered for one-click sign-in.' });

const telegramProviderSchema = z
  .strictObject({
    kind: z.literal('telegram'),
    ...common,
    botUsername: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'must be a Telegram bot username')
      .meta({ description: 'The merchant\u2019s bot (its domain set with @BotFather).', examples: ['SiteLoginBot'] }),
    origin: z
      .union([z.literal(LOCAL_DEMO_ISSUER), httpUrl])
      .default(TELEGRAM_LOGIN_ORIGIN)
      .meta({
        description:
          'Where Telegram\u2019s login page answers (default https://oauth.telegram.org), or "local-demo" for the ' +
          'platform\u2019s local Demo Telegram page (demo mode only).',
      }),
  })
  .meta({ description: 'Telegram login for the merchant\u2019s bot, offered for one-click sign-in.' });

export const signInProviderSchema = z.discriminatedUnion('kind', [
  oidcProviderSchema,
  oauth2ProviderSchema,
  telegramProviderSchema,
]);

export const signInProvidersSchema = z
  .array(signInProviderSchema)
  .max(6)
  .default([])
  .superRefine((providers, ctx) => {
    const seen = new Set<string>();
    for (const [index, provider] of providers.entries()) {
      if (seen.has(provider.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is listed twice' });
      seen.add(provider.id);
    }
  })
  .meta({
    description:
      'One-click sign-in providers (default none). Example: [{ "id": "google", "name": "Google", "icon": "google", ' +
      '"issuer": "https://accounts.google.com", "clientId": "1234.apps.googleusercontent.com" }, { "kind": "oauth2", ' +
      '"id": "facebook", "name": "Facebook", "icon": "facebook", "clientId": "1234" }, { "kind": "telegram", "id": ' +
      '"telegram", "name": "Telegram", "icon": "telegram", "botUsername": "SiteLoginBot" }].',
    examples: [[{ id: 'demo-id', name: 'Demo ID', icon: 'key', issuer: 'local-demo', clientId: 'bangladesh-site' }]],
  });

export type SignInProvider = z.output<typeof signInProviderSchema>;
export type OidcProvider = Extract<SignInProvider, { kind: 'oidc' }>;
export type OAuth2Provider = Extract<SignInProvider, { kind: 'oauth2' }>;
export type TelegramProvider = Extract<SignInProvider, { kind: 'telegram' }>;
