/**
 * The providers a merchant offers, ready for a flow. OpenID Connect and plain OAuth 2 providers get an openid-client
 * Configuration: an OIDC issuer's metadata is discovered once per issuer and kept; an OAuth 2 provider's is the
 * authorization and token endpoints its tenant entry gives (no discovery: Facebook publishes none). A Telegram
 * provider gets its bot token and the address of its login page.
 *
 * A real provider's client secret, and every Telegram bot token, comes from the platform's sealed secrets
 * (`sign_in_provider_<tenant>_<provider>`, taken on first use from PLATFORM_SIGN_IN_SECRET_<TENANT>_<PROVIDER>):
 * without one the provider is disabled, and production refuses to start with a Telegram provider that has no token
 * (assertTelegramTokens). The local demo providers (`local-demo`: Demo ID, Demo Social, Demo Telegram) exist in demo
 * mode only, at the address the platform is told (local-provider/); their clients are public (PKCE, no secret), and
 * demo mode makes the Demo Telegram bot's token, which the local Demo Telegram page signs with.
 *
 * Each flow gets a fresh Configuration whose clock follows the platform's (clockSkew), so ID token times are judged
 * against the same clock as everything else (tests move it to expire a token).
 */
import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  LOCAL_DEMO_ISSUER,
  type OAuth2Provider,
  type OidcProvider,
  type SignInProvider,
  type TelegramProvider,
} from '../../src/config/sign-in-providers-schema';
import type { PlatformMode } from '../core/platform-settings';
import { StartRefused } from '../core/start-refused';
import type { Merchant } from '../merchants/merchants';
import type { SecretStore } from '../security/secrets';
import { numericCode } from '../security/tokens';
import { providerDisabled, providerFailed } from './errors';
import { DEMO_SOCIAL_PATHS, DEMO_TELEGRAM_PATH } from './local-provider/paths';

export interface DirectoryOptions {
  mode: PlatformMode;
  secrets: SecretStore;
  /** Where the local demo providers answer (demo mode): Demo ID's issuer URL, which Demo Social and Demo Telegram share. */
  localIssuer?: string;
  /** Client secrets and bot tokens by `<tenantId>/<providerId>` (tests); else the environment's. */
  clientSecrets?: Readonly<Record<string, string>>;
  /** The platform's clock. */
  clock: () => Date;
}

/** An OpenID Connect or OAuth 2 provider: openid-client runs its code flow. */
export interface ReadyCodeProvider {
  kind: 'oidc' | 'oauth2';
  provider: OidcProvider | OAuth2Provider;
  config: oidc.Configuration;
  /** OAuth 2: where the account is read with the access token; null for OIDC (the ID token names it). */
  userInfo: URL | null;
}

/** A Telegram login: the bot's token checks the widget's signed data. */
export interface ReadyTelegram {
  kind: 'telegram';
  provider: TelegramProvider;
  botToken: string;
  /** Telegram's login page (or the local Demo Telegram page). */
  loginPage: URL;
}

export type ReadyProvider = ReadyCodeProvider | ReadyTelegram;

export interface ProviderDirectory {
  /** The merchant's provider `id`, ready for a flow; provider_disabled when not offered or not configured. */
  ready(merchant: Merchant, id: string): Promise<ReadyProvider>;
  /** Demo mode: the token of a merchant's local Demo Telegram bot (for the local page that signs as Telegram); else null. */
  demoBotToken(merchant: Merchant, id: string): Promise<string | null>;
  /** Production: refuses the start (StartRefused) when an offered Telegram provider has no bot token. */
  assertTelegramTokens(merchants: readonly Merchant[]): Promise<void>;
}

/** Name of the environment variable that gives a provider's client secret (or bot token) on first start. */
export const secretVariable = (tenantId: string, providerId: string) =>
  `PLATFORM_SIGN_IN_SECRET_${tenantId}_${providerId}`.toUpperCase().replace(/-/g, '_');

const secretName = (merchant: Merchant, provider: SignInProvider) =>
  `sign_in_provider_${merchant.tenant.id}_${provider.id}`;

/** A bot token of Telegram's shape (`<bot id>:<secret>`), made for a local Demo Telegram bot. */
const demoBotToken = () => `${numericCode(10)}:${randomBytes(27).toString('base64url')}`;

const isLocalDemo = (provider: SignInProvider) =>
  (provider.kind === 'oidc' && provider.issuer === LOCAL_DEMO_ISSUER) ||
  (provider.kind === 'oauth2' && provider.endpoints === LOCAL_DEMO_ISSUER) ||
  (provider.kind === 'telegram' && provider.origin === LOCAL_DEMO_ISSUER);

