/** System calls: the merchant's settings, permissions and languages a site reads before anything else. */
import type { AreaModule } from '../area-module';
import { registerLanguageRoutes } from './language-routes';
import { registerSystemRoutes } from './routes';

export const systemModule: AreaModule = {
  name: 'system',
  routes: (router, deps) => {
    registerSystemRoutes(router, deps);
    registerLanguageRoutes(router, deps);
  },
};
