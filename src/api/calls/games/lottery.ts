/**
 * Lottery calls: menus, games, recent lotteries and draws.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { game, platformLanguage, prizeMode, recentGame } from './game';

const lotteryQuery = {
  prizeMode: z._default(prizeMode, 'LOTT'),
  device: z._default(z.enum(['WEB', 'MOBILE']), 'WEB'),
  language: z.optional(platformLanguage),
};

export const lotteryMenusCall = defineCall({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  auth: false,
  query: z.object(lotteryQuery),
  value: z.object({
    prizeMode,
    menus: z.array(z.object({ code: z.string(), games: z.array(game) })),
  }),
});

export const lotteryGamesCall = defineCall({
  method: 'GET',
  path: '/wps/relay/lotteryGames',
  auth: false,
  query: z.object(lotteryQuery),
  value: z.object({ list: z.array(game) }),
});

export const lotteryRecentGamesCall = defineCall({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  auth: true,
  query: z.object(lotteryQuery),
  value: z.object({ list: z.array(recentGame) }),
});

export const lotteryDraw = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  /** Period number, e.g. 20250101-0042. */
  issueNo: z.string(),
  numbers: z.array(z.string()),
  openedAt: z.string(),
});

export const openedNumbersCall = defineCall({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  auth: true,
  query: z.object({ prizeMode: z._default(prizeMode, 'LOTT'), language: z.optional(platformLanguage) }),
  /** The latest draw of every lottery game of that prize mode. */
  value: z.object({ list: z.array(lotteryDraw) }),
});

export const openedGameNumbersCall = defineCall({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  auth: false,
  query: z.object({
    gameCode: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(30)), 10),
  }),
  /** The last draws of one lottery game, newest first. */
  value: z.object({ gameCode: z.string(), list: z.array(lotteryDraw) }),
});
