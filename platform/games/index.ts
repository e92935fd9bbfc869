/**
 * Games: the catalogue and lobby, favourites, recent games, lottery draws, artwork, and the launch of a game. A
 * third-party game opens at its aggregator through the OpenAtVendor function the vendors area provides.
 */
import type { AreaModule } from '../area-module';
import type { PlatformDeps } from '../deps';
import type { OpenAtVendor } from './launch-routes';
import { registerGameRoutes } from './routes';
import { seedGames } from './seed';

export { MAX_WIN_MULTIPLIERS } from './catalogue';
export type { LaunchedGame, OpenAtVendor } from './launch-routes';
export { takeSeat } from './launch-ticket';

export const gamesModule = (openAtVendor: (deps: PlatformDeps) => OpenAtVendor): AreaModule => ({
  name: 'games',
  routes: (router, deps) => registerGameRoutes(router, deps, openAtVendor(deps)),
  seedReference: ({ db, merchants, now }) => seedGames(db, merchants, now),
});
