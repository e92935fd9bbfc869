// @vitest-environment node
/**
 * The lobby store (src/features/games/stores/lobby.ts) without React, against the reference platform's
 * real catalogue (in-process, PGlite in memory): vendors, paging, the vendor filter, the search typed with
 * a pause, a search that finds nothing, and a slow answer never replacing a newer one.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATEGORIES } from '../../../src/config/navigation';
import { startPlatform, stopPlatform } from '../support/in-process-platform';

vi.mock('../../../src/api/default-client', async () =>
  (await import('../support/in-process-platform')).defaultClientModule(),
);

const lobby = await import('../../../src/features/games/stores/lobby');
const { $lobby, listView, PAGE_SIZE, SEARCH_DELAY_MS } = lobby;

const slots = CATEGORIES.find((category) => category.id === 'rng');
if (!slots) throw new Error('no slots category');

const vendorsShown = () => new Set($lobby.get().result?.games.map((game) => game.vassalage));
/** Waits until the list answers (a real request to the platform; no fixed delay). */
const listSettles = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

beforeAll(() => startPlatform());
afterAll(() => stopPlatform());
afterEach(() => vi.useRealTimers());

describe('the game lobby store', () => {
  it('opens a category with its vendors (in-house apart) and one page of games', async () => {
    await lobby.openLobby(slots);
    const state = $lobby.get();
    expect(state.vendors.map((v) => v.vassalage)).toContain('PG');
    expect(state.vendors.map((v) => v.vassalage)).not.toContain('INHOUSE');
    expect(state.inhouse).toBe(true);
    expect(state.result?.games).toHaveLength(PAGE_SIZE);
    expect(state.result?.totalCount).toBeGreaterThan(PAGE_SIZE * 10);
    expect(listView(state)).toBe('games');
    expect(vendorsShown().has('INHOUSE')).toBe(false);
  });

  it('filters by vendor, linked or chosen, and pages within it', async () => {
    await lobby.openLobby(slots, 'CQ9');
    expect([...vendorsShown()]).toEqual(['CQ9']);
    await lobby.chooseVendor('PG');
    expect([...vendorsShown()]).toEqual(['PG']);
    const first = $lobby.get().result?.games.map((game) => game.nodeId);
    await lobby.goToPage(2);
    expect($lobby.get().page).toBe(2);
    expect($lobby.get().result?.games.map((game) => game.nodeId)).not.toEqual(first);
    // Another vendor starts again at page 1.
    await lobby.chooseVendor(null);
    expect($lobby.get()).toMatchObject({ vendor: null, page: 1 });
    expect(vendorsShown().size).toBeGreaterThan(1);
  });

  it('searches once the player pauses typing, not on every keystroke', async () => {
    await lobby.openLobby(slots);
    const before = $lobby.get().result;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    lobby.typeSearch('fort');
    vi.advanceTimersByTime(SEARCH_DELAY_MS - 1);
    lobby.typeSearch('fortune');
    vi.advanceTimersByTime(SEARCH_DELAY_MS - 1);
    expect($lobby.get()).toMatchObject({ query: 'fortune', name: '' });
    expect($lobby.get().result).toBe(before);
    vi.advanceTimersByTime(1);
    expect($lobby.get().name).toBe('fortune');
    vi.useRealTimers();
    await listSettles(() => expect($lobby.get().result).not.toBe(before));
    const games = $lobby.get().result?.games ?? [];
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) expect(game.displayName.toLowerCase()).toContain('fortune');
  });

  it('says when a search found nothing, and clears it or browses the whole category', async () => {
    await lobby.openLobby(slots, 'PG');
    lobby.typeSearch('  no such game zz  ');
    await lobby.applySearch();
    expect($lobby.get()).toMatchObject({ name: 'no such game zz', vendor: 'PG' });
    expect($lobby.get().result?.totalCount).toBe(0);
    expect(listView($lobby.get())).toBe('noMatch');

    await lobby.clearSearch();
    expect($lobby.get()).toMatchObject({ query: '', name: '', vendor: 'PG' });
    expect(listView($lobby.get())).toBe('games');

    lobby.typeSearch('no such game zz');
    await lobby.applySearch();
    await lobby.browseCategory();
    expect($lobby.get()).toMatchObject({ query: '', name: '', vendor: null, page: 1 });
    expect(listView($lobby.get())).toBe('games');
  });

  it('shows the newest request when an older answer arrives later', async () => {
    await lobby.openLobby(slots);
    const older = lobby.chooseVendor('CQ9');
    const newer = lobby.chooseVendor('PG');
    await Promise.all([older, newer]);
    expect($lobby.get().vendor).toBe('PG');
    expect([...vendorsShown()]).toEqual(['PG']);
  });

  it('keeps the page inside the list', async () => {
    await lobby.openLobby(slots, 'PG');
    await lobby.goToPage(0);
    expect($lobby.get().page).toBe(1);
    const last = $lobby.get().result?.totalPages ?? 0;
    await lobby.goToPage(last + 5);
    expect($lobby.get().page).toBe(last);
  });
});