export function providerDirectory(options: DirectoryOptions): ProviderDirectory {
  const metadata = new Map<string, Promise<oidc.ServerMetadata>>();
  const localIssuerUrl = options.localIssuer ? new URL(options.localIssuer) : undefined;

  /** The local demo providers' base address; provider_disabled outside demo mode. */
  const localBase = (): URL => {
    if (options.mode !== 'demo' || !localIssuerUrl)
      throw providerDisabled('The local demo providers run in demo mode only');
    return localIssuerUrl;
  };
  // Plain http only for the local demo providers and, in demo mode, for providers on this machine (tests).
  const insecureAllowed = (url: URL) =>
    options.mode === 'demo' &&
    (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.origin === localIssuerUrl?.origin);

  const discover = (issuer: URL, clientId: string) => {
    const key = issuer.href;
    let known = metadata.get(key);
    if (!known) {
      known = oidc
        .discovery(issuer, clientId, undefined, oidc.None(), {
          execute: insecureAllowed(issuer) ? [oidc.allowInsecureRequests] : [],
        })
        .then((config) => config.serverMetadata());
      // A provider that was down is asked again next time.
      known.catch(() => metadata.delete(key));
      metadata.set(key, known);
    }
    return known;
  };

  /** The sealed secret, taken from the given or environment value on first use; null when there is none. */
  const secretOf = async (merchant: Merchant, provider: SignInProvider, make?: () => string) => {
    const key = `${merchant.tenant.id}/${provider.id}`;
    const given = options.clientSecrets?.[key] ?? process.env[secretVariable(merchant.tenant.id, provider.id)];
    try {
      return await options.secrets.getOrCreate(secretName(merchant, provider), () => {
        if (given) return given;
        if (make) return make();
        throw new Error('no secret');
      });
    } catch {
      return null;
    }
  };

  const botTokenOf = (merchant: Merchant, provider: TelegramProvider) =>
    secretOf(merchant, provider, options.mode === 'demo' && isLocalDemo(provider) ? demoBotToken : undefined);

  const serverOf = async (provider: OidcProvider | OAuth2Provider): Promise<oidc.ServerMetadata> => {
    if (provider.kind === 'oidc') {
      const issuer = provider.issuer === LOCAL_DEMO_ISSUER ? localBase() : new URL(provider.issuer);
      try {
        return await discover(issuer, provider.clientId);
      } catch (error) {
        throw providerFailed(`the provider cannot be reached: ${(error as Error).message}`, true);
      }
    }
    const endpoints =
      provider.endpoints === LOCAL_DEMO_ISSUER
        ? {
            authorization: new URL(DEMO_SOCIAL_PATHS.authorization, localBase()).href,
            token: new URL(DEMO_SOCIAL_PATHS.token, localBase()).href,
          }
        : provider.endpoints;
    // A plain OAuth 2 server names no issuer; its authorization endpoint's origin stands for one.
    return {
      issuer: new URL(endpoints.authorization).origin,
      authorization_endpoint: endpoints.authorization,
      token_endpoint: endpoints.token,
    };
  };

  const userInfoOf = (provider: OAuth2Provider): URL =>
    provider.endpoints === LOCAL_DEMO_ISSUER
      ? new URL(DEMO_SOCIAL_PATHS.userInfo, localBase())
      : new URL(provider.endpoints.userInfo);

  const readyTelegram = async (merchant: Merchant, provider: TelegramProvider): Promise<ReadyTelegram> => {
    const loginPage =
      provider.origin === LOCAL_DEMO_ISSUER
        ? new URL(DEMO_TELEGRAM_PATH, localBase())
        : new URL('/auth', provider.origin);
    const botToken = await botTokenOf(merchant, provider);
    if (!botToken) throw providerDisabled('This Telegram provider has no bot token on the platform');
    return { kind: 'telegram', provider, botToken, loginPage };
  };

  return {
    async ready(merchant, id) {
      const provider = merchant.tenant.signInProviders.find((entry) => entry.id === id);
      if (!provider) throw providerDisabled();
      if (provider.kind === 'telegram') return readyTelegram(merchant, provider);
      const local = isLocalDemo(provider);
      if (local) localBase();
      const secret = local ? null : await secretOf(merchant, provider);
      if (!local && !secret) throw providerDisabled('This provider has no client secret on the platform');
      const server = await serverOf(provider);
      const skew = Math.round((options.clock().getTime() - Date.now()) / 1000);
      const config = new oidc.Configuration(
        server,
        provider.clientId,
        { [oidc.clockSkew]: skew },
        secret ? oidc.ClientSecretPost(secret) : oidc.None(),
      );
      const userInfo = provider.kind === 'oauth2' ? userInfoOf(provider) : null;
      const addresses = [server.authorization_endpoint, server.token_endpoint, userInfo?.href];
      if (addresses.every((address) => !address || insecureAllowed(new URL(address)))) {
        oidc.allowInsecureRequests(config);
      }
      return { kind: provider.kind, provider, config, userInfo };
    },

    async demoBotToken(merchant, id) {
      const provider = merchant.tenant.signInProviders.find((entry) => entry.id === id);
      if (options.mode !== 'demo' || provider?.kind !== 'telegram' || !isLocalDemo(provider)) return null;
      return botTokenOf(merchant, provider);
    },

    async assertTelegramTokens(merchants) {
      if (options.mode !== 'production') return;
      const problems = [];
      for (const merchant of merchants) {
        for (const provider of merchant.tenant.signInProviders) {
          // A local Demo Telegram is off in production anyway (as every local demo provider is).
          if (provider.kind !== 'telegram' || isLocalDemo(provider)) continue;
          if (await botTokenOf(merchant, provider)) continue;
          problems.push({
            setting: secretVariable(merchant.tenant.id, provider.id),
            reason: `missing: ${merchant.tenant.id} offers Telegram login (${provider.id}), whose signed data is checked with the bot's token`,
          });
        }
      }
      if (problems.length) throw new StartRefused(problems);
    },
  };
}
