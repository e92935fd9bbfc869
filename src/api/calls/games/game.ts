/**
 * Shapes shared by the games calls: language, category, vendor and game. Query values arrive as strings, so numbers are
 * coerced and every value is range-checked: the platform answers anything outside these schemas with 400 bad_request.
 */
import { z } from 'zod/mini';
import { PLATFORM_LANGUAGE_CODES } from '../../../i18n/languages';

/**
 * The language codes as sent to the platform (BN, CN, EN, MY, UR), from the one language table
 * (src/i18n/languages.ts).
 */
export const platformLanguage = z.enum(PLATFORM_LANGUAGE_CODES);
export type PlatformLanguage = z.infer<typeof platformLanguage>;

/**
 * Categories as the platform stores them. The client reshapes them: sports vendors whose gameClassify is ESPORTS or
 * COCKFIGHT become their own categories after SPORTS, and the vendors listed in `rngExcludedVendors` become an INHOUSE
 * category after RNG.
 */
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'BINGO', 'MINI'] as const;
export const gameType = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof gameType>;

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const prizeMode = z.enum(PRIZE_MODES);

/** A vendor code ("vassalage"), e.g. PG, EG2, TCG_LOTTO_VN. */
export const vendorCode = z
  .string()
  .check(z.regex(/^[A-Z0-9_]{2,20}$/, 'must be 2-20 upper-case letters, digits or _'));
export const gameClassify = z
  .string()
  .check(z.regex(/^[A-Z0-9_]{1,20}$/, 'must be 1-20 upper-case letters, digits or _'));
export const nodeId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const pageNo = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1);

export const game = z.object({
  nodeId: z.int(),
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
  prizeMode: z.nullable(prizeMode),
  /** A live table with hosts and a chat (tables.ts: live model list, live chat launch). */
  hasChat: z.optional(z.boolean()),
  /** A game that seats players in rooms: the player picks one (tables.ts room list) before the launch. */
  hasRooms: z.optional(z.boolean()),
});
export type Game = z.infer<typeof game>;

export const vendor = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameType,
  gameClassify: z.string(),
  logoUrl: z.string(),
  gameCount: z.int(),
  maintenance: z.boolean(),
  /** True when the vendor is launched as a whole (sports book, live lobby) rather than game by game. */
  launchLobby: z.boolean(),
});
export type Vendor = z.infer<typeof vendor>;

/** HOME (the default currentGameType) and ALL both mean every type. */
export const favoriteGameType = z.union([z.enum(['HOME', 'ALL']), gameType]);

export const recentGame = z.extend(game, { playedAt: z.string() });
