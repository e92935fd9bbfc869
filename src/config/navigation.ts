/**
 * The portal's navigation model: home, favourites, one entry per game category, promotions, then bingo. The game
 * categories are declared once here, with what their pages need (the platform game type whose menu lane holds their
 * vendors, the reshaped catalogue category of src/config/catalogue-shape.ts, and whether the page is a game grid or a
 * vendor centre). The static HTML lists every category; the page's script hides those without vendors
 * (src/stores/catalogue.ts). Labels are i18n keys under `shell.nav`.
 */
import type { GameType } from '../api/calls/games/game';
import type { IconName } from '../components/ui/icon-paths';
import type { CatalogueKey } from './catalogue-shape';

export interface NavEntry {
  id: string;
  /** Language-neutral path; pass through localePath() before linking. */
  path: string;
  icon: IconName;
}

export type CategoryId =
  | 'rng'
  | 'inhouse'
  | 'live'
  | 'fish'
  | 'pvp'
  | 'bingo'
  | 'sports'
  | 'esports'
  | 'cockfight'
  | 'lott'
  | 'elott';

/** A game page: a list centre (games paged by vendor) or a game centre (a card per vendor). */
export interface Category extends NavEntry {
  id: CategoryId;
  /** The platform game type whose menu lane holds this category's vendors. */
  gameType: GameType;
  /** The reshaped catalogue category (catalogue-shape.ts) holding its vendors. */
  catalogue: CatalogueKey;
  /** list: a paged game grid; centre: one launch card per vendor. */
  kind: 'list' | 'centre';
  /** Whether the home page has a section for it (and the footer a link); bingo and in-house are only in the menu. */
  onHome: boolean;
}

/** Every game category, in the order of the home sections, in-house after slots, bingo last. */
export const CATEGORIES: Category[] = [
  { id: 'rng', path: '/rng/', icon: 'slots', gameType: 'RNG', catalogue: 'RNG', kind: 'list', onHome: true },
  {
    id: 'inhouse',
    path: '/inhouse/',
    icon: 'cards',
    gameType: 'RNG',
    catalogue: 'INHOUSE',
    kind: 'list',
    onHome: false,
  },
  { id: 'live', path: '/live/', icon: 'live', gameType: 'LIVE', catalogue: 'LIVE', kind: 'list', onHome: true },
  { id: 'fish', path: '/fish/', icon: 'fish', gameType: 'FISH', catalogue: 'FISH', kind: 'list', onHome: true },
  { id: 'pvp', path: '/pvp/', icon: 'cards', gameType: 'PVP', catalogue: 'PVP', kind: 'list', onHome: true },
  {
    id: 'sports',
    path: '/sports/',
    icon: 'sports',
    gameType: 'SPORTS',
    catalogue: 'SPORTS',
    kind: 'centre',
    onHome: true,
  },
  {
    id: 'esports',
    path: '/esports/',
    icon: 'esports',
    gameType: 'SPORTS',
    catalogue: 'ESPORTS',
    kind: 'centre',
    onHome: true,
  },
  {
    id: 'cockfight',
    path: '/cockfight/',
    icon: 'cockfight',
    gameType: 'SPORTS',
    catalogue: 'COCKFIGHT',
    kind: 'centre',
    onHome: true,
  },
  { id: 'lott', path: '/lott/', icon: 'lottery', gameType: 'LOTT', catalogue: 'LOTT', kind: 'centre', onHome: true },
  {
    id: 'elott',
    path: '/elott/',
    icon: 'lottery',
    gameType: 'ELOTT',
    catalogue: 'ELOTT',
    kind: 'centre',
    onHome: true,
  },
  { id: 'bingo', path: '/bingo/', icon: 'bingo', gameType: 'BINGO', catalogue: 'BINGO', kind: 'list', onHome: false },
];

/** The categories with a home section, in their order. */
export const GAME_CATEGORIES: Category[] = CATEGORIES.filter((category) => category.onHome);

/** The categories of the menu (all but bingo, which comes after promotions), in menu order. */
const MENU_CATEGORIES = CATEGORIES.filter((category) => category.id !== 'bingo');

/** The top navigation, in order: home, favourites, one entry per game category, promotions, then bingo. */
export const TOP_NAVIGATION: (NavEntry | Category)[] = [
  { id: 'home', path: '/', icon: 'home' },
  { id: 'favorite', path: '/favorite/', icon: 'star' },
  ...MENU_CATEGORIES,
  { id: 'promotions', path: '/promotions/', icon: 'gift' },
  ...CATEGORIES.filter((category) => category.id === 'bingo'),
];

/** The entry's game category, when it is one. */
export function categoryOf(entry: NavEntry): Category | undefined {
  return CATEGORIES.find((category) => category.id === entry.id);
}

/** Whether `entry` is the page at `neutralPath` (a path without its language prefix). */
export function isActive(entry: NavEntry, neutralPath: string): boolean {
  const path = neutralPath.endsWith('/') ? neutralPath : `${neutralPath}/`;
  return entry.path === '/' ? path === '/' : path.startsWith(entry.path);
}
