/**
 * What a lobby shows, computed in the browser from the catalogue index (pure, no store): the vendor chip,
 * the select type (ALL, HOT, NEW, FAV, RECENT), the name search and the sort. Each sort order is
 * computed once per catalogue and kept, so a keystroke is one pass over pre-sorted positions comparing
 * pre-computed search keys: well under a frame for 10,000 slots on a slow phone.
 */
import type { Game } from '../../../api/calls/games/game';
import { type Catalogue, searchKey } from './catalogue-index';

export const SORTS = ['popular', 'new', 'az'] as const;
export type LobbySort = (typeof SORTS)[number];

export const SELECT_TYPES = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'] as const;
export type SelectType = (typeof SELECT_TYPES)[number];

/** Select types that list the player's own games (sign-in needed). */
export const MEMBER_TYPES: readonly SelectType[] = ['FAV', 'RECENT'];

export interface Selection {
  /** A vendor code (INHOUSE too); null: every vendor not in `excluded`. */
  vendor: string | null;
  /** Vendors the all-vendors list leaves out (the slot list's in-house vendors, which have their own chip). */
  excluded: readonly string[];
  /** The typed search, as typed. */
  query: string;
  sort: LobbySort;
  type: SelectType;
  favoriteIds: readonly number[];
  /** Recently played game ids, most recent first (RECENT lists them in that order). */
  recentIds: readonly number[];
}

const orders = new WeakMap<Catalogue, Map<LobbySort, Int32Array>>();
const idIndexes = new WeakMap<Catalogue, Map<number, number>>();
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function computeOrder(catalogue: Catalogue, sort: LobbySort): Int32Array {
  const positions = Int32Array.from(catalogue.games.keys());
  const { games } = catalogue;
  if (sort === 'new') {
    // The platform marks new titles; among them and among the rest, the most recently added first.
    positions.sort((a, b) => {
      const ga = games[a] as Game;
      const gb = games[b] as Game;
      return gb.isNew - ga.isNew || gb.nodeId - ga.nodeId;
    });
  } else if (sort === 'az') {
    const names = games.map((game) => game.displayName);
    positions.sort((a, b) => collator.compare(names[a] as string, names[b] as string) || a - b);
  }
  return positions;
}

/** Positions of the catalogue's games in `sort` order (popular: list order), computed once per catalogue. */
export function sortOrder(catalogue: Catalogue, sort: LobbySort): Int32Array {
  let byCatalogue = orders.get(catalogue);
  if (!byCatalogue) {
    byCatalogue = new Map();
    orders.set(catalogue, byCatalogue);
  }
  let order = byCatalogue.get(sort);
  if (!order) {
    order = computeOrder(catalogue, sort);
    byCatalogue.set(sort, order);
  }
  return order;
}

/** Game id → position in the catalogue, built once per catalogue. */
function positionsById(catalogue: Catalogue): Map<number, number> {
  let index = idIndexes.get(catalogue);
  if (!index) {
    index = new Map(catalogue.games.map((game, position) => [game.nodeId, position]));
    idIndexes.set(catalogue, index);
  }
  return index;
}

export function selectGames(catalogue: Catalogue, selection: Selection): Game[] {
  const { games, keys } = catalogue;
  const needle = searchKey(selection.query);
  const excluded = new Set(selection.excluded);
  const vendorMatches = (game: Game) =>
    selection.vendor === null ? !excluded.has(game.vassalage) : game.vassalage === selection.vendor;
  const typeMatches = (game: Game) => {
    switch (selection.type) {
      case 'HOT':
        return game.isHot === 1;
      case 'NEW':
        return game.isNew === 1;
      default:
        return true;
    }
  };

  if (selection.type === 'RECENT' || selection.type === 'FAV') {
    // Few games: look them up by id instead of walking the whole catalogue.
    const byId = positionsById(catalogue);
    const ids = selection.type === 'RECENT' ? selection.recentIds : selection.favoriteIds;
    let positions = ids.map((id) => byId.get(id)).filter((position) => position !== undefined);
    if (selection.type === 'FAV') {
      // Favourites follow the chosen sort; recent games stay most recent first.
      const order = sortOrder(catalogue, selection.sort);
      const rank = new Map(positions.map((position) => [position, order.indexOf(position)]));
      positions = positions.sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
    }
    return positions
      .filter((position) => {
        const game = games[position] as Game;
        return vendorMatches(game) && (!needle || (keys[position] as string).includes(needle));
      })
      .map((position) => games[position] as Game);
  }

  const found: Game[] = [];
  for (const position of sortOrder(catalogue, selection.sort)) {
    const game = games[position] as Game;
    if (!vendorMatches(game) || !typeMatches(game)) continue;
    if (needle && !(keys[position] as string).includes(needle)) continue;
    found.push(game);
  }
  return found;
}
