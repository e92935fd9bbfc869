/**
 * Phone verification through a provider (the firebase-style path of registration): the provider interface, the
 * local one that sends its codes to the outbox, and the check registration makes.
 */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import type { PhoneVerificationProvider } from './provider';
import { registerPhoneVerificationRoutes } from './routes';

export { localPhoneVerification, type ProviderEnv } from './local-provider';
export type { PhoneVerificationProvider } from './provider';
export { assertPhoneVerified } from './register-check';
export { usesPhoneProvider } from './routes';

export const phoneVerificationModule = (provider: () => PhoneVerificationProvider): AreaModule => ({
  name: 'phone-verification',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: (router, deps) => registerPhoneVerificationRoutes(router, deps, provider()),
});
