/**
 * A game under maintenance comes with other games to play instead: wherever a launch is refused because the game's
 * vendor is under maintenance (a tile, the navigation's direct launches, a game page), the player gets the same dialog,
 * which names the vendor and offers the open games the platform suggested.
 */
import { isApiError } from '../api/api-error';
import { openDialog } from './dialogs';

/** Opens the game-maintenance dialog when `error` is that refusal; false for any other failure. */
export function showGameMaintenance(error: unknown): boolean {
  const detail = isApiError(error) ? error.detail('game_maintenance') : undefined;
  if (!detail) return false;
  openDialog('gameMaintenance', detail);
  return true;
}
