/**
 * One-click sign-in providers a merchant offers (tenant file `signInProviders`, default none): OpenID Connect
 * providers such as Google, or the platform's local demo provider (`issuer: "local-demo"`, demo mode only). The
 * login dialog shows "Continue with <name>" for each; the platform runs the authorization-code flow with PKCE, state
 * and nonce (openid-client). Client ids are public and live here; a provider's client secret never does: the
 * platform keeps it in its sealed secrets (PLATFORM_SIGN_IN_SECRET_<TENANT>_<PROVIDER> on first start; see
 * platform/sign-in-providers/README.md). The local demo provider's clients are public (PKCE only) and need none.
 */
import { z } from 'zod';

/** The provider's key in links, URLs and secret names: short, lower-case. */
export const PROVIDER_ID_PATTERN = /^[a-z][a-z0-9-]{1,19}$/;

/** Icons the login dialog draws next to a provider's name. */
export const PROVIDER_ICONS = ['google', 'facebook', 'line', 'telegram', 'key'] as const;

/** The issuer value that names the platform's local demo provider (platform/sign-in-providers/local-provider). */
export const LOCAL_DEMO_ISSUER = 'local-demo';

export const signInProviderSchema = z
  .strictObject({
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
    issuer: z.union([z.literal(LOCAL_DEMO_ISSUER), z.url({ protocol: /^https?$/ })]).meta({
      description:
        'OpenID Connect issuer URL (its /.well-known/openid-configuration is read), or "local-demo" for the ' +
        "platform's local demo provider, which runs beside the platform in demo mode only.",
      examples: ['https://accounts.google.com'],
    }),
    clientId: z
      .string()
      .min(1)
      .max(200)
      .meta({ description: "The merchant's client id at the provider (public).", examples: ['1234.apps.example'] }),
    scope: z
      .string()
      .regex(/^openid( [\w:.-]+)*$/, 'must start with openid')
      .default('openid email phone')
      .meta({ description: 'Scopes asked for; openid first.', examples: ['openid email'] }),
  })
  .meta({ description: 'One OpenID Connect provider offered for one-click sign-in.' });

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
      '"issuer": "https://accounts.google.com", "clientId": "1234.apps.googleusercontent.com" }].',
    examples: [[{ id: 'demo-id', name: 'Demo ID', icon: 'key', issuer: 'local-demo', clientId: 'bangladesh-site' }]],
  });

export type SignInProvider = z.output<typeof signInProviderSchema>;
