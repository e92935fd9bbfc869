// @vitest-environment node
/** Public games calls on both databases: vendor lanes, game lists, hot games, winners, lottery, images. */
import { expect, it } from 'vitest';
import { gameListCall, gameMenusCall, hotGamesCall, winnerBoardCall } from '../../src/api/calls/games/lobby';
import { lotteryGamesCall, lotteryMenusCall, openedGameNumbersCall } from '../../src/api/calls/games/lottery';
import { describeEachDatabase, OTHER_MERCHANT } from './harness';

describeEachDatabase('games lobby', (platform) => {
  it('lists vendor lanes with sports split info and the INHOUSE exclusion', async () => {
    const { status, value } = await platform().call(gameMenusCall, { query: { platform: 'html5-desktop' } });
    expect(status).toBe(200);
    expect(value.lanes.map((lane) => lane.gameType)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'LOTT',
      'ELOTT',
      'BINGO',
      'MINI',
    ]);
    const sports = value.lanes.find((lane) => lane.gameType === 'SPORTS');
    expect(sports?.gameClassify).toEqual(
      expect.arrayContaining([
        { code: 'ESPORTS', vendors: ['IMES'] },
        { code: 'COCKFIGHT', vendors: ['DS88'] },
      ]),
    );
    expect(value.rngExcludedVendors).toEqual(['INHOUSE']);
    const rng = value.lanes.find((lane) => lane.gameType === 'RNG');
    const pg = rng?.vendors.find((vendor) => vendor.vassalage === 'PG');
    expect(pg).toMatchObject({ name: 'PG Soft', gameCount: 1800, logoUrl: '/lgw/assets/vendors/PG.webp' });
    expect(rng?.vendors.reduce((sum, v) => sum + (v.vassalage === 'INHOUSE' ? 0 : v.gameCount), 0)).toBe(10_000);
  });

  it('pages the slot lobby: 20 by default, without overlaps, up to the last page', async () => {
    const p = platform();
    const page = async (pageNo: number, pageSize = 20) =>
      (await p.call(gameListCall, { query: { gameType: 'RNG', pageNo, pageSize } })).value;
    const first = await page(1);
    expect(first.games).toHaveLength(20);
    expect(first).toMatchObject({ pageNo: 1, pageSize: 20, totalCount: 10_000, totalPages: 500 });
    expect(first.games.every((game) => game.vassalage !== 'INHOUSE' && game.gameType === 'RNG')).toBe(true);
    const second = await page(2);
    const ids = new Set([...first.games, ...second.games].map((game) => game.nodeId));
    expect(ids.size).toBe(40);
    expect((await page(500)).games).toHaveLength(20);
    expect(await page(501)).toMatchObject({ games: [], totalCount: 10_000, totalPages: 500 });
    expect((await page(1, 100)).games).toHaveLength(100);
    const odd = await page(1429, 7);
    expect(odd.games).toHaveLength(10_000 - 1428 * 7);
    expect(odd.totalPages).toBe(1429);
  });

  it('filters by vendor, sub-category and name', async () => {
    const p = platform();
    const pg = await p.call(gameListCall, { query: { gameType: 'RNG', vassalage: 'PG', pageSize: 100 } });
    expect(pg.value.totalCount).toBe(1800);
    expect(pg.value.games.every((game) => game.vassalage === 'PG')).toBe(true);
    const inhouse = await p.call(gameListCall, { query: { gameType: 'RNG', vassalage: 'INHOUSE' } });
    // Twelve in-house titles plus the studio's slot, Lucky Five.
    expect(inhouse.value.totalCount).toBe(13);
    expect(inhouse.value.games.map((game) => game.displayName)).toEqual(
      expect.arrayContaining(['Crash', 'Lucky Five']),
    );
    const jackpots = await p.call(gameListCall, { query: { gameType: 'RNG', gameClassify: 'JACKPOT', pageSize: 100 } });
    expect(jackpots.value.totalCount).toBe(2000);
    expect(jackpots.value.games.every((game) => game.displayName.endsWith(' Jackpot'))).toBe(true);
    const search = await p.call(gameListCall, { query: { gameType: 'RNG', name: 'golden dragon', pageSize: 100 } });
    expect(search.value.totalCount).toBe(5);
    expect(search.value.games.every((game) => game.displayName.startsWith('Golden Dragon'))).toBe(true);
    const literal = await p.call(gameListCall, { query: { gameType: 'RNG', name: '%' } });
    expect(literal.value.totalCount).toBe(0);
    const esports = await p.call(gameListCall, { query: { gameType: 'SPORTS', gameClassify: 'ESPORTS' } });
    expect(new Set(esports.value.games.map((game) => game.vassalage))).toEqual(new Set(['IMES']));
    const unknown = await p.call(gameListCall, { query: { gameType: 'RNG', vassalage: 'NOPE' } });
    expect(unknown.value).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
  });

  it('keeps each merchant on its own catalogue and order', async () => {
    const p = platform();
    const ours = await p.call(gameListCall, { query: { gameType: 'RNG' } });
    const theirs = await p.call(gameListCall, { query: { gameType: 'RNG' }, merchant: OTHER_MERCHANT });
    expect(theirs.value.totalCount).toBe(10_000);
    const ourIds = new Set(ours.value.games.map((game) => game.nodeId));
    expect(theirs.value.games.some((game) => ourIds.has(game.nodeId))).toBe(false);
  });

  it('answers bad list queries with 400 bad_request, never a 5xx', async () => {
    const p = platform();
    const bad: Record<string, unknown>[] = [
      {},
      { gameType: 'XYZ' },
      { gameType: 'rng' },
      { gameType: 'RNG', pageNo: 0 },
      { gameType: 'RNG', pageNo: -3 },
      { gameType: 'RNG', pageNo: 'abc' },
      { gameType: 'RNG', pageNo: 1.5 },
      { gameType: 'RNG', pageNo: 1e9 },
      { gameType: 'RNG', pageSize: 0 },
      { gameType: 'RNG', pageSize: 101 },
      { gameType: 'RNG', pageSize: 'NaN' },
      { gameType: 'RNG', vassalage: 'pg' },
      { gameType: 'RNG', vassalage: "PG' OR 1=1 --" },
      { gameType: 'RNG', gameClassify: 'a b' },
      { gameType: 'RNG', name: 'x'.repeat(51) },
      { gameType: 'RNG', name: '   ' },
      { gameType: 'RNG', language: 'FR' },
      { gameType: 'RNG', clientType: 'web' },
    ];
    for (const query of bad) {
      const res = await p.call(gameListCall, { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json.code).toBe('bad_request');
    }
  });

  it('lists hot games, all flagged hot', async () => {
    const p = platform();
    const { value } = await p.call(hotGamesCall, {
      query: { isPlatform: 2, platform: 'flash,html5-desktop', language: 'EN' },
    });
    expect(value.list).toHaveLength(20);
    expect(value.list.every((game) => game.isHot === 1)).toBe(true);
    const live = await p.call(hotGamesCall, { query: { gameType: 'LIVE', limit: 50 } });
    expect(live.value.list.length).toBeGreaterThan(0);
    expect(live.value.list.every((game) => game.gameType === 'LIVE')).toBe(true);
    expect((await p.call(hotGamesCall, { query: { limit: 0 } })).status).toBe(400);
  });

  it('answers the winner board biggest first, masked, at most 20, its biggest with its newest', async () => {
    const p = platform();
    const { value } = await p.call(winnerBoardCall, { query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } });
    expect(value.list).toHaveLength(20);
    const amounts = value.list.map((entry) => entry.vo.winAmount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(value.list.every((entry) => entry.vo.customerName.includes('***'))).toBe(true);
    // The biggest half of the limit, then the newest of the rest (so a fresh win reaches the jackpot ticker):
    // the first five of nine are the board's five biggest.
    const nine = await p.call(winnerBoardCall, { query: { limitNum: 9 } });
    expect(nine.value.list).toHaveLength(9);
    expect(nine.value.list.slice(0, 5)).toEqual(value.list.slice(0, 5));
    const newest = (list: typeof value.list) => Math.max(...list.map((entry) => Date.parse(entry.vo.winTime)));
    expect(newest(nine.value.list)).toBe(newest(value.list));
    const live = await p.call(winnerBoardCall, { query: { gameCategory: 'LIVE' } });
    expect(live.value.list.every((entry) => entry.vo.gameType === 'LIVE')).toBe(true);
    for (const query of [{ limitNum: 21 }, { limitNum: 0 }, { gameCategory: 'CASINO' }]) {
      expect((await p.call(winnerBoardCall, { query })).status).toBe(400);
    }
  });

  it('serves lottery menus, games per prize mode and opened numbers', async () => {
    const p = platform();
    const menus = await p.call(lotteryMenusCall, { query: { prizeMode: 'ELOTT', device: 'WEB' } });
    expect(menus.value.menus.map((menu) => menu.code)).toEqual(['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'VN_FAST']);
    const sea = await p.call(lotteryGamesCall, { query: { prizeMode: 'SEA' } });
    expect(sea.value.list.map((game) => game.displayName)).toContain('Myanmar 2D');
    expect(sea.value.list.every((game) => game.prizeMode === 'SEA')).toBe(true);
    const opened = await p.call(openedGameNumbersCall, { query: { gameCode: 'LOTT001', limit: 5 } });
    expect(opened.value.list).toHaveLength(5);
    expect(opened.value.list[0]?.numbers).toHaveLength(3);
    expect((await p.call(openedGameNumbersCall, { query: { gameCode: 'NOPE1' } })).status).toBe(404);
    expect((await p.call(openedGameNumbersCall, { query: { gameCode: 'x y' } })).status).toBe(400);
    expect((await p.call(lotteryMenusCall, { query: { prizeMode: 'XX' } })).status).toBe(400);
  });

  it('serves generated images with a long cache and no script', async () => {
    const p = platform();
    const tile = await p.request('GET', '/lgw/assets/games/PG_1001.svg');
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/svg+xml');
    expect(tile.headers.get('cache-control')).toContain('immutable');
    expect(await tile.text()).toMatch(/^<svg /);
    expect((await p.request('GET', '/lgw/assets/vendors/DS88.svg')).status).toBe(200);
    expect((await p.request('GET', '/lgw/assets/art/shapla-bd-login.svg')).status).toBe(200);
    for (const path of [
      '/lgw/assets/games/PG_1001.webp',
      '/lgw/assets/vendors/DS88.webp',
      '/lgw/assets/art/shapla-bd-login.webp',
    ]) {
      const webp = await p.request('GET', path);
      expect(webp.status, path).toBe(200);
      expect(webp.headers.get('content-type'), path).toBe('image/webp');
      expect(webp.headers.get('cache-control'), path).toContain('immutable');
    }
    expect((await p.request('GET', '/lgw/assets/art/Bad_Slug.webp')).status).toBe(404);
    expect((await p.request('GET', '/lgw/assets/games/..%2F..%2Fetc.svg')).status).toBe(404);
    expect((await p.request('GET', '/lgw/assets/vendors/pg.png')).status).toBe(404);
  });
});
