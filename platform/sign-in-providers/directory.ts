/**
 * The providers a merchant offers, ready for openid-client: the tenant entry, the issuer's metadata (discovered once
 * per issuer and kept) and the client's authentication. A real provider's client secret comes from the platform's
 * sealed secrets (`sign_in_provider_<tenant>_<provider>`, taken on first use from PLATFORM_SIGN_IN_SECRET_<TENANT>_
 * <PROVIDER>): without one the provider is disabled. The local demo provider (issuer "local-demo") exists in demo
 * mode only, at the issuer the platform is told (local-provider/), with public clients (PKCE, no secret).
 *
 * Each flow gets a fresh Configuration whose clock follows the platform's (clockSkew), so ID token times are judged
 * against the same clock as everything else (tests move it to expire a token).
 */
import * as oidc from 'openid-client';
import { LOCAL_DEMO_ISSUER, type SignInProvider } from '../../src/config/sign-in-providers-schema';
import type { PlatformMode } from '../core/platform-settings';
import type { Merchant } from '../merchants/merchants';
import type { SecretStore } from '../security/secrets';
import { providerDisabled, providerFailed } from './errors';

export interface DirectoryOptions {
  mode: PlatformMode;
  secrets: SecretStore;
  /** Where the local demo provider answers (demo mode): its issuer URL. */
  localIssuer?: string;
  /** Client secrets by `<tenantId>/<providerId>` (tests); else the environment's. */
  clientSecrets?: Readonly<Record<string, string>>;
  /** The platform's clock. */
  clock: () => Date;
}

export interface ReadyProvider {
  provider: SignInProvider;
  config: oidc.Configuration;
}

export interface ProviderDirectory {
  /** The merchant's provider `id`, ready for a flow; provider_disabled when not offered or not configured. */
  ready(merchant: Merchant, id: string): Promise<ReadyProvider>;
}

/** Name of the environment variable that gives a provider's client secret on first start. */
export const secretVariable = (tenantId: string, providerId: string) =>
  `PLATFORM_SIGN_IN_SECRET_${tenantId}_${providerId}`.toUpperCase().replace(/-/g, '_');

export function providerDirectory(options: DirectoryOptions): ProviderDirectory {
  const metadata = new Map<string, Promise<oidc.ServerMetadata>>();

  const issuerOf = (provider: SignInProvider): URL => {
    if (provider.issuer !== LOCAL_DEMO_ISSUER) return new URL(provider.issuer);
    if (options.mode !== 'demo' || !options.localIssuer)
      throw providerDisabled('The local demo provider runs in demo mode only');
    return new URL(options.localIssuer);
  };
  // Plain http only for the local demo provider and, in demo mode, for providers on this machine (tests).
  const insecureAllowed = (issuer: URL) =>
    options.mode === 'demo' &&
    (issuer.hostname === 'localhost' || issuer.hostname === '127.0.0.1' || issuer.href === localIssuerUrl?.href);
  const localIssuerUrl = options.localIssuer ? new URL(options.localIssuer) : undefined;

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

  const secretOf = async (merchant: Merchant, provider: SignInProvider): Promise<string | null> => {
    const key = `${merchant.tenant.id}/${provider.id}`;
    const given = options.clientSecrets?.[key] ?? process.env[secretVariable(merchant.tenant.id, provider.id)];
    try {
      return await options.secrets.getOrCreate(`sign_in_provider_${merchant.tenant.id}_${provider.id}`, () => {
        if (!given) throw new Error('no client secret');
        return given;
      });
    } catch {
      return null;
    }
  };

  return {
    async ready(merchant, id) {
      const provider = merchant.tenant.signInProviders.find((entry) => entry.id === id);
      if (!provider) throw providerDisabled();
      const issuer = issuerOf(provider);
      const local = provider.issuer === LOCAL_DEMO_ISSUER;
      const secret = local ? null : await secretOf(merchant, provider);
      if (!local && !secret) throw providerDisabled('This provider has no client secret on the platform');
      let server: oidc.ServerMetadata;
      try {
        server = await discover(issuer, provider.clientId);
      } catch (error) {
        throw providerFailed(`the provider cannot be reached: ${(error as Error).message}`, true);
      }
      const skew = Math.round((options.clock().getTime() - Date.now()) / 1000);
      const config = new oidc.Configuration(
        server,
        provider.clientId,
        { [oidc.clockSkew]: skew },
        secret ? oidc.ClientSecretPost(secret) : oidc.None(),
      );
      if (insecureAllowed(issuer)) oidc.allowInsecureRequests(config);
      return { provider, config };
    },
  };
}
