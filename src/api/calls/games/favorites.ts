/**
 * Favourite games calls: the favourite ids, the favourite list, adding and removing a favourite.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { favoriteGameType, game, gameType, nodeId, pageNo, platformLanguage, vendorCode } from './game';

/** The favourites screen loads up to 999 at once. */
export const MAX_FAVORITE_PAGE_SIZE = 999;

const favoriteIdsValue = z.object({ favGameIds: z.array(z.int()) });

export const favoriteIdsCall = defineCall({
  method: 'GET',
  path: '/wps/relay/favoriteGameIds',
  auth: true,
  value: favoriteIdsValue,
});

export const favoriteListCall = defineCall({
  method: 'GET',
  path: '/wps/relay/favoriteGames',
  auth: true,
  query: z.object({
    clientType: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(9))),
    platform: z.optional(z.string().check(z.maxLength(60))),
    language: z.optional(platformLanguage),
    gameType: z._default(favoriteGameType, 'HOME'),
    pageNo,
    pageSize: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_FAVORITE_PAGE_SIZE)),
      MAX_FAVORITE_PAGE_SIZE,
    ),
  }),
  value: z.object({
    content: z.array(game),
    pageNum: z.int(),
    totalPages: z.int(),
    totalCount: z.int(),
  }),
});

export const addFavoriteCall = defineCall({
  method: 'POST',
  path: '/wps/relay/favoriteGame',
  auth: true,
  // vendor and gameType are what the site sends alongside; the platform trusts only nodeId.
  body: z.strictObject({ nodeId, vendor: z.optional(vendorCode), gameType: z.optional(gameType) }),
  value: favoriteIdsValue,
});

export const removeFavoriteCall = defineCall({
  method: 'DELETE',
  path: '/wps/relay/favoriteGame',
  auth: true,
  query: z.object({ nodeId }),
  value: favoriteIdsValue,
});
