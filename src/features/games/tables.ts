/**
 * Live tables and rooms on the site: a live table with a chat shows a Chat button
 * on its tile, which opens the table's hosts (live model list) and, from there, the chat in a window of its
 * own beside the game (live chat launch: a signed, expiring chat URL). A game with rooms asks the player to
 * pick a room (room list) before it launches into it.
 */
import type { Game } from '../../api/calls/games/game';
import { liveChatLaunchCall, type Room } from '../../api/calls/games/tables';
import { api } from '../../api/default-client';
import { openDialog } from '../../stores/dialogs';
import { PopupBlockedError } from './launch';

/** What a tile does when it is activated, before the launch itself. */
export function opensRoomPicker(game: Pick<Game, 'isGame' | 'hasRooms'>): boolean {
  return game.isGame === 'GAME' && game.hasRooms === true;
}

export function showsChat(game: Pick<Game, 'isGame' | 'hasChat'>): boolean {
  return game.isGame === 'GAME' && game.hasChat === true;
}

export function openRoomPicker(game: Pick<Game, 'nodeId' | 'displayName'>): void {
  openDialog('roomPicker', { nodeId: game.nodeId, name: game.displayName });
}

export function openLiveChat(game: Pick<Game, 'nodeId' | 'displayName'>): void {
  openDialog('liveChat', { nodeId: game.nodeId, name: game.displayName });
}

/** A room every seat of which is taken cannot be joined. */
export const isRoomFull = (room: Pick<Room, 'seated' | 'seats'>) => room.seated >= room.seats;

/**
 * Opens the table's chat in a new window: the window opens in the click's own turn (or the browser would
 * block it), then goes to the signed chat URL; rejects with PopupBlockedError or the call's ApiError.
 */
export async function openChatWindow(nodeId: number): Promise<void> {
  const opened = window.open('', '_blank');
  if (!opened) throw new PopupBlockedError();
  // The chat page must not reach back into the site's tab.
  opened.opener = null;
  try {
    const { chatUrl } = await api.call(liveChatLaunchCall, { body: { nodeId } });
    opened.location.replace(chatUrl);
  } catch (error) {
    opened.close();
    throw error;
  }
}
