/** Points: earning, the points mall, redeeming goods and converting points to money. */
import type { AreaModule } from '../area-module';
import { registerPointsAdminRoutes, registerPointsRoutes } from './routes';

export const pointsModule: AreaModule = {
  name: 'points',
  routes: registerPointsRoutes,
  adminRoutes: registerPointsAdminRoutes,
};
