/**
 * Launching a vendor straight from the navigation (a single-vendor nav item, the side menu's LOTT and ELOTT, a vendor
 * in the header's drop menu) and the game pages that frame a game (/bgs, /seamless). The same path as
 * src/features/games/launch.ts, below the features so the shell can use it: the protected-action guard first (login
 * dialog for a visitor, register warning for a trial user), then the platform's launch call. The shell loads this
 * module only when a player clicks, so the typed client stays out of a visitor's first page.
 */
import type { GameType } from '../api/calls/games/game';
import { launchGameCall } from '../api/calls/games/launch';
import { api } from '../api/default-client';
import type { PrizeMode } from '../config/catalogue-shape';
import { requireMemberAfterSignIn } from './access';
import { showGameMaintenance } from './game-maintenance';
import { showLimitReached } from './limit-reached';

export interface VendorLaunch {
  vassalage: string;
  gameType: GameType;
  /** The lottery prize mode (ELOTT or LOTT, from the catalogue) for LOTT and ELOTT launches. */
  launchMode?: PrizeMode;
}

/** The launch URL of the vendor's lobby (or first game), or null when the guard stopped the player. */
export async function vendorLaunchUrl(target: VendorLaunch): Promise<string | null> {
  if (!(await requireMemberAfterSignIn())) return null;
  const { url } = await api.call(launchGameCall, { body: { ...target, backUrl: location.pathname } });
  return url;
}

/**
 * Opens the vendor in this tab (as the game tiles do: no pop-up blocker gets in the way). A vendor under
 * maintenance opens the maintenance dialog instead, a refusal by the player's own limits the limit dialog; other
 * failures reject.
 */
export async function launchVendor(target: VendorLaunch): Promise<void> {
  try {
    const url = await vendorLaunchUrl(target);
    if (url) location.assign(url);
  } catch (error) {
    if (!showGameMaintenance(error) && !showLimitReached(error)) throw error;
  }
}
