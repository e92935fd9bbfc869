import { describe, expect, it } from 'vitest';
import { CATEGORIES, GAME_CATEGORIES, TOP_NAVIGATION } from '../../../src/config/navigation';
import { vendorsFor } from '../../../src/features/games/categories';

const vendor = (vassalage: string, gameType: 'SPORTS' | 'RNG') => ({
  vassalage,
  name: vassalage,
  gameType,
  gameClassify: 'X',
  logoUrl: '',
  gameCount: 1,
  maintenance: false,
  launchLobby: false,
});

describe('game categories: one table for the menu, the home sections and the game pages', () => {
  it('puts every category in the menu once, bingo after promotions, and links each to its own page', () => {
    const ids = TOP_NAVIGATION.map((entry) => entry.id);
    expect(ids.slice(0, 2)).toEqual(['home', 'favorite']);
    expect(ids.slice(-2)).toEqual(['promotions', 'bingo']);
    for (const category of CATEGORIES) {
      expect(ids.filter((id) => id === category.id)).toHaveLength(1);
      expect(category.path).toBe(`/${category.id}/`);
    }
  });

  it('gives the home sections every category but bingo and in-house, in menu order', () => {
    const onHome = CATEGORIES.filter((c) => c.id !== 'bingo' && c.id !== 'inhouse');
    expect(GAME_CATEGORIES.map((c) => c.id)).toEqual(onHome.map((c) => c.id));
  });

  it('splits the platform SPORTS lane into sports, e-sports and cockfight by the brand vendors', () => {
    const menus = {
      lanes: [{ gameType: 'SPORTS' as const, vendors: ['SABA', 'IMES', 'DS88'].map((v) => vendor(v, 'SPORTS')) }],
      rngExcludedVendors: [],
    };
    const brand = { esportsVendor: 'IMES', cockfightVendor: 'DS88' } as Parameters<typeof vendorsFor>[2];
    const of = (id: string) =>
      vendorsFor(CATEGORIES.find((c) => c.id === id) as (typeof CATEGORIES)[number], menus, brand).map(
        (v) => v.vassalage,
      );
    expect(of('sports')).toEqual(['SABA']);
    expect(of('esports')).toEqual(['IMES']);
    expect(of('cockfight')).toEqual(['DS88']);
  });
});
