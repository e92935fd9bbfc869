/**
 * Vendor reshaping (e-sports, cockfight and in-house vendors get categories of their own) and the header's
 * navigation rules: the pure module src/config/catalogue-shape.ts, on hand-made menus and on the reference
 * platform's own seed catalogue.
 */
import { describe, expect, it } from 'vitest';
import { VENDORS } from '../../../platform/games/catalogue';
import type { GameType, Vendor } from '../../../src/api/calls/games/game';
import {
  CATALOGUE_ORDER,
  type GameMenus,
  LARGE_VENDOR_GRID_ABOVE,
  navTarget,
  PREFETCH_ORDER,
  prizeModeOf,
  shapeCatalogue,
  vendorsOf,
} from '../../../src/config/catalogue-shape';
import { CATEGORIES, categoryOf, TOP_NAVIGATION } from '../../../src/config/navigation';

const vendor = (vassalage: string, gameType: GameType, gameClassify = gameType as string): Vendor => ({
  vassalage,
  name: vassalage,
  gameType,
  gameClassify,
  logoUrl: '',
  gameCount: 1,
  maintenance: false,
  launchLobby: false,
});

const menus = (vendors: Vendor[], rngExcludedVendors: string[] = []): GameMenus => {
  const types = [...new Set(vendors.map((v) => v.gameType))];
  return {
    lanes: types.map((gameType) => ({ gameType, vendors: vendors.filter((v) => v.gameType === gameType) })),
    rngExcludedVendors,
  };
};

const keys = (m: GameMenus) => shapeCatalogue(m).categories.map((c) => c.key);

describe('vendor reshaping', () => {
  it('moves e-sports and cockfight vendors out of sports into their own categories right after it', () => {
    const shaped = shapeCatalogue(
      menus([
        vendor('LOTT', 'LOTT'),
        vendor('BTI', 'SPORTS'),
        vendor('IMES', 'SPORTS', 'ESPORTS'),
        vendor('DS88', 'SPORTS', 'COCKFIGHT'),
        vendor('SABA', 'SPORTS'),
      ]),
    );
    expect(shaped.categories.map((c) => c.key)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT']);
    expect(vendorsOf(shaped, 'SPORTS').map((v) => v.vassalage)).toEqual(['BTI', 'SABA']);
    expect(vendorsOf(shaped, 'ESPORTS').map((v) => v.vassalage)).toEqual(['IMES']);
    expect(vendorsOf(shaped, 'COCKFIGHT').map((v) => v.vassalage)).toEqual(['DS88']);
  });

  it("also knows a merchant's e-sports and cockfight vendors by code when the platform does not classify them", () => {
    const m = menus([vendor('SABA', 'SPORTS'), vendor('TF', 'SPORTS'), vendor('SV388', 'SPORTS')]);
    const shaped = shapeCatalogue(m, { esportsVendor: 'TF', cockfightVendor: 'SV388' });
    expect(vendorsOf(shaped, 'ESPORTS').map((v) => v.vassalage)).toEqual(['TF']);
    expect(vendorsOf(shaped, 'COCKFIGHT').map((v) => v.vassalage)).toEqual(['SV388']);
    expect(vendorsOf(shaped, 'SPORTS').map((v) => v.vassalage)).toEqual(['SABA']);
  });

  it('moves the excluded RNG vendors into INHOUSE, right after RNG', () => {
    const m = menus(
      [vendor('LIVE1', 'LIVE'), vendor('PG', 'RNG'), vendor('HOUSE', 'RNG'), vendor('JL', 'RNG')],
      ['HOUSE'],
    );
    const shaped = shapeCatalogue(m);
    expect(keys(m)).toEqual(['RNG', 'INHOUSE', 'LIVE']);
    expect(vendorsOf(shaped, 'RNG').map((v) => v.vassalage)).toEqual(['PG', 'JL']);
    expect(vendorsOf(shaped, 'INHOUSE').map((v) => v.vassalage)).toEqual(['HOUSE']);
  });

  it('leaves out categories without vendors, and has none for an empty menu', () => {
    expect(keys(menus([vendor('EVO', 'LIVE'), vendor('BGS', 'BINGO')]))).toEqual(['LIVE', 'BINGO']);
    expect(shapeCatalogue({ lanes: [], rngExcludedVendors: [] }).categories).toEqual([]);
    expect(vendorsOf(shapeCatalogue({ lanes: [], rngExcludedVendors: [] }), 'RNG')).toEqual([]);
  });

  it('picks the ELOTT prize mode only when the ELOTT category holds TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeOf([vendor('TCG_LOTTO_VN', 'ELOTT')])).toBe('ELOTT');
    expect(prizeModeOf([vendor('OTHER', 'ELOTT'), vendor('LOTT', 'ELOTT')])).toBe('ELOTT');
    expect(prizeModeOf([vendor('OTHER', 'ELOTT')])).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
    // LOTT in the LOTT category does not count: only the ELOTT category decides.
    expect(shapeCatalogue(menus([vendor('LOTT', 'LOTT')])).prizeMode).toBe('LOTT');
    expect(shapeCatalogue(menus([vendor('LOTT', 'LOTT'), vendor('TCG_LOTTO_VN', 'ELOTT')])).prizeMode).toBe('ELOTT');
  });

  it('prefetches RNG, LIVE, FISH, PVP, in that order', () => {
    expect(PREFETCH_ORDER).toEqual(['RNG', 'LIVE', 'FISH', 'PVP']);
  });

  it("shapes the reference platform's seed catalogue into every category, in catalogue order", () => {
    const seed = VENDORS.map((v) => vendor(v.vassalage, v.gameType, v.gameClassify));
    const excluded = VENDORS.filter((v) => v.rngExcluded).map((v) => v.vassalage);
    const shaped = shapeCatalogue(menus(seed, excluded));
    expect(shaped.categories.map((c) => c.key)).toEqual(CATALOGUE_ORDER);
    expect(vendorsOf(shaped, 'INHOUSE').map((v) => v.vassalage)).toEqual(['INHOUSE']);
    expect(shaped.prizeMode).toBe('ELOTT');
  });
});

