/**
 * A game list centre's state (/rng, /live, /fish, /pvp, /bingo; spec §2): the vendor filter, the name
 * search and the page of games shown. Only one page of tiles is loaded at a time, so the 10,000 slot titles
 * stay cheap on a phone; typing searches once the player pauses, and a newer request cancels an older one,
 * so a slow answer never replaces a newer list. GameLobby renders `$lobby` and calls the actions below.
 */
import { tenant } from 'virtual:tenant';
import { map } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import type { Game, Vendor } from '../../../api/contract/games/game';
import { gameListCall, gameMenusCall } from '../../../api/contract/games/lobby';
import { api } from '../../../api/default-client';
import type { Category } from '../../../config/navigation';
import { INHOUSE, vendorsFor } from '../categories';

export const PAGE_SIZE = 24;
export const SEARCH_DELAY_MS = 300;

export interface GamePage {
  games: Game[];
  totalPages: number;
  totalCount: number;
}

export interface LobbyState {
  category: Category | null;
  vendors: Vendor[];
  /** Whether the In-house pseudo vendor is offered (slots whose menu keeps in-house vendors apart). */
  inhouse: boolean;
  /** The vendor filter (a vassalage code, or INHOUSE); null: every vendor. */
  vendor: string | null;
  /** What is typed in the search box. */
  query: string;
  /** The search the list shows: the typed text, trimmed, once the player paused. */
  name: string;
  page: number;
  result: GamePage | null;
  /** i18next key of the failed menu or list load; null when both are in. */
  errorKey: string | null;
}

const initial = (): LobbyState => ({
  category: null,
  vendors: [],
  inhouse: false,
  vendor: null,
  query: '',
  name: '',
  page: 1,
  result: null,
  errorKey: null,
});

export const $lobby = map<LobbyState>(initial());

let listRequest: AbortController | null = null;
let searchTimer: ReturnType<typeof setTimeout> | null = null;
let menusLoaded = false;

function cancelSearchTimer(): void {
  if (searchTimer) clearTimeout(searchTimer);
  searchTimer = null;
}

async function loadMenus(): Promise<void> {
  const { category } = $lobby.get();
  if (!category) return;
  try {
    const menus = await api.call(gameMenusCall);
    if ($lobby.get().category !== category) return;
    menusLoaded = true;
    $lobby.set({
      ...$lobby.get(),
      vendors: vendorsFor(category, menus, tenant.brand),
      inhouse: category.id === 'rng' && menus.rngExcludedVendors.includes(INHOUSE),
    });
  } catch (error) {
    $lobby.setKey('errorKey', errorMessageKey(error));
  }
}

/** Loads the page the state asks for; resolves once it is shown (or replaced by a newer request). */
async function loadGames(): Promise<void> {
  const { category, vendor, name, page } = $lobby.get();
  if (!category) return;
  listRequest?.abort();
  const controller = new AbortController();
  listRequest = controller;
  $lobby.setKey('errorKey', null);
  try {
    const value = await api.call(gameListCall, {
      query: {
        gameType: category.gameType,
        pageNo: page,
        pageSize: PAGE_SIZE,
        clientType: 3,
        ...(vendor ? { vassalage: vendor } : {}),
        ...(name ? { name } : {}),
      },
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    $lobby.setKey('result', { games: value.games, totalPages: value.totalPages, totalCount: value.totalCount });
  } catch (error) {
    if (!controller.signal.aborted) $lobby.setKey('errorKey', errorMessageKey(error));
  }
}

/** A lobby page opens: its vendors and the first page of games, filtered by a linked vendor (?vassalage=). */
export async function openLobby(category: Category, vendor: string | null = null): Promise<void> {
  cancelSearchTimer();
  listRequest?.abort();
  menusLoaded = false;
  $lobby.set({ ...initial(), category, vendor });
  await Promise.all([loadMenus(), loadGames()]);
}

export function chooseVendor(vendor: string | null): Promise<void> {
  $lobby.set({ ...$lobby.get(), vendor, page: 1 });
  return loadGames();
}

/** The player types: the search runs once they pause (SEARCH_DELAY_MS), not on every keystroke. */
export function typeSearch(query: string): void {
  $lobby.setKey('query', query);
  cancelSearchTimer();
  searchTimer = setTimeout(() => void applySearch(), SEARCH_DELAY_MS);
}

/** Runs the typed search now (a pause in typing, or Enter). */
export async function applySearch(): Promise<void> {
  cancelSearchTimer();
  const state = $lobby.get();
  const name = state.query.trim();
  if (name === state.name && state.page === 1 && state.result) return;
  $lobby.set({ ...state, name, page: 1 });
  await loadGames();
}

/** Back to the whole list of the current vendor filter. */
export function clearSearch(): Promise<void> {
  cancelSearchTimer();
  $lobby.set({ ...$lobby.get(), query: '', name: '', page: 1 });
  return loadGames();
}

/** Every game of the category: no search, no vendor filter. */
export function browseCategory(): Promise<void> {
  cancelSearchTimer();
  $lobby.set({ ...$lobby.get(), query: '', name: '', vendor: null, page: 1 });
  return loadGames();
}

export function goToPage(page: number): Promise<void> {
  const { result } = $lobby.get();
  const last = result?.totalPages ?? 1;
  $lobby.setKey('page', Math.min(Math.max(1, page), Math.max(1, last)));
  return loadGames();
}

/** After a failed load: whatever failed is asked again. */
export async function retryLobby(): Promise<void> {
  await Promise.all([menusLoaded ? null : loadMenus(), loadGames()]);
}

/** What the list area shows: a search that found nothing says so (and offers a way out), unlike an empty category. */
export function listView(state: LobbyState): 'loading' | 'games' | 'noMatch' | 'empty' {
  if (!state.result) return 'loading';
  if (state.result.totalCount > 0) return 'games';
  return state.name ? 'noMatch' : 'empty';
}
