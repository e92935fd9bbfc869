/**
 * Passkeys: a member's WebAuthn credentials, added in the security centre and used to sign in without a password or a
 * second factor. Its own area rather than a part of accounts: it owns two tables and the WebAuthn library, and needs
 * from accounts only what every way in uses (its door: the member, the site checks, completeSignIn).
 */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { registerPasskeyRoutes } from './routes';

export { hasPasskey } from './queries';

export const passkeysModule: AreaModule = {
  name: 'passkeys',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: registerPasskeyRoutes,
};
