// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { CallDefinition } from '../../../src/api/calls/define-call';
import { launchGameCall } from '../../../src/api/calls/games/launch';
import { lotteryMenusCall, lotteryRecentGamesCall, openedNumbersCall } from '../../../src/api/calls/games/lottery';
import { api } from '../../../src/api/default-client';
import { clearToken, setToken } from '../../../src/api/session';
import { LOTTERY_PAGES } from '../../../src/features/lottery/lottery-pages';
import {
  $board,
  $launch,
  $recent,
  launchFromQuery,
  loadBoard,
  loadRecent,
} from '../../../src/features/lottery/lottery-store';
import { $accessNotice } from '../../../src/stores/access';
import { $dialog } from '../../../src/stores/dialogs';
import { $member, $sessionStatus } from '../../../src/stores/session';
import { draw, lotteryGame } from './fixtures';

const page = LOTTERY_PAGES.seaLottery;
const menus = { prizeMode: 'SEA', menus: [{ code: 'SEA_TH', games: [lotteryGame('ELOTT011', { prizeMode: 'SEA' })] }] };
const draws = { list: [draw('ELOTT011', '20250101', '2025-01-01T11:15:00Z', ['123456'])] };

type Answer = (query: unknown, body: unknown) => unknown;

/** api.call answering per call definition; every call is recorded with what it was sent. */
function answer(answers: Map<CallDefinition, Answer>) {
  return vi.spyOn(api, 'call').mockImplementation((async (
    definition: CallDefinition,
    options?: { query?: unknown; body?: unknown },
  ) => {
    const handler = answers.get(definition);
    if (!handler) throw new Error(`unexpected call ${definition.path}`);
    return handler(options?.query, options?.body);
  }) as typeof api.call);
}

const maintenance = () =>
  new ApiError({ code: 'game_maintenance', reason: 'platform', status: 409, call: 'POST /wps/game/launchGame' });

beforeEach(() => {
  setToken('member-token');
  $sessionStatus.set('signed-in');
  $member.set(null);
  $dialog.set(null);
  $launch.set({ gameCode: null, errorKey: null });
  history.replaceState(null, '', '/seaLottery/');
});
afterEach(() => clearToken());

describe('loadBoard', () => {
  it("asks for the page's prize mode and joins each game with its draw", async () => {
    const call = answer(
      new Map<CallDefinition, Answer>([
        [lotteryMenusCall, () => menus],
        [openedNumbersCall, () => draws],
      ]),
    );
    await loadBoard(page);
    expect(call).toHaveBeenCalledWith(lotteryMenusCall, { query: { prizeMode: 'SEA' } });
    expect(call).toHaveBeenCalledWith(openedNumbersCall, { query: { prizeMode: 'SEA' } });
    const board = $board.get();
    expect(board.status).toBe('ready');
    expect(board.status === 'ready' && board.data[0]?.games[0]?.draw?.numbers).toEqual(['123456']);
  });

  it('shows the translated error key when a call fails, and loads again on retry', async () => {
    const failing = new Map<CallDefinition, Answer>([
      [lotteryMenusCall, () => menus],
      [
        openedNumbersCall,
        () => {
          throw new ApiError({ code: 'network_error', reason: 'network_error', call: 'GET numero' });
        },
      ],
    ]);
    answer(failing);
    await loadBoard(page);
    expect($board.get()).toEqual({ status: 'error', errorKey: 'errors.network_error' });
    failing.set(openedNumbersCall, () => draws);
    await loadBoard(page);
    expect($board.get().status).toBe('ready');
  });

  it('waits for a token that arrives in the query string until the session has booted', async () => {
    clearToken();
    $sessionStatus.set('unknown');
    const call = answer(
      new Map<CallDefinition, Answer>([
        [lotteryMenusCall, () => menus],
        [openedNumbersCall, () => draws],
      ]),
    );
    const loading = loadBoard(page);
    await Promise.resolve();
    expect(call).not.toHaveBeenCalledWith(openedNumbersCall, expect.anything());
    setToken('from-query');
    $sessionStatus.set('signed-in');
    await loading;
    expect(call).toHaveBeenCalledWith(openedNumbersCall, { query: { prizeMode: 'SEA' } });
  });
});

