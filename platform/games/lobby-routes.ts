/**
 * Public lobby calls: vendor lanes (game menus), the paged game list, hot games and the winner board.
 * Game names are not translated (vendors name their games in English), so `language` is accepted and unused.
 */
import { GAME_TYPES, type Game, type Vendor } from '../../src/api/contract/games/game';
import {
  catalogueIndexCall,
  gameListCall,
  gameMenusCall,
  hotGamesCall,
  type Winner,
  winnerBoardCall,
} from '../../src/api/contract/games/lobby';
import type { PlatformDeps } from '../deps';
import { CATALOGUE_CACHE } from '../http/response-cache';
import type { Router } from '../http/route';
import { catalogueIndexDelivery, catalogueRows } from './catalogue-index';
import { GAME_COLUMNS, type GameFilter, listGames, totalPages } from './game-queries';

interface VendorRow extends Vendor {
  rngExcluded: boolean;
}

export function registerLobbyRoutes(router: Router, { db }: PlatformDeps): void {
  router.route(
    gameMenusCall,
    async ({ merchant }) => {
      const vendors = await db.query<VendorRow>(
        `SELECT v.vassalage, v.name, v.game_type AS "gameType", v.game_classify AS "gameClassify",
              v.logo_url AS "logoUrl", v.maintenance, v.launch_lobby AS "launchLobby", v.rng_excluded AS "rngExcluded",
              coalesce((SELECT sum(t.games) FROM game_tally t WHERE t.merchant_code = v.merchant_code
                          AND t.game_type = v.game_type AND t.vassalage = v.vassalage), 0)::integer AS "gameCount"
         FROM game_vendor v WHERE v.merchant_code = $1 ORDER BY v.sort_order, v.vassalage`,
        [merchant.code],
      );
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
      const params: unknown[] = [merchant.code, query.limit];
      let typeClause = '';
      if (query.gameType) {
        params.push(query.gameType);
        typeClause = 'AND g.game_type = $3';
      }
      const list = await db.query<Game>(
        `SELECT ${GAME_COLUMNS} FROM game g WHERE g.merchant_code = $1 AND g.is_hot = 1 ${typeClause}
        ORDER BY g.sort_order, g.node_id LIMIT $2`,
        params,
      );
      return { list };
    },
    CATALOGUE_CACHE,
  );

  router.route(
    winnerBoardCall,
    async ({ merchant, query }) => {
      const params: unknown[] = [merchant.code, query.limitNum];
      let typeClause = '';
      if (query.gameCategory !== 'ALL') {
        params.push(query.gameCategory);
        typeClause = 'AND g.game_type = $3';
      }
      const rows = await db.query<Omit<Winner, 'winTime'> & { winTime: Date }>(
        `SELECT w.customer_name AS "customerName", g.icon_url AS "iconUrl", w.win_amount::float8 AS "winAmount",
              g.game_type AS "gameType", g.display_name AS "gameName", g.vassalage, g.node_id AS "nodeId",
              w.won_at AS "winTime"
         FROM game_winner w JOIN game g ON g.node_id = w.node_id
        WHERE w.merchant_code = $1 ${typeClause}
        ORDER BY w.win_amount DESC, w.id LIMIT $2`,
        params,
      );
      return { list: rows.map((row) => ({ vo: { ...row, winTime: row.winTime.toISOString() } })) };
    },
    CATALOGUE_CACHE,
  );
}
