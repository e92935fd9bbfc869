/**
 * Public lobby calls: vendor lanes (game menus), the paged game list, hot games and the winner board.
 * Game names are not translated (vendors name their games in English), so `language` is accepted and unused.
 */
import { GAME_TYPES } from '../../src/api/calls/games/game';
import {
  catalogueIndexCall,
  gameListCall,
  gameMenusCall,
  hotGamesCall,
  winnerBoardCall,
} from '../../src/api/calls/games/lobby';
import type { PlatformDeps } from '../deps';
import { CATALOGUE_CACHE } from '../http/response-cache';
import { SHOWN_ANSWER_REUSE_SECONDS } from '../http/revalidation';
import type { Router } from '../http/route';
import { catalogueIndexDelivery, catalogueRows } from './catalogue-index';
import { type GameFilter, listGames, totalPages } from './game-queries';
import { hotGames, lobbyVendors, topWinners } from './lobby-queries';

export function registerLobbyRoutes(router: Router, { db }: PlatformDeps): void {
  router.route(
    gameMenusCall,
    async ({ merchant }) => {
      const vendors = await lobbyVendors(db, merchant.code);
      const lanes = GAME_TYPES.map((type) => {
        const own = vendors.filter((vendor) => vendor.gameType === type);
        const classify = new Map<string, string[]>();
        for (const vendor of own)
          classify.set(vendor.gameClassify, [...(classify.get(vendor.gameClassify) ?? []), vendor.vassalage]);
        return {
          gameType: type,
          vendors: own.map(({ rngExcluded: _, ...vendor }) => vendor),
          gameClassify: [...classify].map(([code, codes]) => ({ code, vendors: codes })),
        };
      }).filter((lane) => lane.vendors.length > 0);
      const rngExcludedVendors = vendors.filter((v) => v.rngExcluded).map((v) => v.vassalage);
      return { lanes, rngExcludedVendors };
    },
    CATALOGUE_CACHE,
  );

  router.route(
    gameListCall,
    async ({ merchant, query }) => {
      const filter: GameFilter = {
        merchantCode: merchant.code,
        gameType: query.gameType,
        vassalage: query.vassalage,
        gameClassify: query.gameClassify,
        name: query.name,
      };
      const offset = (query.pageNo - 1) * query.pageSize;
      const { games, total } = await listGames(db, filter, query.pageSize, offset);
      return {
        games,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: total,
        totalPages: totalPages(total, query.pageSize),
      };
    },
    CATALOGUE_CACHE,
  );

  // The lobby's search index: compressed, tagged and cached by the middleware (catalogue-index.ts).
  router.app.use(catalogueIndexCall.path, catalogueIndexDelivery());
  router.route(
    catalogueIndexCall,
    async ({ merchant, query }) => ({
      gameType: query.gameType,
      games: await catalogueRows(db, merchant.code, query.gameType),
    }),
    CATALOGUE_CACHE,
  );

  router.route(
    hotGamesCall,
    async ({ merchant, query }) => {
      const list = await hotGames(db, merchant.code, query.limit, query.gameType);
      return { list };
    },
    CATALOGUE_CACHE,
  );

  router.route(
    winnerBoardCall,
    async ({ merchant, query }) => {
      const rows = await topWinners(db, merchant.code, query.limitNum, query.gameCategory);
      return { list: rows.map((row) => ({ vo: { ...row, winTime: row.winTime.toISOString() } })) };
    },
    // The home's winners' board, on every visit: a returning browser reuses its copy for a minute.
    { ...CATALOGUE_CACHE, reuseSeconds: SHOWN_ANSWER_REUSE_SECONDS },
  );
}
