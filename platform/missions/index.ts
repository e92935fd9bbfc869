/** Missions and their leaderboard. */
import type { AreaModule } from '../area-module';
import { registerMissionRoutes } from './routes';

export const missionsModule: AreaModule = { name: 'missions', routes: registerMissionRoutes };
