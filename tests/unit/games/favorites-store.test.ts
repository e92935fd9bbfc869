// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';

const call = vi.fn();
vi.mock('../../../src/api/default-client', () => ({ api: { call } }));

const { clearToken, setToken } = await import('../../../src/api/session');
const { $dialog } = await import('../../../src/stores/dialogs');
const { $accessNotice } = await import('../../../src/stores/access');
const { $favoriteIds, $member } = await import('../../../src/stores/session');
const { $favoriteError, adoptFavoriteIds, createKeyedThrottle, toggleFavorite, withFavorite } = await import(
  '../../../src/stores/favorites'
);

const game = (nodeId: number) => ({ nodeId, vassalage: 'PG', gameType: 'RNG' as const });
const member = (type: number) => ({
  id: 7,
  account: 'player',
  nickname: 'Player',
  type,
  isAgent: false,
  isTrial: type === 4,
  currency: 'BDT',
  mobile: null,
  email: null,
  icon: 1,
  passwordExpired: false,
  hasVip: false,
  vipLabelName: 'member',
  vipRankLevel: 0,
  availablePromoCount: 0,
});

// Each test toggles its own game ids: the module's throttle remembers ids across tests.
let nextId = 100;
const freshId = () => ++nextId;

describe('createKeyedThrottle', () => {
  it('lets the first call through and drops repeats inside the interval, per key', () => {
    let time = 0;
    const allow = createKeyedThrottle(1000, () => time);
    expect(allow(1)).toBe(true);
    time = 999;
    expect(allow(1)).toBe(false);
    expect(allow(2)).toBe(true);
    time = 1000;
    expect(allow(1)).toBe(true);
    time = 1500;
    expect(allow(1)).toBe(false);
  });

  it('measures from the last call that went through, not from dropped ones', () => {
    let time = 0;
    const allow = createKeyedThrottle(1000, () => time);
    allow(5);
    time = 900;
    allow(5); // dropped: does not restart the window
    time = 1000;
    expect(allow(5)).toBe(true);
  });
});

describe('withFavorite', () => {
  it('puts an added id first, once', () => {
    expect(withFavorite([3, 4], 9, true)).toEqual([9, 3, 4]);
    expect(withFavorite([3, 9, 4], 9, true)).toEqual([9, 3, 4]);
  });
  it('removes an id and leaves the order of the rest', () => {
    expect(withFavorite([3, 9, 4], 9, false)).toEqual([3, 4]);
    expect(withFavorite([3, 4], 9, false)).toEqual([3, 4]);
  });
});

describe('toggleFavorite', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    call.mockReset();
    $favoriteIds.set([]);
    $favoriteError.set(null);
    $dialog.set(null);
    $accessNotice.set(null);
    $member.set(member(0));
    setToken('member-token');
  });
  afterEach(() => {
    vi.useRealTimers();
    clearToken();
  });

  it('gives a visitor the login dialog and sends nothing', async () => {
    clearToken();
    expect(await toggleFavorite(game(freshId()))).toBeNull();
    expect($dialog.get()?.name).toBe('login');
    expect(call).not.toHaveBeenCalled();
  });

  it('blocks a trial user with the register warning', async () => {
    $member.set(member(4));
    expect(await toggleFavorite(game(freshId()))).toBeNull();
    expect($accessNotice.get()).toBe('trial');
    expect(call).not.toHaveBeenCalled();
  });

  it('adds at once, sends nodeId with vendor and type, and takes the platform list', async () => {
    const id = freshId();
    let answer: (value: unknown) => void = () => undefined;
    call.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    $favoriteIds.set([1]);
    const done = toggleFavorite(game(id));
    expect($favoriteIds.get()).toEqual([id, 1]);
    expect(call.mock.calls[0]?.[0]).toMatchObject({ method: 'POST', path: '/wps/relay/favoriteGame' });
    expect(call.mock.calls[0]?.[1]).toEqual({ body: { nodeId: id, gameType: 'RNG', vendor: 'PG' } });
    answer({ favGameIds: [id, 1, 2] });
    expect(await done).toBe(true);
    expect($favoriteIds.get()).toEqual([id, 1, 2]);
  });

  it('removes with DELETE ?nodeId=', async () => {
    const id = freshId();
    $favoriteIds.set([id, 1]);
    call.mockResolvedValue({ favGameIds: [1] });
    expect(await toggleFavorite(game(id))).toBe(false);
    expect(call.mock.calls[0]?.[0]).toMatchObject({ method: 'DELETE', path: '/wps/relay/favoriteGame' });
    expect(call.mock.calls[0]?.[1]).toEqual({ query: { nodeId: id } });
    expect($favoriteIds.get()).toEqual([1]);
  });

  it('rolls back and keeps the error key when the platform refuses', async () => {
    const id = freshId();
    $favoriteIds.set([1]);
    call.mockRejectedValue(
      new ApiError({ code: 'not_found', reason: 'platform', status: 404, call: 'POST /wps/relay/favoriteGame' }),
    );
    expect(await toggleFavorite(game(id))).toBe(false);
    expect($favoriteIds.get()).toEqual([1]);
    expect($favoriteError.get()).toBe('errors.not_found');
  });

  it('sends one toggle per game per second', async () => {
    const id = freshId();
    call.mockImplementation(async (definition: { method: string }) => ({
      favGameIds: definition.method === 'POST' ? [id] : [],
    }));
    await toggleFavorite(game(id));
    vi.advanceTimersByTime(500);
    expect(await toggleFavorite(game(id))).toBeNull();
    expect($favoriteIds.get()).toEqual([id]);
    vi.advanceTimersByTime(500);
    expect(await toggleFavorite(game(id))).toBe(false);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('keeps a toggle still in flight when another game answers first', async () => {
    const [slow, fast] = [freshId(), freshId()];
    let answerSlow: (value: unknown) => void = () => undefined;
    call.mockReturnValueOnce(new Promise((resolve) => (answerSlow = resolve)));
    call.mockResolvedValueOnce({ favGameIds: [fast] }); // the platform has not seen `slow` yet
    const first = toggleFavorite(game(slow));
    await toggleFavorite(game(fast));
    expect($favoriteIds.get()).toContain(slow);
    answerSlow({ favGameIds: [slow, fast] });
    await first;
    expect($favoriteIds.get()).toEqual([slow, fast]);
  });
});

describe('adoptFavoriteIds', () => {
  it('adds listed favourites the session list does not know yet, keeping the rest', () => {
    $favoriteIds.set([3]);
    adoptFavoriteIds([3, 8, 9]);
    expect($favoriteIds.get()).toEqual([3, 8, 9]);
  });
});
