/**
 * One page of an account game list from the platform (favourites 999 at once, recent games 20 per
 * load), in one shape for the list island. gameType HOME asks for every type; the page filters by type.
 */
import { favoriteListCall, MAX_FAVORITE_PAGE_SIZE } from '../../api/calls/games/favorites';
import type { Game } from '../../api/calls/games/game';
import { RECENT_PAGE_SIZE, recentGamesCall } from '../../api/calls/games/launch';
import { api } from '../../api/default-client';

export type AccountListKind = 'favorite' | 'recent';

export interface AccountListPage {
  games: Game[];
  page: number;
  totalPages: number;
}

export async function loadAccountListPage(
  kind: AccountListKind,
  page: number,
  signal?: AbortSignal,
): Promise<AccountListPage> {
  if (kind === 'favorite') {
    const value = await api.call(favoriteListCall, {
      query: { gameType: 'HOME', pageNo: page, pageSize: MAX_FAVORITE_PAGE_SIZE, clientType: 3 },
      signal,
    });
    return { games: value.content, page: value.pageNum, totalPages: value.totalPages };
  }
  const value = await api.call(recentGamesCall, {
    query: { gameType: 'HOME', page, pageSize: RECENT_PAGE_SIZE, clientType: 3 },
    signal,
  });
  return { games: value.list, page: value.page, totalPages: value.totalPages };
}
