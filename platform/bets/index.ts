/** Bet records: a member's rounds, in-house and third-party, by range and game type. */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { registerBetHistoryRoutes } from './history-routes';
import { registerBetRoutes } from './routes';

export type { BetRow, BetStatus } from './bet-row';
export { recentBetsForOperator } from './operator-member-bets';

export const betsModule: AreaModule = {
  name: 'bets',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: registerBetRoutes,
  // A member's every bet on the console's history.
  adminRoutes: registerBetHistoryRoutes,
};
