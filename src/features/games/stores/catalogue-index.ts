/**
 * The catalogue index of a game type in the browser (catalogueIndexCall): fetched once per page (the
 * browser's HTTP cache and the ETag make later visits a revalidation), turned into the games the tiles
 * render plus a search key per game computed once, so a keystroke only compares strings.
 */
import type { Game, GameType } from '../../../api/calls/games/game';
import {
  CATALOGUE_FLAG,
  type CatalogueRow,
  catalogueIndexCall,
  defaultGameIconUrl,
} from '../../../api/calls/games/lobby';
import { api } from '../../../api/default-client';

export interface Catalogue {
  gameType: GameType;
  /** In the platform's list order, which is the popularity order. */
  games: Game[];
  /** searchKey(displayName) of each game, same positions as `games`. */
  keys: string[];
}

/**
 * Text as search compares it: lower case, accents and width variants folded (NFKD without combining marks),
 * runs of spaces made one. "Fortune  Óx" and "fortune ox" give the same key.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function gameFromRow(row: CatalogueRow, gameType: GameType): Game {
  const [nodeId, gameId, gameCode, vassalage, gameClassify, displayName, iconUrl, flags, prizeMode] = row;
  return {
    nodeId,
    gameId,
    gameCode,
    gameType,
    gameClassify,
    vassalage,
    displayName,
    nodeName: displayName,
    iconUrl: iconUrl ?? defaultGameIconUrl(gameId),
    isGame: flags & CATALOGUE_FLAG.vendorTile ? 'VASSALAGE' : 'GAME',
    isHot: flags & CATALOGUE_FLAG.hot ? 1 : 0,
    isNew: flags & CATALOGUE_FLAG.new ? 1 : 0,
    prizeMode,
    // Only the marks a game has (most games have none).
    ...(flags & CATALOGUE_FLAG.chat ? { hasChat: true } : {}),
    ...(flags & CATALOGUE_FLAG.rooms ? { hasRooms: true } : {}),
  };
}

export function catalogueFromRows(gameType: GameType, rows: readonly CatalogueRow[]): Catalogue {
  const games = rows.map((row) => gameFromRow(row, gameType));
  return { gameType, games, keys: games.map((game) => searchKey(game.displayName)) };
}

const loaded = new Map<GameType, Promise<Catalogue>>();

/** The catalogue of a type, fetched once per page; a failed fetch is forgotten so a retry asks again. */
export function loadCatalogue(gameType: GameType): Promise<Catalogue> {
  let entry = loaded.get(gameType);
  if (!entry) {
    entry = api
      .call(catalogueIndexCall, { query: { gameType } })
      .then((value) => catalogueFromRows(value.gameType, value.games));
    entry.catch(() => loaded.delete(gameType));
    loaded.set(gameType, entry);
  }
  return entry;
}
