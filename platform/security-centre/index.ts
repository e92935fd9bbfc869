/** The security centre: a member's bindings (mobile, e-mail, payout accounts) and profile. */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { registerSecurityCentreRoutes } from './routes';

export const securityCentreModule: AreaModule = {
  name: 'security-centre',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: registerSecurityCentreRoutes,
};