describe('loadRecent', () => {
  it("lists the member's recent games of the prize mode", async () => {
    const recent = { list: [{ ...lotteryGame('ELOTT011'), playedAt: '2025-01-01T12:00:00Z' }] };
    const call = answer(new Map<CallDefinition, Answer>([[lotteryRecentGamesCall, () => recent]]));
    await loadRecent(page);
    expect(call).toHaveBeenCalledWith(lotteryRecentGamesCall, { query: { prizeMode: 'SEA' } });
    expect($recent.get()).toEqual({ status: 'ready', data: recent.list });
  });
});

describe('launchFromQuery', () => {
  async function withBoard(launch: Answer) {
    const call = answer(
      new Map<CallDefinition, Answer>([
        [lotteryMenusCall, () => menus],
        [openedNumbersCall, () => draws],
        [launchGameCall, launch],
      ]),
    );
    await loadBoard(page);
    return call;
  }

  it('launches the game named in ?gameCode= and takes the code out of the address', async () => {
    history.replaceState(null, '', '/seaLottery/?gameCode=ELOTT011&x=1');
    let sent: unknown;
    await withBoard((_query, body) => {
      sent = body;
      throw maintenance(); // stops before the browser would navigate
    });
    await launchFromQuery(page);
    expect(sent).toMatchObject({ gameCode: 'ELOTT011', prizeMode: 'SEA', lottoArea: 'SEA', backUrl: '/seaLottery/' });
    expect(location.search).toBe('?x=1');
    expect($launch.get()).toEqual({ gameCode: null, errorKey: 'errors.game_maintenance' });
  });

  it('says the game is not available for an unknown or malformed code, and launches nothing', async () => {
    for (const search of ['?gameCode=NOPE42', '?gameCode=%3Cb%3E']) {
      history.replaceState(null, '', `/seaLottery/${search}`);
      $launch.set({ gameCode: null, errorKey: null });
      const call = await withBoard(() => ({ url: '/lgw/vendor-sim/play/x', expiresAt: '' }));
      await launchFromQuery(page);
      expect(call).not.toHaveBeenCalledWith(launchGameCall, expect.anything());
      expect($launch.get().errorKey, search).toBe('lottery.gameNotFound');
      expect(location.search).toBe('');
    }
  });

  it('gives a trial user the register warning instead of a launch', async () => {
    history.replaceState(null, '', '/seaLottery/?gameCode=ELOTT011');
    $accessNotice.set(null);
    $member.set({
      id: 9,
      account: 'trial9',
      nickname: 'Trial',
      type: 4,
      isAgent: false,
      isTrial: true,
      currency: 'PKR',
      mobile: null,
      email: null,
      icon: 1,
      passwordExpired: false,
      hasVip: false,
      vipLabelName: 'member',
      vipRankLevel: 0,
      availablePromoCount: 0,
    });
    const call = await withBoard(() => ({ url: '/lgw/vendor-sim/play/x', expiresAt: '' }));
    await launchFromQuery(page);
    expect(call).not.toHaveBeenCalledWith(launchGameCall, expect.anything());
    expect($launch.get().gameCode).toBeNull();
    expect($accessNotice.get()).toBe('trial');
  });

  it('does nothing without a gameCode', async () => {
    const call = await withBoard(() => ({ url: '/lgw/vendor-sim/play/x', expiresAt: '' }));
    await launchFromQuery(page);
    expect(call).not.toHaveBeenCalledWith(launchGameCall, expect.anything());
    expect($launch.get()).toEqual({ gameCode: null, errorKey: null });
  });
});
