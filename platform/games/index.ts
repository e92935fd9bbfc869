/**
 * Games: the catalogue and lobby, favourites, recent games, lottery draws, artwork, and the launch of a game. A
 * third-party game opens at its aggregator through the OpenAtVendor function the vendors area provides.
 */
import { resolve } from 'node:path';
import { favoriteIdsCall } from '../../src/api/calls/games/favorites';
import { launchGameCall } from '../../src/api/calls/games/launch';
import { lotteryRecentGamesCall, openedNumbersCall } from '../../src/api/calls/games/lottery';
import type { AreaModule } from '../area-module';
import type { PlatformDeps } from '../deps';
import type { OpenAtVendor } from './launch-routes';
import { registerGameRoutes } from './routes';
import { seedGames } from './seed';

export { boardMinWin, followWinsOnBoard } from './board-feed';
export { MAX_WIN_MULTIPLIERS } from './catalogue';
export type { LaunchedGame, OpenAtVendor } from './launch-routes';
export { takeSeat } from './launch-ticket';

export const gamesModule = (openAtVendor: (deps: PlatformDeps) => OpenAtVendor): AreaModule => ({
  name: 'games',
  migrations: resolve(import.meta.dirname, 'migrations'),
  audience: [
    // The lobby a trial user browses reads these (an empty list for them); adding a favourite is a member's.
    [favoriteIdsCall, 'session'],
    [openedNumbersCall, 'session'],
    [lotteryRecentGamesCall, 'session'],
    // Demo play: the launch lets a trial user in only while the merchant's FREEPLAY3 flag is on.
    [launchGameCall, 'session'],
  ],
  routes: (router, deps) => registerGameRoutes(router, deps, openAtVendor(deps)),
  seedReference: ({ db, merchants, now }) => seedGames(db, merchants, now),
});
