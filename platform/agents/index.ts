/** Agents: the agent centre's team, downline, reports and transfers, and the team sums they read. */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { MONEY_REPORT_SQL } from './money-report-sql';
import { registerAgentTeamRoutes } from './routes';
import { seedAgentTeam } from './seed';
import { teamSumsJob } from './team-sums-job';

export const agentsModule: AreaModule = {
  name: 'agents',
  migrations: resolve(import.meta.dirname, 'migrations'),
  // The team sums' trigger and index count the movement kinds the ledger's registry reports as money.
  derivedSql: MONEY_REPORT_SQL,
  routes: registerAgentTeamRoutes,
  jobs: ({ db }) => [teamSumsJob(db)],
  seedDemo: ({ db, merchants, now }) => seedAgentTeam(db, merchants, now),
};
