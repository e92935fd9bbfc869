/**
 * Vendor reshaping, pure: the platform's game menu groups e-sports and cockfight under SPORTS and lists the in-house
 * vendors inside RNG; the portal shows them as categories of their own. One function turns the menu into the portal's
 * catalogue (category → vendors, in CATALOGUE_ORDER) and the rules the header, the side menu, the lobby and the home
 * read from it live beside it, so they all agree.
 */
import type { GameType, Vendor } from '../api/calls/games/game';

/** The portal's game categories after reshaping. */
export type CatalogueKey =
  | 'RNG'
  | 'INHOUSE'
  | 'LIVE'
  | 'FISH'
  | 'PVP'
  | 'SPORTS'
  | 'ESPORTS'
  | 'COCKFIGHT'
  | 'LOTT'
  | 'ELOTT'
  | 'BINGO'
  | 'MINI';

export interface MenuLane {
  gameType: GameType;
  vendors: Vendor[];
}

/** What the platform's game menu call answers (the part reshaping reads). */
export interface GameMenus {
  lanes: MenuLane[];
  /** Vendors shown as the INHOUSE category instead of inside RNG. */
  rngExcludedVendors: string[];
}

/** Which vendor codes mean e-sports and cockfight when the platform does not classify a vendor as such. */
export interface ShapeOptions {
  esportsVendor?: string;
  cockfightVendor?: string;
}

export type PrizeMode = 'LOTT' | 'ELOTT';

export interface Catalogue {
  /** Every category that has at least one vendor, in CATALOGUE_ORDER. */
  categories: { key: CatalogueKey; vendors: Vendor[] }[];
  /** The lottery launch mode: ELOTT when the ELOTT category holds an ELOTT_MARKERS vendor, else LOTT. */
  prizeMode: PrizeMode;
}

/** E-sports and cockfight right after sports, INHOUSE right after RNG; bingo (menu only) last. */
export const CATALOGUE_ORDER: readonly CatalogueKey[] = [
  'RNG',
  'INHOUSE',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'MINI',
  'BINGO',
];

/** The default prefetch order: the lists loaded ahead of the player asking for them. */
export const PREFETCH_ORDER: readonly CatalogueKey[] = ['RNG', 'LIVE', 'FISH', 'PVP'];

/** ELOTT vendors that switch the lottery to the ELOTT prize mode. */
const ELOTT_MARKERS = ['TCG_LOTTO_VN', 'LOTT'];

/** These nav items always open their page, whatever their vendor count. */
const ALWAYS_PAGE = new Set<string>(['HOME', 'PROMO', 'PVP', 'FISH', 'RNG', 'INHOUSE']);

/** The header's vendor drop menu switches to the large grid above this many vendors. */
export const LARGE_VENDOR_GRID_ABOVE = 10;

function sportsKey(vendor: Vendor, options: ShapeOptions): CatalogueKey {
  if (vendor.gameClassify === 'ESPORTS' || vendor.vassalage === options.esportsVendor) return 'ESPORTS';
  if (vendor.gameClassify === 'COCKFIGHT' || vendor.vassalage === options.cockfightVendor) return 'COCKFIGHT';
  return 'SPORTS';
}

/** The category a vendor of the platform's menu belongs to once reshaped. */
function keyOf(vendor: Vendor, lane: GameType, menus: GameMenus, options: ShapeOptions): CatalogueKey {
  if (lane === 'RNG' && menus.rngExcludedVendors.includes(vendor.vassalage)) return 'INHOUSE';
  if (lane === 'SPORTS') return sportsKey(vendor, options);
  return lane;
}

export function prizeModeOf(elottVendors: readonly Pick<Vendor, 'vassalage'>[]): PrizeMode {
  return elottVendors.some((vendor) => ELOTT_MARKERS.includes(vendor.vassalage)) ? 'ELOTT' : 'LOTT';
}

/** Reshapes the platform's menu; empty categories are left out. */
export function shapeCatalogue(menus: GameMenus, options: ShapeOptions = {}): Catalogue {
  const byKey = new Map<CatalogueKey, Vendor[]>();
  for (const lane of menus.lanes) {
    for (const vendor of lane.vendors) {
      const key = keyOf(vendor, lane.gameType, menus, options);
      byKey.set(key, [...(byKey.get(key) ?? []), vendor]);
    }
  }
  return {
    categories: CATALOGUE_ORDER.flatMap((key) => {
      const vendors = byKey.get(key);
      return vendors?.length ? [{ key, vendors }] : [];
    }),
    prizeMode: prizeModeOf(byKey.get('ELOTT') ?? []),
  };
}

/** The vendors of one category, in menu order; none when the category is empty or unknown. */
export function vendorsOf(catalogue: Catalogue, key: CatalogueKey): Vendor[] {
  return catalogue.categories.find((category) => category.key === key)?.vendors ?? [];
}

export type NavTarget = { kind: 'page' } | { kind: 'hidden' } | { kind: 'launch'; vendor: Vendor };
const page: NavTarget = { kind: 'page' };
const hidden: NavTarget = { kind: 'hidden' };

/**
 * Where a nav item leads: to its page for HOME, PROMO, PVP, FISH, RNG (and INHOUSE, the slot games carved out of RNG)
 * or a category with more than one vendor; a category with a single vendor launches it directly; a category without
 * vendors is not shown.
 */
export function navTarget(key: string, vendors: readonly Vendor[]): NavTarget {
  if (ALWAYS_PAGE.has(key)) return vendors.length === 0 && key !== 'HOME' && key !== 'PROMO' ? hidden : page;
  if (vendors.length === 0) return hidden;
  if (vendors.length === 1) return { kind: 'launch', vendor: vendors[0] as Vendor };
  return page;
}
