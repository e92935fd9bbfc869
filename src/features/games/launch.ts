/**
 * Starting a game. Launching needs a real member (favourites and game start need login): the
 * protected-action guard gives a visitor the login dialog and a trial user the register warning, and the
 * page stays where it is; a member gets a launch URL from the platform.
 *
 * Where the game opens: a launch carries a backUrl, so a game page can always bring the player back, and most games
 * replace this tab (phones' pop-up blockers never get in the way). Live casino games are the exception: the platform
 * gives live tables their own chat launch (chatUrl) beside the game, a session the player keeps running next to the
 * site (balance, deposit), so a live game opens in a new window. That window is opened in the click's own turn, before
 * any request, or the browser would block it; when the browser blocks it anyway, the launch fails with
 * PopupBlockedError and the tile offers a retry ("Popup blocked, allow popups and retry").
 */

import type { Game, GameType } from '../../api/calls/games/game';
import { launchGameCall } from '../../api/calls/games/launch';
import { api } from '../../api/default-client';
import { getToken } from '../../api/session';
import { memberAccess, requireMemberAfterSignIn } from '../../stores/access';
import { launchAddress } from '../../stores/cdn-hosts';
import { $member } from '../../stores/session';

/** A game (in one of its rooms, for games that have rooms), or a vendor's lobby. */
export type LaunchTarget = { nodeId: number; roomId?: string } | { vassalage: string; gameType: GameType };

/** same-tab: the game replaces the page; new-window: the game opens beside the site. */
export type LaunchWindow = 'same-tab' | 'new-window';

/** The game types opened in a new window (see above). */
const NEW_WINDOW_TYPES: readonly GameType[] = ['LIVE'];

export function launchWindowFor(game: Pick<Game, 'gameType'>): LaunchWindow {
  return NEW_WINDOW_TYPES.includes(game.gameType) ? 'new-window' : 'same-tab';
}

/** The browser refused to open the game's window; a retry from a new click usually works. */
export class PopupBlockedError extends Error {
  readonly messageKey = 'games.popupBlocked';
  constructor() {
    super('the browser blocked the game window');
    this.name = 'PopupBlockedError';
  }
}

/** The game's address, on this visit's launch host (from the launchGameCDNs list, stores/cdn-hosts.ts). */
async function launchUrl(target: LaunchTarget): Promise<string> {
  const { url } = await api.call(launchGameCall, { body: { ...target, backUrl: location.pathname } });
  return launchAddress(url);
}

/** Opens an empty window now, inside the click (null when the browser blocks it); the game fills it later. */
function openBlankWindow(): Window | null {
  const opened = window.open('', '_blank');
  // The game page must not reach back into the site's tab.
  if (opened) opened.opener = null;
  return opened;
}

async function launchInWindow(target: LaunchTarget): Promise<void> {
  // Open before the first await when the player is already known as a member: the click's permission to
  // open a window does not outlive it in every browser. Visitors and trial users never get a window.
  const knownMember = memberAccess(getToken() !== null, $member.get()) === 'member';
  let opened = knownMember ? openBlankWindow() : null;
  if (knownMember && !opened) throw new PopupBlockedError();
  if (!(await requireMemberAfterSignIn())) {
    opened?.close();
    return;
  }
  opened ??= openBlankWindow();
  if (!opened) throw new PopupBlockedError();
  try {
    opened.location.replace(await launchUrl(target));
  } catch (error) {
    opened.close();
    throw error;
  }
}

/**
 * Resolves when the game is opening (this tab navigating, or its window loading), or at once when the guard
 * stopped a visitor or a trial user (who has been told why); rejects with an ApiError or PopupBlockedError.
 */
export async function launch(target: LaunchTarget, how: LaunchWindow = 'same-tab'): Promise<void> {
  if (how === 'new-window') return launchInWindow(target);
  if (!(await requireMemberAfterSignIn())) return;
  location.assign(await launchUrl(target));
}
