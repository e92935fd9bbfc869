/**
 * A game as records name it (betting record, account record): the studio's own games by their translated titles
 * ("লাকি ফাইভ"), every other game by the catalogue's name the platform joined to the row (vendors name their games
 * in English), and a game the catalogue does not list by its code.
 */
import type { TFunction } from 'i18next';
import { STUDIO_GAMES, STUDIO_VENDOR } from '../api/calls/studio/games';

export interface GameOfRow {
  vendor: string;
  gameCode: string;
  gameName: string | null;
}

const isStudioGame = (code: string): code is (typeof STUDIO_GAMES)[number] =>
  (STUDIO_GAMES as readonly string[]).includes(code);

/** Needs the `games` namespace (the studio titles). */
export function gameNameOf(t: TFunction, { vendor, gameCode, gameName }: GameOfRow): string {
  if (vendor === STUDIO_VENDOR && isStudioGame(gameCode)) return t(`games.studio.${gameCode}`);
  return gameName ?? gameCode;
}
