/** Agents' salary and dividend contracts: offers, acceptance, and their settlement exactly once per period. */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { contractSettlementJobs } from './jobs';
import { registerContractAdminRoutes, registerContractRoutes } from './routes';
import { seedContracts } from './seed';

export { consolidatedInfo, contractState } from './consolidated';
export { contractEvents } from './live-contracts';

export const contractsModule: AreaModule = {
  name: 'contracts',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: registerContractRoutes,
  adminRoutes: registerContractAdminRoutes,
  jobs: ({ db, merchants, clock }) => contractSettlementJobs(db, merchants, clock),
  seedDemo: ({ db, merchants, now }) => seedContracts(db, merchants, now),
};
