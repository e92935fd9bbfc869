/**
 * Starting a game. Launching needs a real member (spec §6 "favourites and game start need login"): the
 * protected-action guard gives a visitor the login dialog and a trial user the register warning, and the
 * page stays where it is; a member gets a launch URL from the platform and the game opens in this tab, so
 * pop-up blockers on phones never get in the way.
 */
import type { GameType } from '../../api/contract/games/game';
import { launchGameCall } from '../../api/contract/games/launch';
import { api } from '../../api/default-client';
import { requireMember } from '../../stores/access';

export type LaunchTarget = { nodeId: number } | { vassalage: string; gameType: GameType };

/**
 * Resolves when the browser is navigating to the game, or at once when the guard stopped a visitor or a
 * trial user (who has been told why); rejects with an ApiError.
 */
export async function launch(target: LaunchTarget): Promise<void> {
  if (!(await requireMember())) return;
  const { url } = await api.call(launchGameCall, { body: { ...target, backUrl: location.pathname } });
  location.assign(url);
}
