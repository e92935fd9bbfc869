// @vitest-environment jsdom
/**
 * The site's first-login action (once per page, popups only when the platform says this is the first login)
 * and the live-table helpers: which tiles chat or pick a room, full rooms, the chat window opened in the click.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../../../src/api/default-client', () => ({ api: { call } }));

const { firstLoginPopups, forgetFirstLogin, startFirstLogin } = await import('../../../src/stores/first-login');
const { isRoomFull, openChatWindow, opensRoomPicker, showsChat } = await import('../../../src/features/games/tables');
const { PopupBlockedError } = await import('../../../src/features/games/launch');

const greeting = { id: 9, execution: 'F' as const, title: 'Welcome', content: 'Hi', action: null, link: null };

beforeEach(() => {
  call.mockReset();
  forgetFirstLogin();
});
afterEach(() => vi.restoreAllMocks());

describe('first-login action', () => {
  it('runs once per page and answers the first login’s popups', async () => {
    call.mockResolvedValue({ firstLogin: true, ranAt: '2026-11-26T00:00:00Z', popups: [greeting] });
    await startFirstLogin();
    expect(await firstLoginPopups()).toEqual([greeting]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0]).toMatchObject({ path: '/wps/member/firstLogin', method: 'POST' });
  });

  it('shows nothing when the platform says this session is not the first login', async () => {
    call.mockResolvedValue({ firstLogin: false, ranAt: null, popups: [] });
    expect(await firstLoginPopups()).toEqual([]);
  });

  it('forgets a failed run, so the next ask tries again', async () => {
    call.mockRejectedValueOnce(new Error('offline'));
    await expect(startFirstLogin()).rejects.toThrow('offline');
    call.mockResolvedValue({ firstLogin: true, ranAt: 'x', popups: [greeting] });
    expect(await firstLoginPopups()).toEqual([greeting]);
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe('live tables and rooms', () => {
  it('knows which tiles chat and which pick a room', () => {
    expect(showsChat({ isGame: 'GAME', hasChat: true })).toBe(true);
    expect(showsChat({ isGame: 'GAME' })).toBe(false);
    expect(showsChat({ isGame: 'VASSALAGE', hasChat: true })).toBe(false);
    expect(opensRoomPicker({ isGame: 'GAME', hasRooms: true })).toBe(true);
    expect(opensRoomPicker({ isGame: 'GAME', hasRooms: false })).toBe(false);
    expect(isRoomFull({ seated: 4, seats: 4 })).toBe(true);
    expect(isRoomFull({ seated: 3, seats: 4 })).toBe(false);
  });

  it('opens the chat window in the click and sends it to the signed chat URL', async () => {
    const replace = vi.fn();
    const opened = { opener: {} as unknown, location: { replace }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    call.mockResolvedValue({ chatUrl: '/lgw/vendor-sim/chat/5?s=x', expiresAt: 'x' });
    await openChatWindow(5);
    expect(opened.opener).toBeNull();
    expect(call.mock.calls[0]?.[1]).toEqual({ body: { nodeId: 5 } });
    expect(replace).toHaveBeenCalledWith('/lgw/vendor-sim/chat/5?s=x');
  });

  it('says when the browser blocked the window, and closes it when the call fails', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(openChatWindow(5)).rejects.toBeInstanceOf(PopupBlockedError);
    expect(call).not.toHaveBeenCalled();
    const opened = { opener: {}, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    call.mockRejectedValue(new Error('not_found'));
    await expect(openChatWindow(5)).rejects.toThrow('not_found');
    expect(opened.close).toHaveBeenCalled();
  });
});
