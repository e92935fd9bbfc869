/** The CDN host lists the operator sets per merchant. */
import type { AreaModule } from '../area-module';
import { registerCdnAdminRoutes } from './admin-routes';

export const cdnModule: AreaModule = { name: 'cdn', adminRoutes: registerCdnAdminRoutes };
