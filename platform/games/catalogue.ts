/**
 * The reference platform's game catalogue: the vendors the sites name (PG, EG2, PT, JDB, CQ9, FC, JL, BGS, BTI,
 * IMES, DS88, in-house, lottery vendors …) per category, and the hand-written titles of the small categories.
 * Slot titles (10,000) are generated in slot-titles.ts. Seed data only: operators change rows in the database,
 * not this file.
 */
import type { GameType, PRIZE_MODES } from '../../src/api/calls/games/game';
import type { StudioGame } from '../../src/api/calls/studio/games';

export interface VendorSeed {
  gameType: GameType;
  vassalage: string;
  name: string;
  gameClassify: string;
  /** Launched as a whole through a LOBBY game (sports books, live and lottery lobbies). */
  launchLobby?: boolean;
  /** Shown as the INHOUSE category instead of inside the RNG list. */
  rngExcluded?: boolean;
  /** How many of the 10,000 slot titles this vendor gets (RNG vendors only). */
  slotShare?: number;
}

/** Lane order of the menu follows this list's first appearance of each type. */
export const VENDORS: VendorSeed[] = [
  { gameType: 'RNG', vassalage: 'PG', name: 'PG Soft', gameClassify: 'SLOT', slotShare: 1800 },
  { gameType: 'RNG', vassalage: 'PT', name: 'Playtech', gameClassify: 'SLOT', slotShare: 1700 },
  { gameType: 'RNG', vassalage: 'JL', name: 'JILI', gameClassify: 'SLOT', slotShare: 1400 },
  { gameType: 'RNG', vassalage: 'CQ9', name: 'CQ9 Gaming', gameClassify: 'SLOT', slotShare: 1300 },
  { gameType: 'RNG', vassalage: 'JDB', name: 'JDB Gaming', gameClassify: 'SLOT', slotShare: 1200 },
  { gameType: 'RNG', vassalage: 'FC', name: 'Fa Chai', gameClassify: 'SLOT', slotShare: 900 },
  { gameType: 'RNG', vassalage: 'EG2', name: 'EG Gaming', gameClassify: 'SLOT', slotShare: 900 },
  { gameType: 'RNG', vassalage: 'BGS', name: 'BGS Gaming', gameClassify: 'SLOT', slotShare: 800 },
  { gameType: 'RNG', vassalage: 'INHOUSE', name: 'In-house', gameClassify: 'INHOUSE', rngExcluded: true },
  { gameType: 'LIVE', vassalage: 'EVO', name: 'Evolution', gameClassify: 'LIVE', launchLobby: true },
  { gameType: 'LIVE', vassalage: 'SEXY', name: 'AE Sexy', gameClassify: 'LIVE', launchLobby: true },
  { gameType: 'LIVE', vassalage: 'PT', name: 'Playtech Live', gameClassify: 'LIVE', launchLobby: true },
  { gameType: 'FISH', vassalage: 'JDB', name: 'JDB Fishing', gameClassify: 'FISH' },
  { gameType: 'FISH', vassalage: 'JL', name: 'JILI Fishing', gameClassify: 'FISH' },
  { gameType: 'FISH', vassalage: 'FC', name: 'Fa Chai Fishing', gameClassify: 'FISH' },
  { gameType: 'FISH', vassalage: 'CQ9', name: 'CQ9 Fishing', gameClassify: 'FISH' },
  { gameType: 'PVP', vassalage: 'JL', name: 'JILI Cards', gameClassify: 'CARD' },
  { gameType: 'PVP', vassalage: 'KM', name: 'Kingmaker', gameClassify: 'CARD' },
  { gameType: 'PVP', vassalage: 'V8', name: 'V8 Poker', gameClassify: 'CARD' },
  { gameType: 'SPORTS', vassalage: 'BTI', name: 'BTi Sports', gameClassify: 'SPORTS', launchLobby: true },
  { gameType: 'SPORTS', vassalage: 'SABA', name: 'SABA Sports', gameClassify: 'SPORTS', launchLobby: true },
  { gameType: 'SPORTS', vassalage: 'IMES', name: 'IM Esports', gameClassify: 'ESPORTS', launchLobby: true },
  { gameType: 'SPORTS', vassalage: 'DS88', name: 'DS88 Cockfight', gameClassify: 'COCKFIGHT', launchLobby: true },
  { gameType: 'LOTT', vassalage: 'LOTT', name: 'Lottery', gameClassify: 'LOTT', launchLobby: true },
  { gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', name: 'TCG Lotto', gameClassify: 'ELOTT', launchLobby: true },
  { gameType: 'BINGO', vassalage: 'BGS', name: 'BGS Bingo', gameClassify: 'BINGO', launchLobby: true },
  { gameType: 'MINI', vassalage: 'SPB', name: 'Spribe', gameClassify: 'MINI' },
];

export interface TitleSeed {
  name: string;
  classify?: string;
  prizeMode?: (typeof PRIZE_MODES)[number];
  /** This title's maximum win as a multiple of the stake, when above its game type's (MAX_WIN_MULTIPLIERS). */
  maxWinMultiplier?: number;
}

/**
 * The most one round of each game type may win, as a whole multiple of its stake: a vendor's credit above
 * stake × this is refused and its round held for the operator (vendors/win-caps.ts). The figures are the genre's
 * published maxima (a slot's max win, a live table's top payout, a lottery's top prize), so a real game never
 * meets them; a title that pays more names its own in TITLES (maxWinMultiplier), which the seeder writes to
 * game.max_win_multiplier, where operators change it per merchant and game.
 */
export const MAX_WIN_MULTIPLIERS: Readonly<Record<GameType, number>> = {
  RNG: 5_000,
  LIVE: 500,
  FISH: 1_000,
  PVP: 100,
  SPORTS: 1_000,
  LOTT: 10_000,
  ELOTT: 10_000,
  BINGO: 1_000,
  MINI: 1_000,
};

const titles = (names: string[], classify?: string): TitleSeed[] =>
  names.map((name) => (classify ? { name, classify } : { name }));

/** Titles of every vendor except the RNG slot vendors, keyed `<gameType>:<vassalage>`. */
export const TITLES: Record<string, TitleSeed[]> = {
  'RNG:INHOUSE': titles([
    'Crash',
    'Dice',
    'Mines',
    'Plinko',
    'Limbo',
    'Hilo',
    'Keno',
    'Tower',
    'Wheel',
    'Coin Flip',
    'Double',
    'Diamonds',
    // Appended last: the titles' game codes come from their position (seed-rows.ts), so earlier codes stay.
    'Lucky Five',
  ]),
  'LIVE:EVO': [
    ...titles(['Lightning Roulette']),
    // Game shows pay more than a table: their top segments and multipliers stack.
    { name: 'Crazy Time', maxWinMultiplier: 20_000 },
    ...titles(['Speed Baccarat A', 'Speed Baccarat B', 'Dragon Tiger']),
    { name: 'Mega Ball', maxWinMultiplier: 10_000 },
    { name: 'Monopoly Live', maxWinMultiplier: 10_000 },
    ...titles(['Blackjack Classic', 'Sic Bo', 'Andar Bahar Live']),
  ],
  'LIVE:SEXY': titles([
    'Baccarat Classic',
    'Baccarat Insurance',
    'Dragon Tiger Sexy',
    'Roulette Sexy',
    'Sic Bo Sexy',
    'Thai Hi Lo',
    'Fish Prawn Crab',
    'Extra Andar Bahar',
  ]),
  'LIVE:PT': titles([
    'Quantum Roulette',
    'Adventures Beyond Wonderland',
    'Spin a Win',
    'Casino Hold em',
    'Football Roulette',
    'Teen Patti Live',
  ]),
  'FISH:JDB': titles(['Fishing Disco', 'Dragon Fishing', 'Fishing Yilufa', 'Cai Shen Fishing', 'Shark Hunter']),
  'FISH:JL': titles([
    'Jackpot Fishing',
    'Mega Fishing',
    'Royal Fishing',
    'Boom Legend',
    'Dinosaur Tycoon',
    'All-star Fishing',
  ]),
  'FISH:FC': titles(['Fortune Kings Fishing', 'Lucky Fortunes Fishing', 'Star Hunter', 'Happy Fishing']),
  'FISH:CQ9': titles(['Paradise', 'Oneshot Fishing', 'Lucky Fishing', 'Fire Kirin Fishing', 'Hero Fishing']),
  'PVP:JL': titles(['Teen Patti', 'Andar Bahar', 'Rummy', 'Callbreak', 'Tongits Go', 'Pusoy Go', 'Ludo Quick']),
  'PVP:KM': titles(['Thai Hi Lo 2', 'Cards Hi Lo', 'Blackjack KM', 'Baccarat KM', 'Bola Tangkas', 'Dragon Tiger KM']),
  'PVP:V8': titles(['Texas Holdem', 'Omaha', 'Mahjong Showdown', 'Niu Niu', 'Sam Gong', 'Fight the Landlord']),
  'SPORTS:BTI': titles(['Virtual Football', 'Virtual Basketball']),
  'SPORTS:SABA': titles(['Virtual Sports', 'Number Game']),
  'SPORTS:IMES': titles(['Esports Live Betting'], 'ESPORTS'),
  'SPORTS:DS88': titles(['Sabong Live'], 'COCKFIGHT'),
  'LOTT:LOTT': [
    { name: 'Fast 3 (1 min)', classify: 'K3', prizeMode: 'LOTT' },
    { name: 'Fast 3 (5 min)', classify: 'K3', prizeMode: 'LOTT' },
    { name: 'Lucky 5 (1 min)', classify: 'SSC', prizeMode: 'LOTT' },
    { name: 'Lucky 5 (3 min)', classify: 'SSC', prizeMode: 'LOTT' },
    { name: 'Racing 10 (1 min)', classify: 'PK10', prizeMode: 'LOTT' },
    { name: 'Keno (3 min)', classify: 'KENO', prizeMode: 'LOTT' },
    { name: 'Super Lotto (1 min)', classify: 'SUPER', prizeMode: 'ZY' },
    { name: 'Super Lotto (5 min)', classify: 'SUPER', prizeMode: 'ZY' },
    { name: 'Color Game (1 min)', classify: 'COLOR', prizeMode: 'ZY' },
  ],
  'ELOTT:TCG_LOTTO_VN': [
    { name: 'Ha Noi', classify: 'VN_NORTH', prizeMode: 'ELOTT' },
    { name: 'Quang Ninh', classify: 'VN_NORTH', prizeMode: 'ELOTT' },
    { name: 'Hai Phong', classify: 'VN_NORTH', prizeMode: 'ELOTT' },
    { name: 'Da Nang', classify: 'VN_CENTRAL', prizeMode: 'ELOTT' },
    { name: 'Hue', classify: 'VN_CENTRAL', prizeMode: 'ELOTT' },
    { name: 'Khanh Hoa', classify: 'VN_CENTRAL', prizeMode: 'ELOTT' },
    { name: 'Ho Chi Minh', classify: 'VN_SOUTH', prizeMode: 'ELOTT' },
    { name: 'Dong Thap', classify: 'VN_SOUTH', prizeMode: 'ELOTT' },
    { name: 'Can Tho', classify: 'VN_SOUTH', prizeMode: 'ELOTT' },
    { name: 'VN Fast (1 min)', classify: 'VN_FAST', prizeMode: 'ELOTT' },
    { name: 'Thai Government', classify: 'SEA_TH', prizeMode: 'SEA' },
    { name: 'Lao Lotto', classify: 'SEA_LA', prizeMode: 'SEA' },
    { name: 'Magnum 4D', classify: 'SEA_MY', prizeMode: 'SEA' },
    { name: 'Singapore 4D', classify: 'SEA_SG', prizeMode: 'SEA' },
    { name: 'Myanmar 2D', classify: 'SEA_MM', prizeMode: 'SEA' },
  ],
  'BINGO:BGS': titles(['Bingo 75', 'Bingo 90', 'Super Bingo', 'Pattern Bingo', 'Speed Bingo']),
  'MINI:SPB': [
    // A crash game's multiplier runs until it crashes; Spribe stops Aviator at ×10,000.
    { name: 'Aviator', maxWinMultiplier: 10_000 },
    ...titles(['Mines Mini', 'Dice Mini', 'Plinko Mini', 'Goal', 'Hi Lo Mini', 'Mini Roulette', 'Hotline']),
  ],
};

/** The vendor's lobby game, launched for launchLobby vendors (and listed as their first game). */
export const LOBBY_CODE = 'LOBBY';

/**
 * The in-house titles the studio really plays (platform/studio), by catalogue title: launching one opens the
 * site's own game page /studio/<game>/ instead of the demo page. The other in-house titles stay demos.
 */
export const STUDIO_TITLES: Readonly<Record<string, StudioGame>> = { Dice: 'dice', 'Lucky Five': 'slot' };

/** A titled game's code as seed-rows.ts writes it: the game type and its 1-based position, e.g. RNG002. */
export const titleGameCode = (gameType: string, index: number): string =>
  `${gameType}${String(index + 1).padStart(3, '0')}`;

/** Catalogue codes (INHOUSE, RNG) of the in-house titles the studio plays, e.g. RNG002 → dice. */
export const STUDIO_CODES: ReadonlyMap<string, StudioGame> = new Map(
  (TITLES['RNG:INHOUSE'] ?? []).flatMap((title, index): [string, StudioGame][] => {
    const game = STUDIO_TITLES[title.name];
    return game ? [[titleGameCode('RNG', index), game]] : [];
  }),
);
