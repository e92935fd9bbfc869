/**
 * One-click sign-in providers (OpenID Connect and plain OAuth 2 through openid-client, Telegram login through
 * @telegram-auth/server): a merchant's tenant file lists them; a first
 * sign-in opens a member or, for an existing member's verified address, links once their password is typed; the
 * security centre lists and unlinks them. Its own area like passkeys/: it owns its tables and the protocol library,
 * and takes from accounts only what every way in uses. The local demo providers (local-provider/: Demo ID, Demo
 * Social, Demo Telegram) run beside the platform in demo mode. See README.md here.
 */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import type { ProviderDirectory } from './directory';
import { registerProviderRoutes } from './routes';

export { type DirectoryOptions, type ProviderDirectory, providerDirectory, secretVariable } from './directory';
export { DEMO_PROVIDER_ACCOUNTS } from './local-provider/accounts';
export { type LocalProvider, startLocalProvider } from './local-provider/server';
export { TELEGRAM_DATA_TTL_S } from './telegram';

export const signInProvidersModule = (directory: () => ProviderDirectory): AreaModule => ({
  name: 'sign-in-providers',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: (router, deps) => registerProviderRoutes(router, deps, directory()),
});
