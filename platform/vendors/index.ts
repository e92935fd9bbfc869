/**
 * Third-party game vendors through aggregators: the adapters, the seamless wallet they call, held rounds for the
 * operator, and (demo only) the vendor simulator. Games open here through openAtVendor.
 */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { registerHeldRoundAdminRoutes } from './held-round-routes';
import { registerVendorRoutes } from './routes';

export { DEMO_GENERATED_SECRETS, REAL_ADAPTERS } from './adapters';
export { openAtVendor } from './routes';

export const vendorsModule: AreaModule = {
  name: 'vendors',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: registerVendorRoutes,
  adminRoutes: registerHeldRoundAdminRoutes,
};
