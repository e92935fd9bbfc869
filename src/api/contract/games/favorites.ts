/**
 * Favourite games calls of spec §7.
 */
import { z } from 'zod';
import { defineCall } from '../define-call';
import { favoriteGameType, game, gameType, nodeId, pageNo, platformLanguage, vendorCode } from './game';

/** Spec §9: the favourites screen loads up to 999 at once. */
export const MAX_FAVORITE_PAGE_SIZE = 999;

const favoriteIdsValue = z.object({ favGameIds: z.array(z.number().int()) });

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
    clientType: z.coerce.number().int().min(0).max(9).optional(),
    platform: z.string().max(60).optional(),
    language: platformLanguage.optional(),
    gameType: favoriteGameType.default('HOME'),
    pageNo,
    pageSize: z.coerce.number().int().min(1).max(MAX_FAVORITE_PAGE_SIZE).default(MAX_FAVORITE_PAGE_SIZE),
  }),
  value: z.object({
    content: z.array(game),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

export const addFavoriteCall = defineCall({
  method: 'POST',
  path: '/wps/relay/favoriteGame',
  auth: true,
  // vendor and gameType are what the site sends alongside; the platform trusts only nodeId.
  body: z.strictObject({ nodeId, vendor: vendorCode.optional(), gameType: gameType.optional() }),
  value: favoriteIdsValue,
});

export const removeFavoriteCall = defineCall({
  method: 'DELETE',
  path: '/wps/relay/favoriteGame',
  auth: true,
  query: z.object({ nodeId }),
  value: favoriteIdsValue,
});
