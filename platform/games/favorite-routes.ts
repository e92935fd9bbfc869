/**
 * Favourites (members only; the route binder answers 401 not_logged_in first). Every statement is keyed by
 * the signed-in member's id, so nobody reads or changes another member's list. Adding is
 * INSERT … ON CONFLICT DO NOTHING and removing a plain DELETE: both idempotent, and concurrent toggles of
 * the same game end in one row or none, never an error or a duplicate.
 */
import {
  addFavoriteCall,
  favoriteIdsCall,
  favoriteListCall,
  removeFavoriteCall,
} from '../../src/api/contract/games/favorites';
import { notFound } from '../core/platform-error';
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { totalPages } from './game-queries';
import { memberGamesPage } from './member-games';

async function idsOf(db: Database, memberId: number, merchantCode: string) {
  const rows = await db.query<{ node_id: number }>(
    `SELECT f.node_id FROM favorite_game f JOIN game g ON g.node_id = f.node_id AND g.merchant_code = $2
      WHERE f.member_id = $1 ORDER BY f.created_at DESC, f.node_id DESC`,
    [memberId, merchantCode],
  );
  return { favGameIds: rows.map((row) => row.node_id) };
}

export function registerFavoriteRoutes(router: Router, { db, clock }: PlatformDeps): void {
  router.route(favoriteIdsCall, ({ merchant, requireMember }) => idsOf(db, requireMember().id, merchant.code));

  router.route(favoriteListCall, async ({ merchant, query, requireMember }) => {
    const { rows, total } = await memberGamesPage(db, 'favorites', {
      memberId: requireMember().id,
      merchantCode: merchant.code,
      gameType: query.gameType,
      page: query.pageNo,
      pageSize: query.pageSize,
    });
    const content = rows.map(({ listedAt, ...game }) => game);
    return { content, pageNum: query.pageNo, totalPages: totalPages(total, query.pageSize), totalCount: total };
  });

  router.route(addFavoriteCall, async ({ merchant, body, requireMember }) => {
    const memberId = requireMember().id;
    // The game must exist in this member's merchant; vendor and gameType from the client are not trusted.
    const [found] = await db.query<{ n: number }>(
      `WITH target AS (SELECT node_id FROM game WHERE node_id = $2 AND merchant_code = $3),
            added AS (INSERT INTO favorite_game (member_id, node_id, created_at)
                      SELECT $1, node_id, $4 FROM target ON CONFLICT DO NOTHING)
       SELECT count(*)::integer AS n FROM target`,
      [memberId, body.nodeId, merchant.code, clock()],
    );
    if (!found?.n) throw notFound(`no game ${body.nodeId}`);
    return idsOf(db, memberId, merchant.code);
  });

  router.route(removeFavoriteCall, async ({ merchant, query, requireMember }) => {
    const memberId = requireMember().id;
    await db.query('DELETE FROM favorite_game WHERE member_id = $1 AND node_id = $2', [memberId, query.nodeId]);
    return idsOf(db, memberId, merchant.code);
  });
}