describe('header nav item targets', () => {
  const one = [vendor('IMES', 'SPORTS', 'ESPORTS')];
  const two = [vendor('BTI', 'SPORTS'), vendor('SABA', 'SPORTS')];

  it('opens the page of HOME, PROMO, PVP, FISH and RNG (and in-house) whatever their vendor count', () => {
    for (const key of ['PVP', 'FISH', 'RNG', 'INHOUSE']) expect(navTarget(key, one)).toEqual({ kind: 'page' });
    expect(navTarget('HOME', [])).toEqual({ kind: 'page' });
    expect(navTarget('PROMO', [])).toEqual({ kind: 'page' });
  });

  it('opens the page of a category with more than one vendor and launches a single vendor directly', () => {
    expect(navTarget('SPORTS', two)).toEqual({ kind: 'page' });
    expect(navTarget('ESPORTS', one)).toEqual({ kind: 'launch', vendor: one[0] });
    expect(navTarget('LOTT', [vendor('LOTT', 'LOTT')])).toMatchObject({ kind: 'launch' });
  });

  it('hides a game category without vendors', () => {
    for (const key of ['SPORTS', 'ESPORTS', 'RNG', 'FISH', 'BINGO'])
      expect(navTarget(key, [])).toEqual({ kind: 'hidden' });
  });

  it('uses the large vendor grid above 10 vendors', () => {
    expect(LARGE_VENDOR_GRID_ABOVE).toBe(10);
  });
});

describe('the navigation model', () => {
  it('lists home, favourites, the categories in catalogue order, promotions, then bingo', () => {
    const ids = TOP_NAVIGATION.map((entry) => entry.id);
    expect(ids).toEqual([
      'home',
      'favorite',
      'rng',
      'inhouse',
      'live',
      'fish',
      'pvp',
      'sports',
      'esports',
      'cockfight',
      'lott',
      'elott',
      'promotions',
      'bingo',
    ]);
    const order = TOP_NAVIGATION.flatMap((entry) => categoryOf(entry)?.catalogue ?? []);
    const inCatalogueOrder = CATALOGUE_ORDER.filter((key) => order.includes(key));
    expect(order).toEqual(inCatalogueOrder);
  });

  it('gives every category its own page and a distinct catalogue category', () => {
    expect(new Set(CATEGORIES.map((c) => c.catalogue)).size).toBe(CATEGORIES.length);
    for (const category of CATEGORIES) expect(category.path).toBe(`/${category.id}/`);
  });
});
