/**
 * Games calls of spec §7: vendor lanes, paged game lists, hot games, winner board, favourites, recent games,
 * game launch and the lottery lookups. Query values arrive as strings, so numbers are coerced and every value
 * is range-checked here: the platform answers anything outside these schemas with 400 bad_request.
 */
import { z } from 'zod';
import { defineCall } from './define-call';

/** The spec's language codes as sent to the platform (src/i18n/languages.ts maps them to site codes). */
export const platformLanguage = z.enum(['BN', 'CN', 'EN', 'MY', 'UR']);
export type PlatformLanguage = z.infer<typeof platformLanguage>;

/**
 * Categories as the platform stores them. The client reshapes them (spec §4): sports vendors whose
 * gameClassify is ESPORTS or COCKFIGHT become their own categories after SPORTS, and the vendors listed in
 * `rngExcludedVendors` become an INHOUSE category after RNG.
 */
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'BINGO', 'MINI'] as const;
export const gameType = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof gameType>;

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const prizeMode = z.enum(PRIZE_MODES);

/** A vendor code ("vassalage"), e.g. PG, EG2, TCG_LOTTO_VN. */
export const vendorCode = z.string().regex(/^[A-Z0-9_]{2,20}$/, 'must be 2-20 upper-case letters, digits or _');
const gameClassify = z.string().regex(/^[A-Z0-9_]{1,20}$/, 'must be 1-20 upper-case letters, digits or _');
export const nodeId = z.coerce.number().int().positive().max(2_147_483_647);

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
/** Largest page a game list answers; bigger requests are refused rather than silently cut. */
export const MAX_GAME_PAGE_SIZE = 100;
/** Spec §9: the favourites screen loads up to 999 at once. */
export const MAX_FAVORITE_PAGE_SIZE = 999;
export const MAX_WINNER_LIMIT = 20;

export const game = z.object({
  nodeId: z.number().int(),
  gameId: z.string(),
  gameCode: z.string(),
  gameType,
  /** Sub-category inside the type: SLOT, JACKPOT, BACCARAT, ESPORTS, COCKFIGHT, VN_NORTH … */
  gameClassify: z.string(),
  vassalage: z.string(),
  displayName: z.string(),
  /** Same as displayName; older screens read nodeName. */
  nodeName: z.string(),
  /** Same-origin URL of the tile image (a generated SVG on the reference platform). */
  iconUrl: z.string(),
  /** VASSALAGE marks a vendor tile that opens the vendor's game list instead of a game. */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  prizeMode: prizeMode.nullable(),
});
export type Game = z.infer<typeof game>;

export const vendor = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameType,
  gameClassify: z.string(),
  logoUrl: z.string(),
  gameCount: z.number().int(),
  maintenance: z.boolean(),
  /** True when the vendor is launched as a whole (sports book, live lobby) rather than game by game. */
  launchLobby: z.boolean(),
});
export type Vendor = z.infer<typeof vendor>;

const lane = z.object({
  gameType,
  vendors: z.array(vendor),
  /** The lane's sub-categories with their vendor codes, e.g. SPORTS → SPORTS [BTI], ESPORTS [IMES]. */
  gameClassify: z.array(z.object({ code: z.string(), vendors: z.array(z.string()) })),
});

export const gameMenus = defineCall({
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: false,
  query: z.object({ platform: z.string().max(40).optional(), language: platformLanguage.optional() }),
  value: z.object({
    lanes: z.array(lane),
    /** Vendors shown as the INHOUSE category and left out of the plain RNG list (/rng?vassalage=INHOUSE). */
    rngExcludedVendors: z.array(z.string()),
  }),
});

const searchText = z.string().trim().min(1).max(50);

