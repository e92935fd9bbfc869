/**
 * A game list centre's state (/rng, /live, /fish, /pvp, /bingo): vendor chip, select type
 * (ALL, HOT, NEW, FAV, RECENT), sort and the name search. The whole list of the type comes once as the
 * catalogue index (./catalogue-index.ts) and every choice, keystrokes included, is answered in the browser
 * (./lobby-select.ts): measured faster than asking the platform per keystroke (tests/bench/lobby.ts).
 * GameLobby renders `$lobby` and `lobbyGames()` and calls the actions below; the address mirrors the
 * choices (./lobby-url.ts) so a filtered lobby can be linked.
 */
import { tenant } from 'virtual:tenant';
import { atom, map } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import type { Game, Vendor } from '../../../api/calls/games/game';
import { RECENT_PAGE_SIZE, recentGamesCall } from '../../../api/calls/games/launch';
import { gameMenusCall } from '../../../api/calls/games/lobby';
import { api } from '../../../api/default-client';
import type { Category } from '../../../config/navigation';
import { requireMemberAfterSignIn } from '../../../stores/access';
import { INHOUSE, vendorsFor } from '../categories';
import { type Catalogue, loadCatalogue } from './catalogue-index';
import { type LobbySort, MEMBER_TYPES, type SelectType, selectGames } from './lobby-select';
import type { LobbyChoices } from './lobby-url';

export interface LobbyState extends LobbyChoices {
  category: Category | null;
  vendors: Vendor[];
  /** Whether the In-house chip is offered (slots whose menu keeps in-house vendors apart). */
  inhouse: boolean;
  /** Vendors the all-vendors list leaves out (they have their own chip). */
  excluded: string[];
  /** Recently played games of this type, most recent first (loaded when RECENT is chosen). */
  recentIds: number[];
  /** i18next key of the failed menu, index or recent-games load; null when all are in. */
  errorKey: string | null;
}

const initial = (): LobbyState => ({
  category: null,
  vendors: [],
  inhouse: false,
  excluded: [],
  vendor: null,
  query: '',
  sort: 'popular',
  type: 'ALL',
  recentIds: [],
  errorKey: null,
});

export const $lobby = map<LobbyState>(initial());
/** The catalogue index of the open category; null while it loads. */
export const $catalogue = atom<Catalogue | null>(null);

/**
 * The games the grid shows for a state, in order; null while the index loads. A function, not a computed
 * store: a computed store would search the 10,000 games inside the keystroke's own event, before the box
 * shows the key. The list calls it in its deferred render instead (LobbyResults).
 */
export function lobbyGames(
  state: LobbyState,
  catalogue: Catalogue | null,
  favoriteIds: readonly number[],
): Game[] | null {
  return catalogue && catalogue.gameType === state.category?.gameType
    ? selectGames(catalogue, { ...state, favoriteIds })
    : null;
}

let menusLoaded = false;
let opened = 0;

async function loadMenus(): Promise<void> {
  const { category } = $lobby.get();
  if (!category) return;
  try {
    const menus = await api.call(gameMenusCall);
    if ($lobby.get().category !== category) return;
    menusLoaded = true;
    const slots = category.id === 'rng';
    $lobby.set({
      ...$lobby.get(),
      vendors: vendorsFor(category, menus, tenant.brand),
      inhouse: slots && menus.rngExcludedVendors.includes(INHOUSE),
      excluded: slots ? menus.rngExcludedVendors : [],
    });
  } catch (error) {
    $lobby.setKey('errorKey', errorMessageKey(error));
  }
}

async function loadIndex(): Promise<void> {
  const { category } = $lobby.get();
  if (!category) return;
  const visit = opened;
  try {
    const catalogue = await loadCatalogue(category.gameType);
    if (visit === opened) $catalogue.set(catalogue);
  } catch (error) {
    if (visit === opened) $lobby.setKey('errorKey', errorMessageKey(error));
  }
}

async function loadRecent(): Promise<void> {
  const { category } = $lobby.get();
  if (!category) return;
  const visit = opened;
  try {
    const value = await api.call(recentGamesCall, {
      query: { gameType: category.gameType, page: 1, pageSize: RECENT_PAGE_SIZE, clientType: 3 },
    });
    if (visit === opened)
      $lobby.setKey(
        'recentIds',
        value.list.map((game) => game.nodeId),
      );
  } catch (error) {
    if (visit === opened) $lobby.setKey('errorKey', errorMessageKey(error));
  }
}

/** A lobby page opens with the choices of its address (vendor, sort, type, search). */
export async function openLobby(category: Category, choices: Partial<LobbyChoices> = {}): Promise<void> {
  opened += 1;
  menusLoaded = false;
  $lobby.set({ ...initial(), ...choices, category });
  if ($catalogue.get()?.gameType !== category.gameType) $catalogue.set(null);
  const type = $lobby.get().type;
  const own = MEMBER_TYPES.includes(type) ? chooseType(type) : null;
  await Promise.all([loadMenus(), loadIndex(), own]);
}

export function chooseVendor(vendor: string | null): void {
  $lobby.setKey('vendor', vendor);
}

/** Every keystroke: the list answers at once from the index (no pause, no request). */
export function typeSearch(query: string): void {
  $lobby.setKey('query', query);
}

export function chooseSort(sort: LobbySort): void {
  $lobby.setKey('sort', sort);
}

/**
 * FAV and RECENT are the player's own lists: a visitor gets the login dialog (a trial user the register
 * notice) and the list stays as it was. Resolves with whether the type was taken.
 */
export async function chooseType(type: SelectType): Promise<boolean> {
  if (MEMBER_TYPES.includes(type) && !(await requireMemberAfterSignIn())) {
    $lobby.setKey('type', 'ALL');
    return false;
  }
  $lobby.setKey('type', type);
  if (type === 'RECENT') await loadRecent();
  return true;
}

/** Back to the whole list of the current vendor and type. */
export function clearSearch(): void {
  $lobby.setKey('query', '');
}

/** Every game of the category: no search, no vendor chip, type ALL. */
export function browseCategory(): void {
  $lobby.set({ ...$lobby.get(), query: '', vendor: null, type: 'ALL' });
}

/** After a failed load: whatever failed is asked again. */
export async function retryLobby(): Promise<void> {
  $lobby.setKey('errorKey', null);
  await Promise.all([
    menusLoaded ? null : loadMenus(),
    $catalogue.get() ? null : loadIndex(),
    $lobby.get().type === 'RECENT' ? loadRecent() : null,
  ]);
}

/** What the list area shows: a search that found nothing says so (and offers a way out), unlike an empty list. */
export function listView(state: LobbyState, games: readonly Game[] | null): 'loading' | 'games' | 'noMatch' | 'empty' {
  if (!games) return 'loading';
  if (games.length > 0) return 'games';
  return state.query.trim() ? 'noMatch' : 'empty';
}
