/**
 * The portal's navigation model (spec §2 "Top navigation"): home, favourites, one entry per game category,
 * promotions, then bingo. Each category maps to its route; labels are i18n keys under `shell.nav`.
 */
import type { IconName } from '../components/ui/icon-paths';

export interface NavEntry {
  id: string;
  /** Language-neutral path; pass through localePath() before linking. */
  path: string;
  icon: IconName;
  /** Game category code the platform uses, when the entry is a game category. */
  category?: string;
}

/** Game categories in the order of the home sections (spec §2 "Home"). */
export const GAME_CATEGORIES: NavEntry[] = [
  { id: 'rng', path: '/rng/', icon: 'slots', category: 'RNG' },
  { id: 'live', path: '/live/', icon: 'live', category: 'LIVE' },
  { id: 'fish', path: '/fish/', icon: 'fish', category: 'FISH' },
  { id: 'pvp', path: '/pvp/', icon: 'cards', category: 'PVP' },
  { id: 'sports', path: '/sports/', icon: 'sports', category: 'SPORTS' },
  { id: 'esports', path: '/esports/', icon: 'esports', category: 'ESPORTS' },
  { id: 'cockfight', path: '/cockfight/', icon: 'cockfight', category: 'COCKFIGHT' },
  { id: 'lott', path: '/lott/', icon: 'lottery', category: 'LOTT' },
  { id: 'elott', path: '/elott/', icon: 'lottery', category: 'ELOTT' },
];

export const TOP_NAVIGATION: NavEntry[] = [
  { id: 'home', path: '/', icon: 'home' },
  { id: 'favorite', path: '/favorite/', icon: 'star' },
  ...GAME_CATEGORIES,
  { id: 'promotions', path: '/promotions/', icon: 'gift' },
  { id: 'bingo', path: '/bingo/', icon: 'bingo', category: 'BINGO' },
];

/** Whether `entry` is the page at `neutralPath` (a path without its language prefix). */
export function isActive(entry: NavEntry, neutralPath: string): boolean {
  const path = neutralPath.endsWith('/') ? neutralPath : `${neutralPath}/`;
  return entry.path === '/' ? path === '/' : path.startsWith(entry.path);
}
