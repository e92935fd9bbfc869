// @vitest-environment node
/**
 * The shared vendor map (src/stores/catalogue.ts) against the reference platform's real game menu
 * (in-process, PGlite in memory): reshaped once, cached in session storage, fetched again only on a flush,
 * and one request for callers at the same time.
 */
import { tenant } from 'virtual:tenant';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { net, startPlatform, stopPlatform } from '../support/in-process-platform';

const requests: string[] = [];

// The store's plain GET, answered by the in-process platform (the same envelope a browser gets).
vi.mock('../../../src/api/platform-value', () => ({
  platformValue: async (path: string) => {
    requests.push(path);
    if (!net.platform) throw new Error('platform not started');
    const response = await net.platform.app.request(
      new Request(`http://platform.test${path}`, { headers: { 'x-merchant-code': tenant.merchantCode } }),
    );
    const answer = (await response.json()) as { success?: boolean; value?: unknown };
    return answer.success ? answer.value : null;
  },
}));

const { $catalogue, CATALOGUE_STORAGE_KEY, loadCatalogue, readMenus } = await import('../../../src/stores/catalogue');
const { vendorsOf } = await import('../../../src/config/catalogue-shape');

beforeAll(() => startPlatform());
afterAll(() => stopPlatform());
beforeEach(() => {
  sessionStorage.clear();
  requests.length = 0;
});

const cachedKeys = () => Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));

describe('the game vendor map', () => {
  it("reshapes the platform's menu and keeps it in session storage", async () => {
    const catalogue = await loadCatalogue({ flush: true });
    expect(catalogue?.categories.map((c) => c.key)).toEqual(expect.arrayContaining(['RNG', 'INHOUSE', 'ESPORTS']));
    expect(catalogue && vendorsOf(catalogue, 'RNG').map((v) => v.vassalage)).not.toContain('INHOUSE');
    expect($catalogue.get()).toBe(catalogue);
    expect(requests).toEqual(['/lgw/games/game_menus']);
    expect(cachedKeys().some((key) => key?.startsWith(CATALOGUE_STORAGE_KEY))).toBe(true);
  });

  it('answers from session storage afterwards, even on a new page, and refreshes only on a flush', async () => {
    await loadCatalogue({ flush: true });
    const [key] = cachedKeys();
    // The cached copy is what a new page reads: mark it to see that it is used.
    const stored = JSON.parse(sessionStorage.getItem(key as string) as string);
    stored.lanes[0].vendors[0].name = 'From the cache';
    sessionStorage.setItem(key as string, JSON.stringify(stored));
    requests.length = 0;
    vi.resetModules();
    const fresh = await import('../../../src/stores/catalogue');
    const page = await fresh.loadCatalogue();
    expect(requests).toEqual([]);
    expect(page?.categories[0]?.vendors[0]?.name).toBe('From the cache');
    const flushed = await fresh.loadCatalogue({ flush: true });
    expect(requests).toEqual(['/lgw/games/game_menus']);
    expect(flushed?.categories[0]?.vendors[0]?.name).not.toBe('From the cache');
  });

  it('sends one request for callers at the same time', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/stores/catalogue');
    const [a, b] = await Promise.all([fresh.loadCatalogue(), fresh.loadCatalogue()]);
    expect(a).toBe(b);
    expect(requests).toHaveLength(1);
  });

  it('reads an unexpected answer as nothing, and drops vendors without a code', () => {
    expect(readMenus(null)).toBeNull();
    expect(readMenus({ lanes: 'x' })).toBeNull();
    expect(
      readMenus({
        lanes: [{ gameType: 'RNG', vendors: [{ vassalage: 'PG', name: 'PG Soft' }, { name: 'nameless' }] }],
      }),
    ).toEqual({
      lanes: [
        {
          gameType: 'RNG',
          vendors: [
            {
              vassalage: 'PG',
              name: 'PG Soft',
              gameType: 'RNG',
              gameClassify: '',
              logoUrl: '',
              gameCount: 0,
              maintenance: false,
              launchLobby: false,
            },
          ],
        },
      ],
      rngExcludedVendors: [],
    });
  });
});
