/**
 * Promotions: offers a member applies for (with images, kept in an UploadStore), the bonuses they pay and the
 * turnover that locks a bonus until it is played through, and what a break forfeits of them (forfeit.ts).
 */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { registerPromotionAdminRoutes, registerPromotionRoutes } from './routes';
import type { UploadStore } from './uploads/upload-store';

export { lockedBonus, refuseLockedBonus, withdrawableOf } from './bonus-lock';
export { type Forfeited, forfeitPendingBonuses } from './forfeit';
export { memberPromotions } from './promotions';
export { defaultUploadStore } from './uploads/default-store';
export type { UploadStore } from './uploads/upload-store';

export const promotionsModule = (uploads: () => UploadStore): AreaModule => ({
  name: 'promotions',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: (router, deps) => registerPromotionRoutes(router, deps, uploads()),
  adminRoutes: (router, deps) => registerPromotionAdminRoutes(router, deps, uploads()),
});
