/**
 * Reshaping the platform's answers for the lottery page: the prize mode's menus (sub-category → games)
 * joined with the latest draw of each game, the launch body of a game, and the `?gameCode=` of a launch
 * link (lottery launches pass the game in the query).
 */
import type { BodyInputOf, ValueOf } from '../../api/calls/define-call';
import type { Game } from '../../api/calls/games/game';
import type { launchGameCall } from '../../api/calls/games/launch';
import { type lotteryMenusCall, openedGameNumbersCall } from '../../api/calls/games/lottery';
import type { LotteryPage } from './lottery-pages';

type Menus = ValueOf<typeof lotteryMenusCall>['menus'];
export type LotteryDraw = ValueOf<typeof openedGameNumbersCall>['list'][number];

export interface BoardGame {
  game: Game;
  /** The game's latest draw; null before its first draw (or when the platform has none for it). */
  draw: LotteryDraw | null;
}

export interface BoardSection {
  /** The platform's sub-category code (K3, SSC, VN_NORTH, SEA_TH …), translated as lottery.menus.<code>. */
  code: string;
  games: BoardGame[];
}

/** Menus in the platform's order, each game with its draw; empty menus are left out. */
export function buildBoard(menus: Menus, draws: LotteryDraw[]): BoardSection[] {
  const latest = new Map<string, LotteryDraw>();
  for (const draw of draws) {
    const known = latest.get(draw.gameCode);
    // The platform sends one draw per game; if it ever sends more, the newest one is the latest.
    if (!known || Date.parse(draw.openedAt) > Date.parse(known.openedAt)) latest.set(draw.gameCode, draw);
  }
  return menus
    .filter((menu) => menu.games.length > 0)
    .map((menu) => ({
      code: menu.code,
      games: menu.games.map((game) => ({ game, draw: latest.get(game.gameCode) ?? null })),
    }));
}

export function findGame(sections: BoardSection[], gameCode: string): Game | undefined {
  for (const section of sections) {
    const found = section.games.find((entry) => entry.game.gameCode === gameCode);
    if (found) return found.game;
  }
  return undefined;
}

/**
 * What launchGame gets for one lottery game: the game itself inside its vendor's lobby, opened on the
 * betting view. The page's area (VN, SEA) goes along; launchMode follows the game's type.
 */
export function launchBody(game: Game, page: LotteryPage, backUrl: string): BodyInputOf<typeof launchGameCall> {
  return {
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameCode: game.gameCode,
    prizeMode: game.prizeMode ?? page.prizeMode,
    ...(page.lottoArea ? { lottoArea: page.lottoArea } : {}),
    launchMode: game.gameType === 'ELOTT' ? 'ELOTT' : 'LOTT',
    view: 'betting',
    backUrl,
  };
}

/** The API's pattern for a game code (launchGame checks the same one). */
const gameCodeSchema = openedGameNumbersCall.query?.shape.gameCode;

export type QueryGameCode = { kind: 'none' } | { kind: 'valid'; gameCode: string } | { kind: 'invalid' };

/** The `gameCode` of a query string; a value outside the API's pattern is never sent on. */
export function readGameCode(search: string): QueryGameCode {
  const value = new URLSearchParams(search).get('gameCode');
  if (value === null) return { kind: 'none' };
  const parsed = gameCodeSchema?.safeParse(value);
  return parsed?.success ? { kind: 'valid', gameCode: parsed.data } : { kind: 'invalid' };
}