export const gameList = defineCall({
  method: 'GET',
  path: '/wps/relay/gameList',
  auth: false,
  query: z.object({
    clientType: z.coerce.number().int().min(0).max(9).optional(),
    platform: z.string().max(40).optional(),
    merchant: z.string().max(40).optional(),
    gameType,
    gameClassify: gameClassify.optional(),
    vassalage: vendorCode.optional(),
    /** Case-insensitive part of the game name. */
    name: searchText.optional(),
    pageNo,
    pageSize: z.coerce.number().int().min(1).max(MAX_GAME_PAGE_SIZE).default(20),
    language: platformLanguage.optional(),
  }),
  value: z.object({
    games: z.array(game),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const hotGames = defineCall({
  method: 'GET',
  path: '/wps/relay/hotGames',
  auth: false,
  query: z.object({
    merchantCode: z.string().max(40).optional(),
    isPlatform: z.coerce.number().int().min(0).max(9).optional(),
    platform: z.string().max(60).optional(),
    gameType: gameType.optional(),
    limit: z.coerce.number().int().min(1).max(MAX_GAME_PAGE_SIZE).default(20),
    language: platformLanguage.optional(),
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
  nodeId: z.number().int(),
  winTime: z.string(),
});
export type Winner = z.infer<typeof winner>;

export const winnerBoard = defineCall({
  method: 'GET',
  path: '/wps/relay/winnerRankList',
  auth: false,
  query: z.object({
    gameCategory: z.union([z.literal('ALL'), gameType]).default('ALL'),
    language: platformLanguage.optional(),
    limitNum: z.coerce.number().int().min(1).max(MAX_WINNER_LIMIT).default(MAX_WINNER_LIMIT),
  }),
  value: z.object({ list: z.array(z.object({ vo: winner })) }),
});

const favoriteIdsValue = z.object({ favGameIds: z.array(z.number().int()) });

export const favoriteIds = defineCall({
  method: 'GET',
  path: '/wps/relay/favoriteGameIds',
  auth: true,
  value: favoriteIdsValue,
});

/** HOME (the spec's default currentGameType) and ALL both mean every type. */
const favoriteGameType = z.union([z.enum(['HOME', 'ALL']), gameType]);

export const favoriteList = defineCall({
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

export const addFavorite = defineCall({
  method: 'POST',
  path: '/wps/relay/favoriteGame',
  auth: true,
  // vendor and gameType are what the site sends alongside; the platform trusts only nodeId.
  body: z.strictObject({ nodeId, vendor: vendorCode.optional(), gameType: gameType.optional() }),
  value: favoriteIdsValue,
});

export const removeFavorite = defineCall({
  method: 'DELETE',
  path: '/wps/relay/favoriteGame',
  auth: true,
  query: z.object({ nodeId }),
  value: favoriteIdsValue,
});

export const RECENT_PAGE_SIZE = 20;

export const recentGame = game.extend({ playedAt: z.string() });

export const recentGames = defineCall({
  method: 'GET',
  path: '/wps/relay/recentGames',
  auth: true,
  query: z.object({
    page: pageNo,
    pageSize: z.coerce.number().int().min(1).max(50).default(RECENT_PAGE_SIZE),
    gameType: favoriteGameType.default('HOME'),
    language: platformLanguage.optional(),
    clientType: z.coerce.number().int().min(0).max(9).optional(),
  }),
  value: z.object({
    list: z.array(recentGame),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

/** A same-origin path (not //host) or an http(s) URL the demo page links back to. */
const backUrl = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)\S*|https?:\/\/\S+)$/, 'must be a path starting with / or an http(s) URL');

/**
 * Launch one game (nodeId) or a vendor's lobby (vassalage + gameType, optionally a gameCode inside it, as
 * the lottery pages do). Members only; trial users only while FREEPLAY3 is on. Records a recent game.
 */
export const launchGame = defineCall({
  method: 'POST',
  path: '/wps/game/launchGame',
  auth: true,
  body: z
    .strictObject({
      nodeId: nodeId.optional(),
      vassalage: vendorCode.optional(),
      gameType: gameType.optional(),
      gameCode: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,40}$/)
        .optional(),
      prizeMode: prizeMode.optional(),
      lottoArea: z.enum(['VN', 'SEA']).optional(),
      launchMode: z.enum(['LOTT', 'ELOTT']).optional(),
      view: z.enum(['betting', 'lobby']).optional(),
      device: z.enum(['WEB', 'MOBILE']).default('WEB'),
      language: platformLanguage.optional(),
      backUrl: backUrl.optional(),
    })
    .refine((body) => (body.nodeId === undefined) !== (body.vassalage === undefined), {
      message: 'give either nodeId or vassalage',
      path: ['nodeId'],
    })
    .refine((body) => body.vassalage === undefined || body.gameType !== undefined, {
      message: 'a vassalage launch needs gameType',
      path: ['gameType'],
    }),
  value: z.object({
    /** Same-origin URL of the game page; the ticket inside it expires at expiresAt. */
    url: z.string(),
    expiresAt: z.string(),
  }),
});

const lotteryQuery = {
  prizeMode: prizeMode.default('LOTT'),
  device: z.enum(['WEB', 'MOBILE']).default('WEB'),
  language: platformLanguage.optional(),
};

export const lotteryMenus = defineCall({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  auth: false,
  query: z.object(lotteryQuery),
  value: z.object({
    prizeMode,
    menus: z.array(z.object({ code: z.string(), games: z.array(game) })),
  }),
});

export const lotteryGames = defineCall({
  method: 'GET',
  path: '/wps/relay/lotteryGames',
  auth: false,
  query: z.object(lotteryQuery),
  value: z.object({ list: z.array(game) }),
});

export const lotteryRecentGames = defineCall({
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  auth: true,
  query: z.object(lotteryQuery),
  value: z.object({ list: z.array(recentGame) }),
});

export const lotteryDraw = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  /** Period number, e.g. 20250101-0042. */
  issueNo: z.string(),
  numbers: z.array(z.string()),
  openedAt: z.string(),
});

export const openedNumbers = defineCall({
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  auth: true,
  query: z.object({ prizeMode: prizeMode.default('LOTT'), language: platformLanguage.optional() }),
  /** The latest draw of every lottery game of that prize mode. */
  value: z.object({ list: z.array(lotteryDraw) }),
});

export const openedGameNumbers = defineCall({
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  auth: false,
  query: z.object({
    gameCode: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    limit: z.coerce.number().int().min(1).max(30).default(10),
  }),
  /** The last draws of one lottery game, newest first. */
  value: z.object({ gameCode: z.string(), list: z.array(lotteryDraw) }),
});
