/**
 * Lottery calls: menus grouped by sub-category and the game list per prize mode (public), the member's
 * recent lottery games, and opened numbers (latest draw per game; the last draws of one game).
 */
import type { Game } from '../../src/api/calls/games/game';
import {
  lotteryGamesCall,
  lotteryMenusCall,
  lotteryRecentGamesCall,
  openedGameNumbersCall,
  openedNumbersCall,
} from '../../src/api/calls/games/lottery';
import { notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import { CATALOGUE_CACHE } from '../http/response-cache';
import type { Router } from '../http/route';
import { latestDraws } from './lottery-draws';
import { findLotteryGame, lotteryGames, recentLotteryGames } from './lottery-queries';

const RECENT_LOTTERY_LIMIT = 20;

const asDrawGame = (game: Game) => ({
  gameCode: game.gameCode,
  gameName: game.displayName,
  gameClassify: game.gameClassify,
});

export function registerLotteryRoutes(router: Router, { db, clock }: PlatformDeps): void {
  router.route(
    lotteryMenusCall,
    async ({ merchant, query }) => {
      const games = await lotteryGames(db, merchant.code, query.prizeMode);
      const menus = new Map<string, Game[]>();
      for (const game of games) menus.set(game.gameClassify, [...(menus.get(game.gameClassify) ?? []), game]);
      return { prizeMode: query.prizeMode, menus: [...menus].map(([code, list]) => ({ code, games: list })) };
    },
    CATALOGUE_CACHE,
  );

  router.route(
    lotteryGamesCall,
    async ({ merchant, query }) => ({
      list: await lotteryGames(db, merchant.code, query.prizeMode),
    }),
    CATALOGUE_CACHE,
  );

  router.route(lotteryRecentGamesCall, async ({ merchant, query, requireMember }) => {
    const rows = await recentLotteryGames(db, requireMember().id, merchant.code, query.prizeMode, RECENT_LOTTERY_LIMIT);
    return { list: rows.map((row) => ({ ...row, playedAt: row.playedAt.toISOString() })) };
  });

  router.route(openedNumbersCall, async ({ merchant, query }) => {
    const games = await lotteryGames(db, merchant.code, query.prizeMode);
    const now = clock();
    return { list: games.flatMap((game) => latestDraws(merchant.code, asDrawGame(game), now, 1)) };
  });

  router.route(openedGameNumbersCall, async ({ merchant, query }) => {
    const game = await findLotteryGame(db, merchant.code, query.gameCode);
    if (!game) throw notFound(`no lottery game ${query.gameCode}`);
    return { gameCode: game.gameCode, list: latestDraws(merchant.code, asDrawGame(game), clock(), query.limit) };
  });
}
