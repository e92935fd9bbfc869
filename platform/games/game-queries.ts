/**
 * SQL shared by the games calls: the paged game list with its total, one game by id, and the title a game tile
 * shows. Columns are aliased to the API's field names so rows are the API's `Game` as they come back.
 * Lists read the game_list_idx / game_vendor_list_idx indexes in (sort_order, node_id) order; totals come from
 * game_tally (a few rows) except for name searches.
 */
import type { Game, GameType } from '../../src/api/calls/games/game';
import type { Database } from '../db/database';
import type { TileTitle } from './svg';

export const GAME_COLUMNS = `g.node_id AS "nodeId", g.game_id AS "gameId", g.game_code AS "gameCode",
  g.game_type AS "gameType", g.game_classify AS "gameClassify", g.vassalage, g.display_name AS "displayName",
  g.display_name AS "nodeName", g.icon_url AS "iconUrl", g.is_game AS "isGame", g.is_hot::integer AS "isHot",
  g.is_new::integer AS "isNew", g.prize_mode AS "prizeMode", g.has_chat AS "hasChat", g.has_rooms AS "hasRooms"`;

export interface GameFilter {
  merchantCode: string;
  gameType: GameType;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  name?: string | undefined;
}

/** `%` and `_` typed by a player are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** WHERE clause and parameters for a filter; `table` is the alias (g for game, t for game_tally). */
function where(filter: GameFilter, table: 'g' | 't', withName: boolean): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.merchantCode, filter.gameType];
  const clauses = [`${table}.merchant_code = $1`, `${table}.game_type = $2`];
  if (filter.vassalage) {
    params.push(filter.vassalage);
    clauses.push(`${table}.vassalage = $${params.length}`);
  } else {
    // The all-vendors list leaves out vendors shown as their own category (INHOUSE).
    clauses.push(`${table}.vassalage NOT IN (SELECT v.vassalage FROM game_vendor v
      WHERE v.merchant_code = $1 AND v.game_type = $2 AND v.rng_excluded)`);
  }
  if (filter.gameClassify) {
    params.push(filter.gameClassify);
    clauses.push(`${table}.game_classify = $${params.length}`);
  }
  if (withName && filter.name) {
    params.push(likePattern(filter.name));
    clauses.push(`${table}.display_name ILIKE $${params.length}`);
  }
  return { sql: clauses.join(' AND '), params };
}

/** The count of a filter as a scalar SQL expression over the same parameters as its page query. */
function totalSql(filter: GameFilter, params: unknown[]): string {
  if (filter.name) {
    const { sql } = where(filter, 'g', true);
    return `(SELECT count(*) FROM game g WHERE ${sql})`;
  }
  // Same parameter order as the page's WHERE (merchant, type, vendor?, classify?), so the numbers line up.
  const tally = where(filter, 't', false);
  if (tally.params.length !== params.length) throw new Error('game_tally and game filters use different parameters');
  return `(SELECT coalesce(sum(t.games), 0) FROM game_tally t WHERE ${tally.sql})`;
}

export function gamePageSql(filter: GameFilter, limit: number, offset: number): { sql: string; params: unknown[] } {
  const { sql, params } = where(filter, 'g', true);
  const total = totalSql(filter, params);
  params.push(limit, offset);
  return {
    sql: `SELECT ${GAME_COLUMNS}, ${total}::integer AS "totalCount" FROM game g WHERE ${sql}
          ORDER BY g.sort_order, g.node_id LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  };
}

export async function countGames(db: Database, filter: GameFilter): Promise<number> {
  const { params } = where(filter, 'g', true);
  const [row] = await db.query<{ n: number }>(`SELECT ${totalSql(filter, params)}::integer AS n`, params);
  return row?.n ?? 0;
}

/**
 * One page and the filter's total in one round trip (the total rides on every row as an init plan run once);
 * only a page past the end, which has no rows to carry it, costs a second query.
 */
export async function listGames(
  db: Database,
  filter: GameFilter,
  limit: number,
  offset: number,
): Promise<{ games: Game[]; total: number }> {
  const { sql, params } = gamePageSql(filter, limit, offset);
  const rows = await db.query<Game & { totalCount: number }>(sql, params);
  if (!rows.length) return { games: [], total: await countGames(db, filter) };
  const total = rows[0]?.totalCount ?? 0;
  return { games: rows.map(({ totalCount: _, ...game }) => game), total };
}

export async function findGame(db: Database, merchantCode: string, nodeId: number): Promise<Game | undefined> {
  const [row] = await db.query<Game>(
    `SELECT ${GAME_COLUMNS} FROM game g WHERE g.node_id = $1 AND g.merchant_code = $2`,
    [nodeId, merchantCode],
  );
  return row;
}

/** What a game tile shows of the merchant's game `gameId` (its name and vendor's name), or undefined. */
export async function findTileTitle(
  db: Database,
  merchantCode: string,
  gameId: string,
): Promise<TileTitle | undefined> {
  const [title] = await db.query<TileTitle>(
    `SELECT g.display_name AS name, v.name AS vendor
         FROM game g LEFT JOIN game_vendor v
           ON v.merchant_code = g.merchant_code AND v.game_type = g.game_type AND v.vassalage = g.vassalage
        WHERE g.merchant_code = $1 AND g.game_id = $2
        LIMIT 1`,
    [merchantCode, gameId],
  );
  return title;
}

export const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);
