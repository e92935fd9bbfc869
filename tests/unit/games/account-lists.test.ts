import { describe, expect, it } from 'vitest';
import { appendPage, ofType, stillFavorite, typesPresent } from '../../../src/features/games/account-lists';

const g = (nodeId: number, gameType: 'RNG' | 'LIVE' | 'FISH' | 'SPORTS' = 'RNG') => ({ nodeId, gameType });

describe('appendPage', () => {
  it('adds the next page after the loaded games', () => {
    expect(appendPage([g(1), g(2)], [g(3), g(4)]).map((x) => x.nodeId)).toEqual([1, 2, 3, 4]);
  });
  it('skips games already listed (one played between loads moved up a page)', () => {
    expect(appendPage([g(1), g(2)], [g(2), g(3), g(3)]).map((x) => x.nodeId)).toEqual([1, 2, 3]);
  });
});

describe('typesPresent', () => {
  it('lists each type once, in the platform category order', () => {
    expect(typesPresent([g(1, 'SPORTS'), g(2, 'FISH'), g(3, 'RNG'), g(4, 'FISH')])).toEqual(['RNG', 'FISH', 'SPORTS']);
  });
  it('is empty for an empty list', () => {
    expect(typesPresent([])).toEqual([]);
  });
});

describe('ofType', () => {
  const games = [g(1, 'RNG'), g(2, 'LIVE'), g(3, 'RNG')];
  it('keeps one type', () => {
    expect(ofType(games, 'RNG').map((x) => x.nodeId)).toEqual([1, 3]);
  });
  it('keeps everything for null (All)', () => {
    expect(ofType(games, null)).toEqual(games);
  });
});

describe('stillFavorite', () => {
  it('drops the games no longer among the favourites, keeping the list order', () => {
    expect(stillFavorite([g(1), g(2), g(3)], [3, 1]).map((x) => x.nodeId)).toEqual([1, 3]);
  });
});
