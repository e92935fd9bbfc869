/** Missions and their leaderboard. */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { registerMissionRoutes } from './routes';

export const missionsModule: AreaModule = {
  name: 'missions',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: registerMissionRoutes,
};
