/** The games area of the platform: every call of src/api/calls/games.ts plus the demo game page and images. */
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { registerAssetRoutes } from './asset-routes';
import { registerFavoriteRoutes } from './favorite-routes';
import { type OpenAtVendor, registerLaunchRoutes } from './launch-routes';
import { registerLobbyRoutes } from './lobby-routes';
import { registerLotteryRoutes } from './lottery-routes';

export function registerGameRoutes(router: Router, deps: PlatformDeps, openAtVendor: OpenAtVendor): void {
  registerLobbyRoutes(router, deps);
  registerFavoriteRoutes(router, deps);
  registerLaunchRoutes(router, deps, openAtVendor);
  registerLotteryRoutes(router, deps);
  registerAssetRoutes(router, deps);
}
