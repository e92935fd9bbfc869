/**
 * Favourites (members only; the route binder answers 401 not_logged_in first): the member's favourite ids and
 * list, adding and removing one. Adding or removing answers the ids after it (favorite-queries.ts says why a
 * repeat or a concurrent toggle is harmless).
 */
import {
  addFavoriteCall,
  favoriteIdsCall,
  favoriteListCall,
  removeFavoriteCall,
} from '../../src/api/calls/games/favorites';
import { notFound } from '../core/platform-error';
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { addFavorite, favoriteIds, removeFavorite } from './favorite-queries';
import { totalPages } from './game-queries';
import { memberGamesPage } from './member-games';

const idsOf = async (db: Database, memberId: number, merchantCode: string) => ({
  favGameIds: await favoriteIds(db, memberId, merchantCode),
});

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
    if (!(await addFavorite(db, memberId, body.nodeId, merchant.code, clock()))) {
      throw notFound(`no game ${body.nodeId}`);
    }
    return idsOf(db, memberId, merchant.code);
  });

  router.route(removeFavoriteCall, async ({ merchant, query, requireMember }) => {
    const memberId = requireMember().id;
    await removeFavorite(db, memberId, query.nodeId);
    return idsOf(db, memberId, merchant.code);
  });
}
