/**
 * Reshaping the account game lists (/favorite, /recent): pages appended on
 * "load more" without repeating a game, the type filter offering only the types present, and favourites
 * removed on the page leaving the list at once.
 */
import { GAME_TYPES, type Game, type GameType } from '../../api/calls/games/game';

/** `list` followed by the games of `more` it does not hold yet (a game played between loads moves up). */
export function appendPage<T extends Pick<Game, 'nodeId'>>(list: readonly T[], more: readonly T[]): T[] {
  const seen = new Set(list.map((game) => game.nodeId));
  const added = more.filter((game) => {
    if (seen.has(game.nodeId)) return false;
    seen.add(game.nodeId);
    return true;
  });
  return [...list, ...added];
}

/** The game types found in `games`, in the platform's category order. */
export function typesPresent(games: readonly Pick<Game, 'gameType'>[]): GameType[] {
  const found = new Set(games.map((game) => game.gameType));
  return GAME_TYPES.filter((type) => found.has(type));
}

/** The games of one type, or all of them for null. */
export function ofType<T extends Pick<Game, 'gameType'>>(games: readonly T[], type: GameType | null): T[] {
  return type === null ? [...games] : games.filter((game) => game.gameType === type);
}

/** The listed favourites that are still favourites (a removed one leaves the favourites page). */
export function stillFavorite<T extends Pick<Game, 'nodeId'>>(
  games: readonly T[],
  favoriteIds: readonly number[],
): T[] {
  const ids = new Set(favoriteIds);
  return games.filter((game) => ids.has(game.nodeId));
}
