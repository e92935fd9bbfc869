/**
 * The home page's game sections: what each one lists and its loading state. Each
 * section loads when its island first comes into view, in the page's language, so a phone only fetches
 * what the player scrolls to. Game sections ask for 20 games (hot games through the hot list, the rest
 * through the game list); the winners section shows the games the winner board's players won on; vendor
 * sections (sports, e-sports, cockfight) show at most 12 vendor cards, taken from the one vendor menu the
 * page asks for once. HomeGameSections renders `$homeSections` and calls `loadHomeSection`.
 */
import { tenant } from 'virtual:tenant';
import { map } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import type { Game, PlatformLanguage, Vendor } from '../../../api/calls/games/game';
import {
  gameListCall,
  gameMenusCall,
  hotGamesCall,
  type Winner,
  winnerBoardCall,
} from '../../../api/calls/games/lobby';
import { api } from '../../../api/default-client';
import { CATEGORIES, type Category, type CategoryId } from '../../../config/navigation';
import { vendorsFor } from '../categories';

/** Home lists ask for 20 games; the winner board for 20 winners; at most 12 vendor cards. */
export const HOME_LIST_SIZE = 20;
export const WINNER_LIMIT = 20;
export const HOME_VENDOR_CARDS = 12;
/** The clientType of a web player (3), and the platforms a web player's games run on. */
const CLIENT_TYPE = 3;
const GAME_PLATFORMS = 'flash,html5-desktop';

export type HomeSectionId = 'hot' | 'winners' | 'rng' | 'live' | 'fish' | 'pvp' | 'sports' | 'esports' | 'cockfight';

export interface HomeSectionSpec {
  id: HomeSectionId;
  kind: 'games' | 'winners' | 'vendors';
  /** The category page a "more games" link opens; vendor sections have none. */
  category: Category | null;
}

const category = (id: CategoryId) => CATEGORIES.find((entry) => entry.id === id) ?? null;

/** In order: hot, winners, RNG, live, fish, PVP, sports, e-sports (when the merchant has it), cockfight. */
export const HOME_SECTIONS: HomeSectionSpec[] = [
  { id: 'hot', kind: 'games', category: null },
  { id: 'winners', kind: 'winners', category: null },
  { id: 'rng', kind: 'games', category: category('rng') },
  { id: 'live', kind: 'games', category: category('live') },
  { id: 'fish', kind: 'games', category: category('fish') },
  { id: 'pvp', kind: 'games', category: category('pvp') },
  { id: 'sports', kind: 'vendors', category: category('sports') },
  { id: 'esports', kind: 'vendors', category: category('esports') },
  { id: 'cockfight', kind: 'vendors', category: category('cockfight') },
];

/** A game a winner won on, with that win (the winners section's card). */
export type WinnerGame = Winner;

export interface HomeSectionState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  games: Game[];
  vendors: Vendor[];
  winners: WinnerGame[];
  /** i18next key of a failed load. */
  errorKey: string | null;
}

const idle = (): HomeSectionState => ({ status: 'idle', games: [], vendors: [], winners: [], errorKey: null });

export const $homeSections = map<Record<HomeSectionId, HomeSectionState>>(
  Object.fromEntries(HOME_SECTIONS.map((section) => [section.id, idle()])) as Record<HomeSectionId, HomeSectionState>,
);

/** One vendor menu per page language, shared by the three vendor sections. */
const menus = new Map<PlatformLanguage, ReturnType<typeof loadMenus>>();
function loadMenus(language: PlatformLanguage) {
  return api.call(gameMenusCall, { query: { platform: 'html5-desktop', language } });
}
function menusIn(language: PlatformLanguage) {
  let pending = menus.get(language);
  if (!pending) {
    pending = loadMenus(language);
    pending.catch(() => menus.delete(language));
    menus.set(language, pending);
  }
  return pending;
}

/** The best win per game, biggest first: the board already comes biggest first. */
export function winnerGames(list: { vo: Winner }[]): WinnerGame[] {
  const seen = new Set<number>();
  const games: WinnerGame[] = [];
  for (const { vo } of list) {
    if (seen.has(vo.nodeId)) continue;
    seen.add(vo.nodeId);
    games.push(vo);
  }
  return games;
}

async function fetchSection(spec: HomeSectionSpec, language: PlatformLanguage): Promise<Partial<HomeSectionState>> {
  if (spec.id === 'hot') {
    const { list } = await api.call(hotGamesCall, {
      query: {
        merchantCode: tenant.merchantCode,
        isPlatform: 2,
        platform: GAME_PLATFORMS,
        limit: HOME_LIST_SIZE,
        language,
      },
    });
    return { games: list };
  }
  if (spec.kind === 'winners') {
    const { list } = await api.call(winnerBoardCall, {
      query: { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT },
    });
    return { winners: winnerGames(list) };
  }
  if (!spec.category) return {};
  if (spec.kind === 'vendors') {
    const vendors = vendorsFor(spec.category, await menusIn(language), tenant.brand);
    return { vendors: vendors.slice(0, HOME_VENDOR_CARDS) };
  }
  const { games } = await api.call(gameListCall, {
    query: {
      clientType: CLIENT_TYPE,
      platform: 'html5-desktop',
      merchant: tenant.merchantCode,
      gameType: spec.category.gameType,
      pageNo: 1,
      pageSize: HOME_LIST_SIZE,
      language,
    },
  });
  return { games };
}

/** Loads a section once (again after a failure); a loaded or loading section is left alone. */
export async function loadHomeSection(id: HomeSectionId, language: PlatformLanguage): Promise<void> {
  const spec = HOME_SECTIONS.find((section) => section.id === id);
  const current = $homeSections.get()[id];
  if (!spec || current.status === 'loading' || current.status === 'ready') return;
  $homeSections.setKey(id, { ...idle(), status: 'loading' });
  try {
    const loaded = await fetchSection(spec, language);
    $homeSections.setKey(id, { ...idle(), ...loaded, status: 'ready' });
  } catch (error) {
    $homeSections.setKey(id, { ...idle(), status: 'error', errorKey: errorMessageKey(error) });
  }
}
