/** Points: earning, the points mall, redeeming goods and converting points to money. */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { registerPointsAdminRoutes, registerPointsRoutes } from './routes';

export const pointsModule: AreaModule = {
  name: 'points',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: registerPointsRoutes,
  adminRoutes: registerPointsAdminRoutes,
};
