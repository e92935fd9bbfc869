/**
 * The favourite toggle: members only (a visitor gets the login dialog, a trial user the register warning), at most one
 * toggle per game per second, shown at once and rolled back when the platform refuses. The ids live in `$favoriteIds`
 * (src/stores/session.ts, loaded at sign-in); every platform answer carries the new id list, which replaces it.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../api/api-error';
import { addFavoriteCall, removeFavoriteCall } from '../api/calls/games/favorites';
import { type Game, vendorCode } from '../api/calls/games/game';
import { api } from '../api/default-client';
import { requireMember } from './access';
import { $favoriteIds, pendingSignInLink } from './session';

/** A favourite toggles at most once a second. */
export const FAVORITE_TOGGLE_INTERVAL_MS = 1000;

/**
 * A leading-edge throttle per key: the first call for a key goes through, later calls for the same key
 * within `intervalMs` are dropped. Keys do not hold each other up.
 */
export function createKeyedThrottle(
  intervalMs: number,
  now: () => number = () => Date.now(),
): (key: number) => boolean {
  const last = new Map<number, number>();
  return (key) => {
    const time = now();
    const previous = last.get(key);
    if (previous !== undefined && time - previous < intervalMs) return false;
    last.set(key, time);
    return true;
  };
}

/** `ids` with `id` in (first, as the platform orders a new favourite) or out. */
export function withFavorite(ids: readonly number[], id: number, on: boolean): number[] {
  const rest = ids.filter((other) => other !== id);
  return on ? [id, ...rest] : rest;
}

/** The i18next key of the last refused toggle, for the page's alert; null once a toggle succeeds. */
export const $favoriteError = atom<string | null>(null);

const allowToggle = createKeyedThrottle(FAVORITE_TOGGLE_INTERVAL_MS);
/** Toggles still waiting for the platform: game id → the state the member asked for. */
const pending = new Map<number, boolean>();

/** The platform's list, with the toggles still in flight laid over it so they do not flicker back. */
function settle(serverIds: number[]): number[] {
  let ids = serverIds;
  for (const [id, on] of pending) ids = ids.includes(id) === on ? ids : withFavorite(ids, id, on);
  return ids;
}

/**
 * Adds or removes `game` as a favourite. Resolves with the state the game ends in, or null when nothing
 * was sent (guard or throttle said no).
 */
export async function toggleFavorite(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): Promise<boolean | null> {
  // A player a sign-in link is still signing in is not a visitor; otherwise the star answers at once.
  const signingIn = pendingSignInLink();
  if (signingIn) await signingIn;
  if (!requireMember()) return null;
  if (!allowToggle(game.nodeId)) return null;
  const on = !$favoriteIds.get().includes(game.nodeId);
  pending.set(game.nodeId, on);
  $favoriteIds.set(withFavorite($favoriteIds.get(), game.nodeId, on));
  try {
    // The favourite payload carries the vendor too, but only in a shape the platform accepts.
    const vendor = vendorCode.safeParse(game.vassalage);
    const body = { nodeId: game.nodeId, gameType: game.gameType, ...(vendor.success ? { vendor: vendor.data } : {}) };
    const value = on
      ? await api.call(addFavoriteCall, { body })
      : await api.call(removeFavoriteCall, { query: { nodeId: game.nodeId } });
    pending.delete(game.nodeId);
    $favoriteIds.set(settle(value.favGameIds));
    $favoriteError.set(null);
    return value.favGameIds.includes(game.nodeId);
  } catch (error) {
    pending.delete(game.nodeId);
    $favoriteIds.set(withFavorite($favoriteIds.get(), game.nodeId, !on));
    $favoriteError.set(errorMessageKey(error));
    return !on;
  }
}

/** Ids of favourites a page has just read from the platform: they are favourites, whatever loads later. */
export function adoptFavoriteIds(ids: readonly number[]): void {
  const known = $favoriteIds.get();
  const missing = ids.filter((id) => !known.includes(id) && !pending.has(id));
  if (missing.length > 0) $favoriteIds.set([...known, ...missing]);
}
