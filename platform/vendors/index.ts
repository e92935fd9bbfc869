/**
 * Third-party game vendors through aggregators: the adapters, the seamless wallet they call, held rounds for the
 * operator, and (demo only) the vendor simulator. Games open here through openAtVendor.
 */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import type { WinFollower } from '../core/settled-wins';
import { registerHeldRoundAdminRoutes } from './held-round-routes';
import { registerVendorRoutes } from './routes';

export { DEMO_GENERATED_SECRETS, REAL_ADAPTERS } from './adapters';
export { openAtVendor } from './routes';

/** `followers` are told every credit's win, in the credit's transaction (the home's winner boards follow them). */
export const vendorsModule = (followers: readonly WinFollower[]): AreaModule => ({
  name: 'vendors',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: (router, deps) => registerVendorRoutes(router, deps, followers),
  adminRoutes: registerHeldRoundAdminRoutes,
});
