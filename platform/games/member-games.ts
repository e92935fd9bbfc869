/**
 * One page of a member's own games, favourites or recent games: the member's rows of the list joined to the
 * merchant's games, newest first, of one game type or all ('HOME' and 'ALL'), with the total count. Every
 * statement is keyed by the member's id, so nobody reads another member's list.
 */
import type { Game } from '../../src/api/calls/games/game';
import type { Database } from '../db/database';
import { GAME_COLUMNS } from './game-queries';

/** The two lists and the time each orders by. */
const LISTS = {
  favorites: { table: 'favorite_game', at: 'created_at' },
  recent: { table: 'recent_game', at: 'played_at' },
} as const;

export interface MemberGamesQuery {
  memberId: number;
  merchantCode: string;
  gameType: string;
  page: number;
  pageSize: number;
}

/** A game of the list and when it joined it (added as a favourite, last played). */
export type MemberGame = Game & { listedAt: Date };

export async function memberGamesPage(
  db: Database,
  list: keyof typeof LISTS,
  { memberId, merchantCode, gameType, page, pageSize }: MemberGamesQuery,
): Promise<{ rows: MemberGame[]; total: number }> {
  const { table, at } = LISTS[list];
  const params: unknown[] = [memberId, merchantCode];
  let typeClause = '';
  if (gameType !== 'HOME' && gameType !== 'ALL') {
    params.push(gameType);
    typeClause = `AND g.game_type = $${params.length}`;
  }
  const from = `FROM ${table} m JOIN game g ON g.node_id = m.node_id
                WHERE m.member_id = $1 AND g.merchant_code = $2 ${typeClause}`;
  const [rows, [count]] = await Promise.all([
    db.query<MemberGame>(
      `SELECT ${GAME_COLUMNS}, m.${at} AS "listedAt" ${from} ORDER BY m.${at} DESC, m.node_id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ n: number }>(`SELECT count(*)::integer AS n ${from}`, params),
  ]);
  return { rows, total: count?.n ?? 0 };
}
