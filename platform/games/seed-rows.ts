/**
 * The rows a merchant's game catalogue starts with, as plain data (no database), so tests can check the
 * generator alone. Deterministic: the same merchant code always gives the same rows in the same order.
 * List order differs per merchant (a per-merchant permutation), which is how tenants differ by data.
 */
import { defaultGameIconUrl } from '../../src/api/calls/games/lobby';
import { maskName } from '../core/personal-details';
import { hashText } from '../core/text-hash';
import { LOBBY_CODE, TITLES, VENDORS, type VendorSeed } from './catalogue';
import { SLOT_TITLE_COUNT, slotTitle } from './slot-titles';

export interface VendorRow {
  gameType: string;
  vassalage: string;
  gameClassify: string;
  name: string;
  logoUrl: string;
  sortOrder: number;
  launchLobby: boolean;
  rngExcluded: boolean;
}

export interface GameRow {
  gameType: string;
  vassalage: string;
  gameId: string;
  gameCode: string;
  gameClassify: string;
  displayName: string;
  iconUrl: string;
  /** VASSALAGE: a vendor tile that opens the vendor's games in the game popup instead of launching. */
  isGame: 'GAME' | 'VASSALAGE';
  isHot: 0 | 1;
  isNew: 0 | 1;
  prizeMode: string | null;
  sortOrder: number;
  /** The title's own maximum win multiple (catalogue.ts TitleSeed), or null for its game type's. */
  maxWinMultiplier: number | null;
}

/** The platform-drawn artwork (the API names its URL, so the catalogue index can leave it out). */
export const gameIconUrl = defaultGameIconUrl;
export const vendorLogoUrl = (code: string) => `/lgw/assets/vendors/${code}.webp`;

/** Game types whose vendors also get a VASSALAGE tile (vendors of many small titles, not lobbies). */
const VENDOR_TILE_TYPES = ['FISH', 'PVP'];
export const VENDOR_TILE_CODE = 'VENDOR';

/** Hot slots: the first titles of the merchant's lobby order. */
const HOT_SLOTS = 60;

export function vendorRows(): VendorRow[] {
  return VENDORS.map((vendor, index) => ({
    gameType: vendor.gameType,
    vassalage: vendor.vassalage,
    gameClassify: vendor.gameClassify,
    name: vendor.name,
    logoUrl: vendorLogoUrl(vendor.vassalage),
    sortOrder: index,
    launchLobby: vendor.launchLobby ?? false,
    rngExcluded: vendor.rngExcluded ?? false,
  }));
}

function slotRows(merchantCode: string): GameRow[] {
  const vendors = VENDORS.filter((vendor) => vendor.slotShare);
  const total = vendors.reduce((sum, vendor) => sum + (vendor.slotShare ?? 0), 0);
  if (total !== SLOT_TITLE_COUNT) throw new Error(`slot shares add up to ${total}, not ${SLOT_TITLE_COUNT}`);
  // 6007 is prime to 10,000: i → (i·6007 + salt) mod 10,000 is a permutation, a different one per merchant.
  const salt = hashText(merchantCode) % SLOT_TITLE_COUNT;
  const rows: GameRow[] = [];
  let index = 0;
  for (const vendor of vendors) {
    for (let n = 1; n <= (vendor.slotShare ?? 0); n++, index++) {
      const title = slotTitle(index);
      const gameId = `${vendor.vassalage}_${1000 + n}`;
      const sortOrder = (index * 6007 + salt) % SLOT_TITLE_COUNT;
      rows.push({
        gameType: 'RNG',
        vassalage: vendor.vassalage,
        gameId,
        gameCode: String(1000 + n),
        gameClassify: title.classify,
        displayName: title.name,
        iconUrl: gameIconUrl(gameId),
        isGame: 'GAME',
        isHot: sortOrder < HOT_SLOTS ? 1 : 0,
        isNew: index % 97 === 0 ? 1 : 0,
        prizeMode: null,
        sortOrder,
        maxWinMultiplier: null,
      });
    }
  }
  return rows;
}

