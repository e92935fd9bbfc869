/**
 * SQL of the public lobby calls besides the paged list (game-queries.ts): the merchant's vendors with their game
 * counts, the hot games and the winner board. Each read is keyed by the request's merchant; game counts come
 * from game_tally (a few rows per vendor), not from counting games.
 */
import type { Game, Vendor } from '../../src/api/calls/games/game';
import type { Winner } from '../../src/api/calls/games/lobby';
import type { Database } from '../db/database';
import { GAME_COLUMNS } from './game-queries';

/** A vendor of the lobby and whether it is left out of the all-vendors list (shown as its own category). */
export interface VendorRow extends Vendor {
  rngExcluded: boolean;
}

/** The merchant's vendors in lobby order, each with its number of games. */
export function lobbyVendors(db: Database, merchantCode: string): Promise<VendorRow[]> {
  return db.query<VendorRow>(
    `SELECT v.vassalage, v.name, v.game_type AS "gameType", v.game_classify AS "gameClassify",
              v.logo_url AS "logoUrl", v.maintenance, v.launch_lobby AS "launchLobby", v.rng_excluded AS "rngExcluded",
              coalesce((SELECT sum(t.games) FROM game_tally t WHERE t.merchant_code = v.merchant_code
                          AND t.game_type = v.game_type AND t.vassalage = v.vassalage), 0)::integer AS "gameCount"
         FROM game_vendor v WHERE v.merchant_code = $1 ORDER BY v.sort_order, v.vassalage`,
    [merchantCode],
  );
}

/** The merchant's hot games in catalogue order, of one game type when given, at most `limit`. */
export function hotGames(
  db: Database,
  merchantCode: string,
  limit: number,
  gameType: string | undefined,
): Promise<Game[]> {
  const params: unknown[] = [merchantCode, limit];
  let typeClause = '';
  if (gameType) {
    params.push(gameType);
    typeClause = 'AND g.game_type = $3';
  }
  return db.query<Game>(
    `SELECT ${GAME_COLUMNS} FROM game g WHERE g.merchant_code = $1 AND g.is_hot = 1 ${typeClause}
        ORDER BY g.sort_order, g.node_id LIMIT $2`,
    params,
  );
}

/** A winner of the board, with the time of the win as the database gives it. */
export type WinnerRow = Omit<Winner, 'winTime'> & { winTime: Date };

/**
 * The merchant's winners, of one game type unless 'ALL', at most `limit`, biggest first: the biggest half of
 * `limit`, then the newest of the rest, so a fresh win reaches the jackpot board's ticker (newest first) even
 * when it is smaller than the board's biggest.
 */
export function topWinners(
  db: Database,
  merchantCode: string,
  limit: number,
  gameCategory: string,
): Promise<WinnerRow[]> {
  const biggest = Math.ceil(limit / 2);
  const params: unknown[] = [merchantCode, biggest, limit - biggest];
  let typeClause = '';
  if (gameCategory !== 'ALL') {
    params.push(gameCategory);
    typeClause = 'AND g.game_type = $4';
  }
  return db.query<WinnerRow>(
    `WITH biggest AS (
       SELECT w.id FROM game_winner w JOIN game g ON g.node_id = w.node_id
        WHERE w.merchant_code = $1 ${typeClause} ORDER BY w.win_amount DESC, w.id LIMIT $2
     ), newest AS (
       SELECT w.id FROM game_winner w JOIN game g ON g.node_id = w.node_id
        WHERE w.merchant_code = $1 ${typeClause} AND w.id NOT IN (SELECT id FROM biggest)
        ORDER BY w.won_at DESC, w.id DESC LIMIT $3
     )
     SELECT w.customer_name AS "customerName", g.icon_url AS "iconUrl", w.win_amount::float8 AS "winAmount",
            g.game_type AS "gameType", g.display_name AS "gameName", g.vassalage, g.node_id AS "nodeId",
            w.won_at AS "winTime"
       FROM game_winner w JOIN game g ON g.node_id = w.node_id
      WHERE w.id IN (SELECT id FROM biggest UNION ALL SELECT id FROM newest)
      ORDER BY w.win_amount DESC, w.id`,
    params,
  );
}

/** A won round for the board: the member's name is masked before it is stored. */
export interface LiveWinner {
  merchantCode: string;
  vendor: string;
  /** The game's code in the catalogue. */
  gameCode: string;
  roundId: string;
  customerName: string;
  /** Minor units. */
  win: number;
  at: Date;
}

/** The member's account name, to be masked for the board. */
export async function memberName(db: Database, memberId: number): Promise<string | undefined> {
  const [row] = await db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [memberId]);
  return row?.username;
}

/**
 * Lists a won round on the board, once per round (a second telling changes nothing); a game the catalogue
 * does not hold is left out, as the board shows the game.
 */
export async function insertLiveWinner(db: Database, winner: LiveWinner): Promise<void> {
  await db.query(
    `INSERT INTO game_winner (merchant_code, node_id, customer_name, win_amount, won_at, vendor, round_id)
     SELECT $1, g.node_id, $4, $5::numeric / 100, $6, $2, $7 FROM game g
      WHERE g.merchant_code = $1 AND g.vassalage = $2 AND g.game_code = $3
      ORDER BY g.node_id LIMIT 1
     ON CONFLICT (vendor, round_id) WHERE round_id IS NOT NULL DO NOTHING`,
    [winner.merchantCode, winner.vendor, winner.gameCode, winner.customerName, winner.win, winner.at, winner.roundId],
  );
}
