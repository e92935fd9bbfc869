/** Red envelopes: rounds the operator opens and members claim. */
import type { AreaModule } from '../area-module';
import { registerRedEnvelopeAdminRoutes, registerRedEnvelopeRoutes } from './routes';

export const redEnvelopeModule: AreaModule = {
  name: 'red-envelope',
  routes: registerRedEnvelopeRoutes,
  adminRoutes: registerRedEnvelopeAdminRoutes,
};
