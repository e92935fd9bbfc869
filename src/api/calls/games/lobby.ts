/**
 * Lobby calls: vendor lanes, paged game lists, hot games and the winner board.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { game, gameClassify, gameType, pageNo, platformLanguage, prizeMode, vendor, vendorCode } from './game';

/** Largest page a game list answers; bigger requests are refused rather than silently cut. */
export const MAX_GAME_PAGE_SIZE = 100;
export const MAX_WINNER_LIMIT = 20;

const lane = z.object({
  gameType,
  vendors: z.array(vendor),
  /** The lane's sub-categories with their vendor codes, e.g. SPORTS → SPORTS [BTI], ESPORTS [IMES]. */
  gameClassify: z.array(z.object({ code: z.string(), vendors: z.array(z.string()) })),
});

export const gameMenusCall = defineCall({
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: false,
  query: z.object({ platform: z.optional(z.string().check(z.maxLength(40))), language: z.optional(platformLanguage) }),
  value: z.object({
    lanes: z.array(lane),
    /** Vendors shown as the INHOUSE category and left out of the plain RNG list (/rng?vassalage=INHOUSE). */
    rngExcludedVendors: z.array(z.string()),
  }),
});

const searchText = z.string().check(z.trim(), z.minLength(1), z.maxLength(50));

export const gameListCall = defineCall({
  method: 'GET',
  path: '/wps/relay/gameList',
  auth: false,
  query: z.object({
    clientType: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(9))),
    platform: z.optional(z.string().check(z.maxLength(40))),
    merchant: z.optional(z.string().check(z.maxLength(40))),
    gameType,
    gameClassify: z.optional(gameClassify),
    vassalage: z.optional(vendorCode),
    /** Case-insensitive part of the game name. */
    name: z.optional(searchText),
    pageNo,
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_GAME_PAGE_SIZE)), 20),
    language: z.optional(platformLanguage),
  }),
  value: z.object({
    games: z.array(game),
    pageNo: z.int(),
    pageSize: z.int(),
    totalCount: z.int(),
    totalPages: z.int(),
  }),
});

export const hotGamesCall = defineCall({
  method: 'GET',
  path: '/wps/relay/hotGames',
  auth: false,
  query: z.object({
    merchantCode: z.optional(z.string().check(z.maxLength(40))),
    isPlatform: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(9))),
    platform: z.optional(z.string().check(z.maxLength(60))),
    gameType: z.optional(gameType),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_GAME_PAGE_SIZE)), 20),
    language: z.optional(platformLanguage),
  }),
  value: z.object({ list: z.array(game) }),
});

export const winner = z.object({
  /** Masked on the platform (first two and last character), never the full account name. */
  customerName: z.string(),
  iconUrl: z.string(),
  winAmount: z.number(),
  gameType,
  gameName: z.string(),
  vassalage: z.string(),
  nodeId: z.int(),
  winTime: z.string(),
});
export type Winner = z.infer<typeof winner>;

export const winnerBoardCall = defineCall({
  method: 'GET',
  path: '/wps/relay/winnerRankList',
  auth: false,
  query: z.object({
    gameCategory: z._default(z.union([z.literal('ALL'), gameType]), 'ALL'),
    language: z.optional(platformLanguage),
    limitNum: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_WINNER_LIMIT)), MAX_WINNER_LIMIT),
  }),
  value: z.object({ list: z.array(z.object({ vo: winner })) }),
});

/**
 * One game of the catalogue index, as a tuple so 10,000 slots stay small on the wire:
 * [nodeId, gameId, gameCode, vassalage, gameClassify, displayName, iconUrl, flags, prizeMode].
 * iconUrl is null when the game uses the platform's drawn artwork, defaultGameIconUrl(gameId): a quarter of
 * the compressed size. flags: bit 0 hot, bit 1 new, bit 2 a VASSALAGE tile (opens the vendor's list).
 */
export const catalogueRow = z.tuple([
  z.int(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.nullable(z.string()),
  z.int().check(z.gte(0), z.lte(31)),
  z.nullable(prizeMode),
]);
export type CatalogueRow = z.infer<typeof catalogueRow>;

/** The artwork the platform draws for a game without a vendor image (a same-origin, cached image). */
export const defaultGameIconUrl = (gameId: string) => `/lgw/assets/games/${gameId}.webp`;

export const CATALOGUE_FLAG = { hot: 1, new: 2, vendorTile: 4, chat: 8, rooms: 16 } as const;

/**
 * The whole list of a game type (every vendor, in-house too) for the lobby to search, sort and filter in the
 * browser: rows in the platform's list order, which is the popularity order (the operator ranks the list).
 * Served compressed with an ETag and cacheable, so a player fetches it once and then only revalidates.
 */
export const catalogueIndexCall = defineCall({
  method: 'GET',
  path: '/lgw/games/catalogueIndex',
  auth: false,
  query: z.object({ gameType, language: z.optional(platformLanguage) }),
  value: z.object({ gameType, games: z.array(catalogueRow) }),
});
