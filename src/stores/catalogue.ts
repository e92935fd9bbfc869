/**
 * The game vendor map every page shares: the platform's game menu, reshaped by src/config/catalogue-shape.ts, cached in
 * session storage and fetched again only when a flush is asked for (a language change, an operator's "refresh"). The
 * header, the side menu, the lobby and the home read `$catalogue`; the first of them to need it calls
 * `loadCatalogue()`, the others get the same answer. It is fetched with a plain GET (platformValue), not the typed
 * client, so a visitor's page ships no zod: the answer is read defensively, and anything unexpected leaves the static
 * navigation as it is. E-sports and cockfight are told apart by the platform's gameClassify (the API's rule), not
 * by the tenant's vendor codes, so the page's script does not need the tenant file either.
 */
import { atom } from 'nanostores';
import type { GameType, Vendor } from '../api/calls/games/game';
import { platformValue } from '../api/platform-value';
import { type Catalogue, type GameMenus, type MenuLane, shapeCatalogue } from '../config/catalogue-shape';

export const CATALOGUE_STORAGE_KEY = 'gameVendorMap';
export const GAME_MENUS_PATH = '/lgw/games/game_menus';

export const $catalogue = atom<Catalogue | null>(null);

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function readVendor(value: unknown, gameType: GameType): Vendor | null {
  const v = value as Partial<Record<keyof Vendor, unknown>> | null;
  if (!v || !text(v.vassalage)) return null;
  return {
    vassalage: v.vassalage,
    name: text(v.name) ? v.name : v.vassalage,
    gameType,
    gameClassify: typeof v.gameClassify === 'string' ? v.gameClassify : '',
    logoUrl: typeof v.logoUrl === 'string' ? v.logoUrl : '',
    gameCount: typeof v.gameCount === 'number' ? v.gameCount : 0,
    maintenance: v.maintenance === true,
    launchLobby: v.launchLobby === true,
  };
}

/** The game menu answer (or its cached copy), read defensively; null when it is not one. */
export function readMenus(value: unknown): GameMenus | null {
  const answer = value as { lanes?: unknown; rngExcludedVendors?: unknown } | null;
  if (!answer || !Array.isArray(answer.lanes)) return null;
  const lanes = answer.lanes.flatMap((raw): MenuLane[] => {
    const lane = raw as { gameType?: unknown; vendors?: unknown } | null;
    if (!lane || !text(lane.gameType) || !Array.isArray(lane.vendors)) return [];
    const gameType = lane.gameType as GameType;
    return [{ gameType, vendors: lane.vendors.flatMap((v) => readVendor(v, gameType) ?? []) }];
  });
  const excluded = Array.isArray(answer.rngExcludedVendors) ? answer.rngExcludedVendors.filter(text) : [];
  return { lanes, rngExcludedVendors: excluded };
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled: the map is fetched once per page instead
  }
}

/** The cached map of this page's language (a language change is a flush: the names are per language). */
function cacheKey(): string {
  return `${CATALOGUE_STORAGE_KEY}:${globalThis.document?.documentElement.lang ?? ''}`;
}

function cached(): GameMenus | null {
  try {
    const raw = storage()?.getItem(cacheKey());
    return raw ? readMenus(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function publish(menus: GameMenus): Catalogue {
  const catalogue = shapeCatalogue(menus);
  $catalogue.set(catalogue);
  return catalogue;
}

let pending: Promise<Catalogue | null> | null = null;

async function fetchMenus(): Promise<Catalogue | null> {
  const menus = readMenus(await platformValue(GAME_MENUS_PATH, {}));
  if (!menus) return null;
  try {
    storage()?.setItem(cacheKey(), JSON.stringify(menus));
  } catch {
    // full or disabled storage: the map still serves this page
  }
  return publish(menus);
}

/**
 * The reshaped catalogue: from session storage when it is there, else from the platform. `flush` drops the
 * cached map and fetches it again. Callers at the same time share one request. Null when the platform
 * could not be read (the page keeps its static navigation).
 */
export function loadCatalogue(options: { flush?: boolean } = {}): Promise<Catalogue | null> {
  if (options.flush) {
    try {
      storage()?.removeItem(cacheKey());
    } catch {
      // nothing cached to drop
    }
    pending = null;
  }
  if (pending) return pending;
  const hit = options.flush ? null : cached();
  pending = hit
    ? Promise.resolve(publish(hit))
    : fetchMenus()
        .catch(() => null)
        .then((catalogue) => {
          if (!catalogue) pending = null; // a failed fetch is tried again by the next caller
          return catalogue;
        });
  return pending;
}
