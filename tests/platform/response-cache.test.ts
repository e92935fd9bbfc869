// @vitest-environment node
/**
 * The catalogue micro-cache: visitors share answers for a few seconds; members and bad input never do. On PGlite only
 * (harness.ts describeOnPGlite): the cache sits in front of the lobby queries, which games-lobby.test.ts and
 * games-member.test.ts run on both databases.
 */
import { describe, expect, it } from 'vitest';
import { cacheKey, createResponseCache } from '../../platform/http/response-cache';
import { gameListCall, gameMenusCall } from '../../src/api/calls/games/lobby';
import { balanceCall } from '../../src/api/calls/wallet';
import { describeOnPGlite } from './harness';

describe('response cache', () => {
  it('answers until the entry expires', () => {
    const cache = createResponseCache();
    cache.set('k', { a: 1 }, 1_000, 5_000);
    expect(cache.get('k', 5_999)).toEqual({ a: 1 });
    expect(cache.get('k', 6_000)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = createResponseCache(2);
    cache.set('a', 1, 0, 60_000);
    cache.set('b', 2, 0, 60_000);
    cache.set('c', 3, 0, 60_000);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe(3);
  });

  it('keys by merchant, path and query regardless of parameter order', () => {
    expect(cacheKey('M', '/p', { b: 2, a: 1 })).toBe(cacheKey('M', '/p', { a: 1, b: 2 }));
    expect(cacheKey('M', '/p', { a: 1 })).not.toBe(cacheKey('N', '/p', { a: 1 }));
  });
});

describeOnPGlite('catalogue caching', (platform) => {
  it('marks visitor catalogue answers cacheable and answers repeats identically', async () => {
    const query = { gameType: 'RNG', vassalage: 'PG', pageNo: 2, pageSize: 10 } as const;
    const first = await platform().call(gameListCall, { query });
    const second = await platform().call(gameListCall, { query });
    expect(first.headers.get('cache-control')).toBe('public, max-age=5');
    expect(second.value).toEqual(first.value);
    expect(second.value.games).toHaveLength(10);
  });

  it('still validates the query of a cached call', async () => {
    await platform().call(gameMenusCall);
    const bad = await platform().call(gameListCall, { query: { gameType: 'NOPE' } as never });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('bad_request');
  });

  it('never caches or marks signed-in answers', async () => {
    const token = await platform().login('bdplayer1', 'Player123');
    const menus = await platform().call(gameMenusCall, { token });
    expect(menus.headers.get('cache-control')).toBe('no-store');
    const balance = await platform().call(balanceCall, { token });
    expect(balance.headers.get('cache-control')).toBe('no-store');
  });
});
