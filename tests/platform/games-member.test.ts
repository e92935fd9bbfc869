// @vitest-environment node
/** Member-only games calls on both databases: favourites, recent games, launch and the vendor simulator's page. */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { beforeAll, expect, it } from 'vitest';
import { adminWhitelabelCall } from '../../src/api/calls/admin';
import {
  addFavoriteCall,
  favoriteIdsCall,
  favoriteListCall,
  removeFavoriteCall,
} from '../../src/api/calls/games/favorites';
import { launchGameCall, recentGamesCall } from '../../src/api/calls/games/launch';
import { gameListCall } from '../../src/api/calls/games/lobby';
import { lotteryGamesCall, lotteryRecentGamesCall, openedNumbersCall } from '../../src/api/calls/games/lottery';
import { describeEachDatabase, MERCHANT, OTHER_MERCHANT, type TestPlatform } from './harness';

describeEachDatabase('games for members', (platform) => {
  let p: TestPlatform;
  let alice: string;
  let bob: string;
  let games: number[];
  let otherMerchantGame: number;

  beforeAll(async () => {
    p = platform();
    alice = await p.login('bdplayer1', 'Player123');
    bob = await p.login('bdplayer2', 'Player123');
    games = (await p.call(gameListCall, { query: { gameType: 'RNG', pageSize: 10 } })).value.games.map((g) => g.nodeId);
    otherMerchantGame = (await p.call(gameListCall, { query: { gameType: 'RNG' }, merchant: OTHER_MERCHANT })).value
      .games[0]?.nodeId as number;
  });
  const ids = async (token: string) => (await p.call(favoriteIdsCall, { token })).value.favGameIds;

  it('refuses visitors and foreign tokens with 401 not_logged_in', async () => {
    const pkPlayer = await p.login('pkplayer1', 'Player123', { merchant: OTHER_MERCHANT });
    const attempts = [
      p.call(favoriteIdsCall),
      p.call(favoriteListCall),
      p.call(addFavoriteCall, { body: { nodeId: games[0] } }),
      p.call(removeFavoriteCall, { query: { nodeId: games[0] } }),
      p.call(recentGamesCall),
      p.call(launchGameCall, { body: { nodeId: games[0] } }),
      p.call(lotteryRecentGamesCall),
      p.call(openedNumbersCall),
      p.call(favoriteIdsCall, { token: 'x'.repeat(43) }),
      // a token from another merchant's site is no session here
      p.call(favoriteIdsCall, { token: pkPlayer }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(401);
      expect(res.json.code).toBe('not_logged_in');
    }
  });

  it('adds favourites newest first, idempotently, and removes them', async () => {
    const [a, b, c] = games as [number, number, number];
    await p.call(addFavoriteCall, { token: alice, body: { nodeId: a, vendor: 'PG', gameType: 'RNG' } });
    await p.call(addFavoriteCall, { token: alice, body: { nodeId: b } });
    const again = await p.call(addFavoriteCall, { token: alice, body: { nodeId: a } });
    expect(again.status).toBe(200);
    expect(again.value.favGameIds).toEqual([b, a]);
    await p.call(addFavoriteCall, { token: alice, body: { nodeId: c } });
    const list = await p.call(favoriteListCall, { token: alice, query: { pageNo: 1, pageSize: 2, gameType: 'HOME' } });
    expect(list.value.content.map((g) => g.nodeId)).toEqual([c, b]);
    expect(list.value).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 3 });
    const page2 = await p.call(favoriteListCall, { token: alice, query: { pageNo: 2, pageSize: 2 } });
    expect(page2.value.content.map((g) => g.nodeId)).toEqual([a]);
    expect((await p.call(favoriteListCall, { token: alice, query: { gameType: 'LIVE' } })).value.content).toEqual([]);
    const removed = await p.call(removeFavoriteCall, { token: alice, query: { nodeId: b } });
    expect(removed.value.favGameIds).toEqual([c, a]);
    const twice = await p.call(removeFavoriteCall, { token: alice, query: { nodeId: b } });
    expect(twice.status).toBe(200);
    expect(twice.value.favGameIds).toEqual([c, a]);
  });

  it('keeps one member out of another member’s favourites and recent games', async () => {
    expect(await ids(bob)).toEqual([]);
    expect((await p.call(favoriteListCall, { token: bob })).value.totalCount).toBe(0);
    // Bob removing Alice's favourite id only touches Bob's (empty) list.
    await p.call(removeFavoriteCall, { token: bob, query: { nodeId: games[2] } });
    expect(await ids(alice)).toContain(games[2]);
    await p.call(launchGameCall, { token: alice, body: { nodeId: games[5] } });
    expect((await p.call(recentGamesCall, { token: bob })).value.list).toEqual([]);
  });

  it('refuses unknown games, other merchants’ games and malformed bodies', async () => {
    const unknown = await p.call(addFavoriteCall, { token: alice, body: { nodeId: 2_000_000_000 } });
    expect(unknown.status).toBe(404);
    const foreign = await p.call(addFavoriteCall, { token: alice, body: { nodeId: otherMerchantGame } });
    expect(foreign.status).toBe(404);
    for (const body of [
      {},
      { nodeId: -1 },
      { nodeId: 0 },
      { nodeId: 'abc' },
      { nodeId: 1.5 },
      { nodeId: 1, extra: 1 },
      [],
    ]) {
      const res = await p.call(addFavoriteCall, { token: alice, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('bad_request');
    }
    const raw = await p.request('POST', addFavoriteCall.path, {
      body: '{"nodeId":',
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    expect((await p.call(removeFavoriteCall, { token: alice, query: { nodeId: 'x' } })).status).toBe(400);
    expect((await p.call(favoriteListCall, { token: alice, query: { pageSize: 1000 } })).status).toBe(400);
  });

  it('survives concurrent toggles of one game: one row or none, never an error', async () => {
    const nodeId = games[9] as number;
    const adds = await Promise.all(
      Array.from({ length: 12 }, () => p.call(addFavoriteCall, { token: bob, body: { nodeId } })),
    );
    expect(adds.every((res) => res.status === 200)).toBe(true);
    expect((await ids(bob)).filter((id) => id === nodeId)).toHaveLength(1);
    const mixed = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2
          ? p.call(addFavoriteCall, { token: bob, body: { nodeId } })
          : p.call(removeFavoriteCall, { token: bob, query: { nodeId } }),
      ),
    );
    expect(mixed.every((res) => res.status === 200)).toBe(true);
    const after = await ids(bob);
    expect(after.filter((id) => id === nodeId).length).toBeLessThanOrEqual(1);
    const list = await p.call(favoriteListCall, { token: bob });
    expect(list.value.content.map((g) => g.nodeId)).toEqual(after);
  });

  it('launches a game: the simulator page with the name, vendor and balance, and a recent game', async () => {
    const [game] = (await p.call(gameListCall, { query: { gameType: 'LIVE', vassalage: 'EVO', gameClassify: 'LIVE' } }))
      .value.games;
    const launched = await p.call(launchGameCall, {
      token: alice,
      body: { nodeId: game?.nodeId, language: 'EN', backUrl: '/live' },
    });
    expect(launched.status).toBe(200);
    expect(launched.value.url).toMatch(/^\/lgw\/vendor-sim\/play\/[\w-]{43}$/);
    // Over a socket: the simulator asks the platform for the balance over HTTP, as an aggregator would.
    const server = serve({ fetch: p.platform.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const page = await fetch(`${origin}${launched.value.url}`, { headers: { 'x-merchant-code': MERCHANT } });
    server.close();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain(`<h1 dir="auto">${game?.displayName}</h1>`);
    expect(html).toContain('Evolution');
    expect(html).toMatch(/1,520\.50/);
    expect(html).toContain('href="/live"');
    const recent = await p.call(recentGamesCall, { token: alice, query: { page: 1, pageSize: 20 } });
    expect(recent.value.list[0]?.nodeId).toBe(game?.nodeId);
    expect(recent.value.list[1]?.nodeId).toBe(games[5]);
    // launching again moves it to the front without a duplicate
    await p.call(launchGameCall, { token: alice, body: { nodeId: games[5] } });
    const again = await p.call(recentGamesCall, { token: alice });
    expect(again.value.list.map((g) => g.nodeId)).toEqual([games[5], game?.nodeId]);
    expect((await p.call(recentGamesCall, { token: alice, query: { gameType: 'LIVE' } })).value.totalCount).toBe(1);
  });

  it('launches a vendor lobby and lottery games, which show in the lottery recent list', async () => {
    const sports = await p.call(launchGameCall, { token: bob, body: { vassalage: 'BTI', gameType: 'SPORTS' } });
    expect(sports.status).toBe(200);
    expect(await (await p.request('GET', sports.value.url)).text()).toContain('BTi Sports');
    const [lotto] = (await p.call(lotteryGamesCall, { query: { prizeMode: 'LOTT' } })).value.list;
    const lottery = await p.call(launchGameCall, {
      token: bob,
      body: { vassalage: 'LOTT', gameType: 'LOTT', gameCode: lotto?.gameCode, prizeMode: 'LOTT', view: 'betting' },
    });
    expect(lottery.status).toBe(200);
    const recent = await p.call(lotteryRecentGamesCall, { token: bob, query: { prizeMode: 'LOTT' } });
    expect(recent.value.list.map((g) => g.nodeId)).toEqual([lotto?.nodeId]);
    const opened = await p.call(openedNumbersCall, { token: bob, query: { prizeMode: 'LOTT' } });
    expect(opened.value.list.length).toBeGreaterThan(3);
  });

  it('refuses bad launches with 4xx', async () => {
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ nodeId: games[0], vassalage: 'PG', gameType: 'RNG' }, 400],
      [{ vassalage: 'PG' }, 400],
      [{ nodeId: games[0], backUrl: 'javascript:alert(1)' }, 400],
      [{ nodeId: games[0], backUrl: '//evil.example/' }, 400],
      [{ nodeId: 2_000_000_000 }, 404],
      [{ nodeId: otherMerchantGame }, 404],
      [{ vassalage: 'NOPE', gameType: 'RNG' }, 404],
    ];
    for (const [body, status] of cases) {
      const res = await p.call(launchGameCall, { token: alice, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
    }
  });

  it('does not open a game page with a bad, expired or foreign ticket', async () => {
    expect((await p.request('GET', '/lgw/vendor-sim/play/not-a-ticket')).status).toBe(404);
    expect((await p.request('GET', `/lgw/vendor-sim/play/${'a'.repeat(43)}`)).status).toBe(404);
    const { value } = await p.call(launchGameCall, { token: alice, body: { nodeId: games[0] } });
    expect((await p.request('GET', value.url, { merchant: OTHER_MERCHANT })).status).toBe(404);
  });

  it('lets trial users launch only while FREEPLAY3 is on', async () => {
    const trial = await p.login('bdtrial', 'Player123');
    expect((await p.call(launchGameCall, { token: trial, body: { nodeId: games[0] } })).status).toBe(200);
    await p.admin(adminWhitelabelCall, { body: { merchantCode: MERCHANT, flags: { FREEPLAY3: false } } });
    try {
      const blocked = await p.call(launchGameCall, { token: trial, body: { nodeId: games[0] } });
      expect(blocked.status).toBe(403);
      expect(blocked.json.code).toBe('trial_user_blocked');
      // members are not affected by the flag
      expect((await p.call(launchGameCall, { token: alice, body: { nodeId: games[0] } })).status).toBe(200);
    } finally {
      await p.admin(adminWhitelabelCall, { body: { merchantCode: MERCHANT, flags: { FREEPLAY3: true } } });
    }
  });
});