function titledRows(vendor: VendorSeed, vendorIndex: number): GameRow[] {
  const rows: GameRow[] = [];
  const base = SLOT_TITLE_COUNT + vendorIndex * 100;
  if (vendor.launchLobby) {
    const gameId = `${vendor.vassalage}_${vendor.gameType}_${LOBBY_CODE}`;
    rows.push({
      gameType: vendor.gameType,
      vassalage: vendor.vassalage,
      gameId,
      gameCode: LOBBY_CODE,
      gameClassify: vendor.gameClassify,
      displayName: vendor.name,
      iconUrl: gameIconUrl(gameId),
      isGame: 'GAME',
      isHot: 0,
      isNew: 0,
      prizeMode: null,
      sortOrder: base,
      maxWinMultiplier: null,
    });
  }
  if (VENDOR_TILE_TYPES.includes(vendor.gameType)) {
    // A fishing or card vendor is also listed (and hot) as a whole: its tile opens the game popup.
    const gameId = `${vendor.vassalage}_${vendor.gameType}_${VENDOR_TILE_CODE}`;
    rows.push({
      gameType: vendor.gameType,
      vassalage: vendor.vassalage,
      gameId,
      gameCode: VENDOR_TILE_CODE,
      gameClassify: vendor.gameClassify,
      displayName: vendor.name,
      iconUrl: gameIconUrl(gameId),
      isGame: 'VASSALAGE',
      isHot: 1,
      isNew: 0,
      prizeMode: null,
      sortOrder: base,
      maxWinMultiplier: null,
    });
  }
  for (const [i, title] of (TITLES[`${vendor.gameType}:${vendor.vassalage}`] ?? []).entries()) {
    const gameCode = `${vendor.gameType}${String(i + 1).padStart(3, '0')}`;
    const gameId = `${vendor.vassalage}_${gameCode}`;
    rows.push({
      gameType: vendor.gameType,
      vassalage: vendor.vassalage,
      gameId,
      gameCode,
      gameClassify: title.classify ?? vendor.gameClassify,
      displayName: title.name,
      iconUrl: gameIconUrl(gameId),
      isGame: 'GAME',
      // The first two titles of each live, fish and card vendor join the hot list next to the hot slots.
      isHot: i < 2 && ['LIVE', 'FISH', 'PVP'].includes(vendor.gameType) ? 1 : 0,
      isNew: i === 0 ? 1 : 0,
      prizeMode: title.prizeMode ?? null,
      sortOrder: base + i + 1,
      maxWinMultiplier: title.maxWinMultiplier ?? null,
    });
  }
  return rows;
}

export function gameRows(merchantCode: string): GameRow[] {
  return [...slotRows(merchantCode), ...VENDORS.flatMap((vendor, index) => titledRows(vendor, index))];
}

export interface WinnerRow {
  gameIndex: number;
  customerName: string;
  winAmount: string;
  minutesAgo: number;
}

const NAME_PARTS = ['ra', 'sa', 'ka', 'mi', 'an', 'zu', 'ha', 'no', 'ti', 'ay', 'ko', 'li', 'ma', 'ri', 'ye'];

/** Winners for the board: indexes into gameRows(merchantCode), masked names, amounts with 2 decimals. */
export function winnerRows(merchantCode: string, games: GameRow[], count = 60): WinnerRow[] {
  const playable = games
    .map((game, index) => ({ game, index }))
    .filter(
      ({ game }) =>
        ['RNG', 'LIVE', 'FISH', 'PVP'].includes(game.gameType) &&
        game.gameCode !== LOBBY_CODE &&
        game.isGame === 'GAME',
    );
  return Array.from({ length: count }, (_, k) => {
    const hash = hashText(`${merchantCode}:winner:${k}`);
    const pick = playable[hash % playable.length] as { index: number };
    const name = `${NAME_PARTS[hash % NAME_PARTS.length]}${NAME_PARTS[(hash >>> 4) % NAME_PARTS.length]}${(hash >>> 8) % 1000}`;
    const cents = 100_000 + (hash % 25_000_000);
    return {
      gameIndex: pick.index,
      customerName: maskName(name),
      winAmount: (cents / 100).toFixed(2),
      minutesAgo: 7 + k * 23,
    };
  });
}
