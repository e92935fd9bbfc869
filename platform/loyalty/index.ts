/** Loyalty: VIP levels and rebates, with the daily rebate settlement. */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { rebateSettlementJob } from './rebate-settlement';
import { registerLoyaltyAdminRoutes, registerLoyaltyRoutes } from './routes';

export { vipState } from './vip-levels';

export const loyaltyModule: AreaModule = {
  name: 'loyalty',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: registerLoyaltyRoutes,
  adminRoutes: registerLoyaltyAdminRoutes,
  jobs: ({ db, merchants, clock }) => [rebateSettlementJob(db, merchants, clock)],
};
