/**
 * The operator's console: /admin only on the operator host, its sign-in and the guard every /admin route sits
 * behind. First in the module list, so the guard is in place before any area adds an operator route.
 */
import type { AreaModule } from '../area-module';
import { registerAdminRoutes } from './routes';

export { operatorHostsFrom, readOperatorHosts } from './operator-host';
export { operatorSurface } from './operator-surface';

export const adminModule: AreaModule = {
  name: 'admin',
  adminRoutes: (router, deps) => {
    if (deps.config.adminToken) registerAdminRoutes(router, deps, deps.config.adminToken);
  },
};
