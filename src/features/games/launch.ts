/**
 * Starting a game. Launching needs a session: a visitor is sent to /login (spec §6 "favourites and game
 * start need login"); a member gets a launch URL from the platform and the game opens in this tab, so
 * pop-up blockers on phones never get in the way.
 */
import { tenant } from 'virtual:tenant';
import type { GameType } from '../../api/contract/games';
import { launchGame } from '../../api/contract/games';
import { api } from '../../api/default-client';
import { getToken } from '../../api/session';
import { pageLanguage } from '../../i18n/client';

export type LaunchTarget = { nodeId: number } | { vassalage: string; gameType: GameType };

export function loginPath(): string {
  const lang = pageLanguage();
  return lang === tenant.defaultLanguage ? '/login/' : `/${lang}/login/`;
}

/** Resolves when the browser is navigating to the game (or to login); rejects with an ApiError. */
export async function launch(target: LaunchTarget): Promise<void> {
  if (!getToken()) {
    location.assign(loginPath());
    return;
  }
  const { url } = await api.call(launchGame, { body: { ...target, backUrl: location.pathname } });
  location.assign(url);
}
