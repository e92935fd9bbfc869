// @vitest-environment node
/**
 * The lobby store (src/features/games/stores/lobby.ts) without React, against the reference platform's
 * real catalogue (in-process, PGlite in memory): the index fetched once, vendors (in-house apart), the
 * vendor chip, search answered on every keystroke, sorts, select types, FAV/RECENT guarded for visitors,
 * and a search that finds nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES } from '../../../src/config/navigation';
import { net, startPlatform, stopPlatform } from '../support/in-process-platform';

vi.mock('../../../src/api/default-client', async () =>
  (await import('../support/in-process-platform')).defaultClientModule(),
);

const lobby = await import('../../../src/features/games/stores/lobby');
const { $dialog } = await import('../../../src/stores/dialogs');
const { $favoriteIds } = await import('../../../src/stores/session');
const { clearToken, setToken } = await import('../../../src/api/session');
const { $lobby, $catalogue, listView } = lobby;

const slots = CATEGORIES.find((category) => category.id === 'rng');
if (!slots) throw new Error('no slots category');

/** What the list renders for the current choices (LobbyResults calls lobbyGames the same way). */
const answer = () => lobby.lobbyGames($lobby.get(), $catalogue.get(), $favoriteIds.get());
const shown = () => answer() ?? [];
const vendorsShown = () => new Set(shown().map((game) => game.vassalage));

/** Counts the platform requests made while `action` runs. */
async function requestsDuring(action: () => unknown): Promise<number> {
  const platform = net.platform;
  if (!platform) throw new Error('platform not started');
  const request = vi.spyOn(platform.app, 'request');
  await action();
  const count = request.mock.calls.length;
  request.mockRestore();
  return count;
}

beforeAll(() => startPlatform());
afterAll(() => stopPlatform());
beforeEach(() => {
  clearToken();
  $dialog.set(null);
  $favoriteIds.set([]);
});

describe('the game lobby store', () => {
  it('opens with the vendors (in-house apart) and the whole list of 10,000 slots', async () => {
    await lobby.openLobby(slots);
    const state = $lobby.get();
    expect(state.vendors.map((v) => v.vassalage)).toContain('PG');
    expect(state.vendors.map((v) => v.vassalage)).not.toContain('INHOUSE');
    expect(state.inhouse).toBe(true);
    expect(shown()).toHaveLength(10_000);
    expect(vendorsShown().has('INHOUSE')).toBe(false);
    expect(listView(state, answer())).toBe('games');
  });

  it('fetches the index once per page: opening again, choosing and typing ask the platform nothing more', async () => {
    await lobby.openLobby(slots);
    const requests = await requestsDuring(async () => {
      await lobby.openLobby(slots, { vendor: 'PG' });
      lobby.typeSearch('fortune');
      lobby.chooseSort('az');
    });
    // Only the vendor menu is asked again on a new open; the list comes from the index already in.
    expect(requests).toBe(1);
    expect(shown().length).toBeGreaterThan(0);
  });

  it('filters by vendor, linked or chosen, and the in-house chip', async () => {
    await lobby.openLobby(slots, { vendor: 'CQ9' });
    expect([...vendorsShown()]).toEqual(['CQ9']);
    lobby.chooseVendor('PG');
    expect([...vendorsShown()]).toEqual(['PG']);
    expect(shown()).toHaveLength(1800);
    lobby.chooseVendor('INHOUSE');
    expect([...vendorsShown()]).toEqual(['INHOUSE']);
    lobby.chooseVendor(null);
    expect(vendorsShown().size).toBeGreaterThan(1);
  });

  it('answers every keystroke at once, without a pause or a request', async () => {
    await lobby.openLobby(slots);
    const sizes: number[] = [];
    const requests = await requestsDuring(() => {
      for (const query of ['f', 'fo', 'for', 'fort', 'fortu', 'fortune']) {
        lobby.typeSearch(query);
        sizes.push(shown().length);
        for (const game of shown()) expect(game.displayName.toLowerCase()).toContain(query);
      }
    });
    expect(requests).toBe(0);
    // Each letter narrows the list (or keeps it), never widens it.
    for (let i = 1; i < sizes.length; i += 1) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1] ?? 0);
    expect(sizes.at(-1)).toBeGreaterThan(0);
  });

  it('sorts A–Z and newest first, and filters HOT and NEW', async () => {
    await lobby.openLobby(slots, { vendor: 'PG' });
    lobby.chooseSort('az');
    const names = shown().map((game) => game.displayName);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect(names).toEqual([...names].sort(collator.compare));
    lobby.chooseSort('new');
    const firstOld = shown().findIndex((game) => game.isNew === 0);
    expect(firstOld).toBeGreaterThan(0);
    expect(
      shown()
        .slice(firstOld)
        .every((game) => game.isNew === 0),
    ).toBe(true);
    expect(await lobby.chooseType('HOT')).toBe(true);
    expect(shown().length).toBeGreaterThan(0);
    expect(shown().every((game) => game.isHot === 1 && game.vassalage === 'PG')).toBe(true);
    await lobby.chooseType('NEW');
    expect(shown().every((game) => game.isNew === 1)).toBe(true);
  });

  it('asks a visitor to sign in for favourites and recent games, and keeps the list', async () => {
    await lobby.openLobby(slots);
    expect(await lobby.chooseType('FAV')).toBe(false);
    expect($dialog.get()?.name).toBe('login');
    expect($lobby.get().type).toBe('ALL');
    expect(shown()).toHaveLength(10_000);
    $dialog.set(null);
    expect(await lobby.chooseType('RECENT')).toBe(false);
    expect($dialog.get()?.name).toBe('login');
  });

  it("lists a member's favourites of this category from the session's ids", async () => {
    await lobby.openLobby(slots);
    const [first, second] = shown();
    setToken('member-token');
    $favoriteIds.set([second?.nodeId ?? 0, 424_242_424, first?.nodeId ?? 0]);
    expect(await lobby.chooseType('FAV')).toBe(true);
    expect(shown().map((game) => game.nodeId)).toEqual([first?.nodeId, second?.nodeId]);
    $favoriteIds.set([]);
    expect(listView($lobby.get(), answer())).toBe('empty');
  });

  it('says when a search found nothing, and clears it or browses the whole category', async () => {
    await lobby.openLobby(slots, { vendor: 'PG' });
    lobby.typeSearch('  no such game zz  ');
    expect(listView($lobby.get(), answer())).toBe('noMatch');
    lobby.clearSearch();
    expect($lobby.get()).toMatchObject({ query: '', vendor: 'PG' });
    expect(listView($lobby.get(), answer())).toBe('games');

    lobby.typeSearch('no such game zz');
    await lobby.chooseType('HOT');
    lobby.browseCategory();
    expect($lobby.get()).toMatchObject({ query: '', vendor: null, type: 'ALL' });
    expect(shown()).toHaveLength(10_000);
  });
});
