/**
 * SQL of the lottery calls: a merchant's games of one prize mode, the member's recently played ones, and one
 * lottery game by code. Rows come back as the API's `Game` (game-queries.ts GAME_COLUMNS); every read is
 * keyed by the merchant, and the recent list by the member too, so nobody reads another merchant's games or
 * another member's list.
 */
import type { Game } from '../../src/api/calls/games/game';
import type { Database } from '../db/database';
import { GAME_COLUMNS } from './game-queries';

/** The merchant's games of one prize mode, in catalogue order. */
export function lotteryGames(db: Database, merchantCode: string, prizeMode: string): Promise<Game[]> {
  return db.query<Game>(
    `SELECT ${GAME_COLUMNS} FROM game g WHERE g.merchant_code = $1 AND g.prize_mode = $2 ORDER BY g.sort_order, g.node_id`,
    [merchantCode, prizeMode],
  );
}

/** The member's lottery games of one prize mode, last played first, at most `limit`. */
export function recentLotteryGames(
  db: Database,
  memberId: number,
  merchantCode: string,
  prizeMode: string,
  limit: number,
): Promise<(Game & { playedAt: Date })[]> {
  return db.query<Game & { playedAt: Date }>(
    `SELECT ${GAME_COLUMNS}, r.played_at AS "playedAt" FROM recent_game r JOIN game g ON g.node_id = r.node_id
        WHERE r.member_id = $1 AND g.merchant_code = $2 AND g.prize_mode = $3
        ORDER BY r.played_at DESC, r.node_id DESC LIMIT $4`,
    [memberId, merchantCode, prizeMode, limit],
  );
}

/** The merchant's lottery game (one with a prize mode) of this code, or undefined. */
export async function findLotteryGame(db: Database, merchantCode: string, gameCode: string): Promise<Game | undefined> {
  const [game] = await db.query<Game>(
    `SELECT ${GAME_COLUMNS} FROM game g
        WHERE g.merchant_code = $1 AND g.game_code = $2 AND g.prize_mode IS NOT NULL LIMIT 1`,
    [merchantCode, gameCode],
  );
  return game;
}
