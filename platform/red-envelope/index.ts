/** Red envelopes: rounds the operator opens and members claim. */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { registerRedEnvelopeAdminRoutes, registerRedEnvelopeRoutes } from './routes';

export const redEnvelopeModule: AreaModule = {
  name: 'red-envelope',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: registerRedEnvelopeRoutes,
  adminRoutes: registerRedEnvelopeAdminRoutes,
};
