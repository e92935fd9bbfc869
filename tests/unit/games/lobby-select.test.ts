/**
 * What the lobby shows, computed in the browser (src/features/games/stores/lobby-select.ts): search keys,
 * the vendor chip and the excluded in-house vendors, the select types, and the three sorts.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogueRow } from '../../../src/api/calls/games/lobby';
import { catalogueFromRows, searchKey } from '../../../src/features/games/stores/catalogue-index';
import { type Selection, selectGames, sortOrder } from '../../../src/features/games/stores/lobby-select';

// [nodeId, gameId, gameCode, vassalage, gameClassify, displayName, iconUrl, flags (1 hot, 2 new, 4 vendor tile), prizeMode]
const rows: CatalogueRow[] = [
  [10, 'PG_1', '1', 'PG', 'SLOT', 'Fortune Ox', '/i/10.svg', 1, null],
  [11, 'PG_2', '2', 'PG', 'SLOT', 'Mahjong Ways', '/i/11.svg', 0, null],
  [12, 'CQ9_1', '1', 'CQ9', 'SLOT', 'Jump Higher', '/i/12.svg', 2, null],
  [13, 'CQ9_2', '2', 'CQ9', 'SLOT', 'Fortune Dragon', '/i/13.svg', 3, null],
  [14, 'IN_1', '1', 'INHOUSE', 'SLOT', 'House Fortune', '/i/14.svg', 0, null],
  [15, 'JDB_1', '1', 'JDB', 'SLOT', 'ápple Café 2', '/i/15.svg', 0, null],
  [16, 'JDB_2', '2', 'JDB', 'SLOT', 'Apple Cafe 10', null, 4, null],
];
const catalogue = catalogueFromRows('RNG', rows);
const base: Selection = {
  vendor: null,
  excluded: ['INHOUSE'],
  query: '',
  sort: 'popular',
  type: 'ALL',
  favoriteIds: [],
  recentIds: [],
};
const ids = (selection: Partial<Selection>) => selectGames(catalogue, { ...base, ...selection }).map((g) => g.nodeId);

describe('the catalogue index in the browser', () => {
  it("rebuilds games with the API's fields from the compact rows", () => {
    expect(catalogue.games[3]).toEqual({
      nodeId: 13,
      gameId: 'CQ9_2',
      gameCode: '2',
      gameType: 'RNG',
      gameClassify: 'SLOT',
      vassalage: 'CQ9',
      displayName: 'Fortune Dragon',
      nodeName: 'Fortune Dragon',
      iconUrl: '/i/13.svg',
      isGame: 'GAME',
      isHot: 1,
      isNew: 1,
      prizeMode: null,
    });
    expect(catalogue.games[6]).toMatchObject({ isGame: 'VASSALAGE', iconUrl: '/lgw/assets/games/JDB_2.webp' });
  });

  it('folds case, accents and spaces in search keys', () => {
    expect(searchKey('  Fortune   ÓX ')).toBe('fortune ox');
    expect(searchKey('Café')).toBe(searchKey('cafe'));
    expect(searchKey('ＡＢＣ')).toBe('abc');
  });
});

describe('selectGames', () => {
  it('lists every vendor but the excluded ones, in list (popular) order', () => {
    expect(ids({})).toEqual([10, 11, 12, 13, 15, 16]);
  });

  it('filters by vendor chip, the in-house chip included', () => {
    expect(ids({ vendor: 'CQ9' })).toEqual([12, 13]);
    expect(ids({ vendor: 'INHOUSE' })).toEqual([14]);
  });

  it('searches names as typed: any part, any case, accents folded, spaces trimmed', () => {
    expect(ids({ query: 'fort' })).toEqual([10, 13]);
    expect(ids({ query: ' FORTUNE  d' })).toEqual([13]);
    expect(ids({ query: 'cafe' })).toEqual([15, 16]);
    expect(ids({ query: 'fortune', vendor: 'INHOUSE' })).toEqual([14]);
    expect(ids({ query: 'no such game' })).toEqual([]);
  });

  it('offers the select types HOT and NEW from the platform flags', () => {
    expect(ids({ type: 'HOT' })).toEqual([10, 13]);
    expect(ids({ type: 'NEW' })).toEqual([12, 13]);
    expect(ids({ type: 'NEW', query: 'jump' })).toEqual([12]);
  });

  it('lists favourites in the chosen sort and recent games most recent first', () => {
    expect(ids({ type: 'FAV', favoriteIds: [16, 10, 999] })).toEqual([10, 16]);
    expect(ids({ type: 'FAV', favoriteIds: [16, 10], sort: 'az' })).toEqual([16, 10]);
    expect(ids({ type: 'RECENT', recentIds: [15, 11, 10], sort: 'az' })).toEqual([15, 11, 10]);
    expect(ids({ type: 'RECENT', recentIds: [15, 11, 10], vendor: 'PG' })).toEqual([11, 10]);
    expect(ids({ type: 'FAV', favoriteIds: [] })).toEqual([]);
  });

  it('sorts A–Z by name (accents ignored, numbers by value) and new titles first, newest first', () => {
    expect(ids({ sort: 'az' })).toEqual([15, 16, 13, 10, 12, 11]);
    expect(ids({ sort: 'new' })).toEqual([13, 12, 16, 15, 11, 10]);
  });

  it('computes each sort once per catalogue', () => {
    expect(sortOrder(catalogue, 'az')).toBe(sortOrder(catalogue, 'az'));
    expect([...sortOrder(catalogue, 'popular')]).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
