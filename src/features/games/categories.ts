/**
 * The game pages of spec §2: list centres (/rng, /live, /fish, /pvp, /bingo: games paged by vendor) and
 * game centres (/sports, /esports, /cockfight, /lott, /elott: a card per vendor that launches its lobby).
 * The platform's menu groups e-sports and cockfight under SPORTS; this module reshapes it (spec §4).
 */
import type { GameType, Vendor } from '../../api/contract/games/game';
import type { Tenant } from '../../config/tenant-schema';

export type CategoryId =
  | 'rng'
  | 'live'
  | 'fish'
  | 'pvp'
  | 'bingo'
  | 'sports'
  | 'esports'
  | 'cockfight'
  | 'lott'
  | 'elott';

export interface Category {
  id: CategoryId;
  /** The platform game type whose menu lane holds this category's vendors. */
  gameType: GameType;
  /** list: a paged game grid; centre: one launch card per vendor. */
  kind: 'list' | 'centre';
}

export const CATEGORIES: Category[] = [
  { id: 'rng', gameType: 'RNG', kind: 'list' },
  { id: 'live', gameType: 'LIVE', kind: 'list' },
  { id: 'fish', gameType: 'FISH', kind: 'list' },
  { id: 'pvp', gameType: 'PVP', kind: 'list' },
  { id: 'bingo', gameType: 'BINGO', kind: 'list' },
  { id: 'sports', gameType: 'SPORTS', kind: 'centre' },
  { id: 'esports', gameType: 'SPORTS', kind: 'centre' },
  { id: 'cockfight', gameType: 'SPORTS', kind: 'centre' },
  { id: 'lott', gameType: 'LOTT', kind: 'centre' },
  { id: 'elott', gameType: 'ELOTT', kind: 'centre' },
];

/** The pseudo vendor that selects the vendors kept out of the RNG list (/rng?vassalage=INHOUSE). */
export const INHOUSE = 'INHOUSE';

interface Menus {
  lanes: { gameType: GameType; vendors: Vendor[] }[];
  rngExcludedVendors: string[];
}

/** Vendors to show on a category page, in menu order. */
export function vendorsFor(category: Category, menus: Menus, brand: Tenant['brand']): Vendor[] {
  const lane = menus.lanes.find((l) => l.gameType === category.gameType)?.vendors ?? [];
  switch (category.id) {
    case 'rng':
      return lane.filter((v) => !menus.rngExcludedVendors.includes(v.vassalage));
    case 'esports':
      return lane.filter((v) => v.vassalage === brand.esportsVendor);
    case 'cockfight':
      return lane.filter((v) => v.vassalage === brand.cockfightVendor);
    case 'sports':
      return lane.filter((v) => v.vassalage !== brand.esportsVendor && v.vassalage !== brand.cockfightVendor);
    default:
      return lane;
  }
}
