/**
 * The lottery page's state: the board (menus with their latest draws), the member's recent lottery games
 * and the launch in progress. Components render these atoms; the actions below are all the logic.
 *
 * Draws and recent games need the session. A token that came in the query string (`?token=`) becomes the
 * session only when the app island boots it, which may be after this island starts, so member calls wait
 * for a token or for the session to settle.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../api/api-error';
import type { ValueOf } from '../../api/calls/define-call';
import type { Game } from '../../api/calls/games/game';
import { launchGameCall } from '../../api/calls/games/launch';
import { lotteryMenusCall, lotteryRecentGamesCall, openedNumbersCall } from '../../api/calls/games/lottery';
import { api } from '../../api/default-client';
import { getToken } from '../../api/session';
import { requireMemberAfterSignIn } from '../../stores/access';
import { showLimitReached } from '../../stores/limit-reached';
import { $sessionStatus } from '../../stores/session';
import { type BoardSection, buildBoard, findGame, launchBody, readGameCode } from './lottery-board';
import type { LotteryPage } from './lottery-pages';

export type RecentLottery = ValueOf<typeof lotteryRecentGamesCall>['list'][number];

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; errorKey: string };

export const $board = atom<Loadable<BoardSection[]>>({ status: 'loading' });
export const $recent = atom<Loadable<RecentLottery[]>>({ status: 'loading' });
/** The game being launched (its button stays busy until the browser leaves) and the last launch error key. */
export const $launch = atom<{ gameCode: string | null; errorKey: string | null }>({ gameCode: null, errorKey: null });

/** Resolves once the session is known (signed in or not), as booted by the app island. */
export function sessionSettled(): Promise<'anonymous' | 'signed-in'> {
  return new Promise((resolve) => {
    const unbind = $sessionStatus.subscribe((status) => {
      if (status === 'unknown') return;
      queueMicrotask(() => unbind());
      resolve(status);
    });
  });
}

/** Resolves as soon as member calls can carry a token (or the session settled without one). */
async function tokenReady(): Promise<void> {
  if (getToken()) return;
  await sessionSettled();
}

let boardRequest = 0;
let recentRequest = 0;

export async function loadBoard(page: LotteryPage): Promise<void> {
  const request = ++boardRequest;
  $board.set({ status: 'loading' });
  const query = { prizeMode: page.prizeMode };
  try {
    const [menus, draws] = await Promise.all([
      api.call(lotteryMenusCall, { query }),
      tokenReady().then(() => api.call(openedNumbersCall, { query })),
    ]);
    if (request === boardRequest) $board.set({ status: 'ready', data: buildBoard(menus.menus, draws.list) });
  } catch (error) {
    if (request === boardRequest) $board.set({ status: 'error', errorKey: errorMessageKey(error) });
  }
}

export async function loadRecent(page: LotteryPage): Promise<void> {
  const request = ++recentRequest;
  $recent.set({ status: 'loading' });
  try {
    await tokenReady();
    const { list } = await api.call(lotteryRecentGamesCall, { query: { prizeMode: page.prizeMode } });
    if (request === recentRequest) $recent.set({ status: 'ready', data: list });
  } catch (error) {
    if (request === recentRequest) $recent.set({ status: 'error', errorKey: errorMessageKey(error) });
  }
}

/**
 * Launches one lottery game; the browser then navigates to the game in this tab. A visitor gets the login
 * dialog and a trial user the register warning instead (requireMember), and nothing is sent.
 */
export async function launchLottery(game: Game, page: LotteryPage): Promise<void> {
  if ($launch.get().gameCode !== null) return; // one launch at a time: a double tap must not open two tickets
  if (!(await requireMemberAfterSignIn())) return;
  $launch.set({ gameCode: game.gameCode, errorKey: null });
  try {
    const { url } = await api.call(launchGameCall, { body: launchBody(game, page, location.pathname) });
    location.assign(url);
  } catch (error) {
    // A refusal by the player's own limits opens the dialog that says which limit and when it resets.
    $launch.set({ gameCode: null, errorKey: showLimitReached(error) ? null : errorMessageKey(error) });
  }
}

/** The board once it has loaded (or failed: then the page already shows why). */
function boardSettled(): Promise<BoardSection[] | null> {
  return new Promise((resolve) => {
    const unbind = $board.subscribe((state) => {
      if (state.status === 'loading') return;
      queueMicrotask(() => unbind());
      resolve(state.status === 'ready' ? state.data : null);
    });
  });
}

/**
 * `?gameCode=` launches that game directly (lottery launch links carry it). The code is taken out of the address first,
 * so coming Back from the game shows the page instead of launching the game again.
 */
export async function launchFromQuery(page: LotteryPage): Promise<void> {
  const requested = readGameCode(location.search);
  if (requested.kind === 'none') return;
  const url = new URL(location.href);
  url.searchParams.delete('gameCode');
  history.replaceState(history.state, '', url);
  if (requested.kind === 'invalid') {
    $launch.set({ gameCode: null, errorKey: 'lottery.gameNotFound' });
    return;
  }
  // The member's type decides whether a trial warning replaces the launch: wait until it is known.
  const [sections, status] = await Promise.all([boardSettled(), sessionSettled()]);
  if (!sections || status !== 'signed-in') return;
  const game = findGame(sections, requested.gameCode);
  if (!game) {
    $launch.set({ gameCode: null, errorKey: 'lottery.gameNotFound' });
    return;
  }
  await launchLottery(game, page);
}
