// @vitest-environment node
/**
 * Game artwork on both databases: each title's image is its own and carries its name and vendor, comes
 * compressed when the browser accepts it, caches for a year, and a bad or unknown id is a 404, never a 5xx.
 * Vendor tiles (VASSALAGE) are listed but cannot be launched.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { launchGameCall } from '../../src/api/calls/games/launch';
import { gameListCall, hotGamesCall } from '../../src/api/calls/games/lobby';
import { describeEachDatabase, OTHER_MERCHANT } from './harness';

describeEachDatabase('games artwork', (platform) => {
  const image = (gameId: string, headers: Record<string, string> = {}, merchant?: string) =>
    platform().request('GET', `/lgw/assets/games/${gameId}.svg`, { headers, ...(merchant ? { merchant } : {}) });

  it('draws each title with its own name and vendor, distinct from every other title', async () => {
    const { value } = await platform().call(gameListCall, {
      query: { gameType: 'FISH', pageNo: 1, pageSize: 12 },
    });
    const svgs = new Set<string>();
    for (const game of value.games) {
      // Tiles link the WebP drawing; the same name with .svg answers the SVG it is drawn from.
      expect(game.iconUrl).toBe(`/lgw/assets/games/${game.gameId}.webp`);
      const webp = await platform().request('GET', game.iconUrl);
      expect(webp.status, game.iconUrl).toBe(200);
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const res = await platform().request('GET', game.iconUrl.replace(/\.webp$/, '.svg'));
      expect(res.status, game.iconUrl).toBe(200);
      const svg = await res.text();
      // Long names wrap over <tspan> lines: the words are all there, in order.
      const text = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');
      expect(text.replace(/&#39;/g, "'")).toBe(game.displayName);
      expect(svg).not.toMatch(/<script|on\w+=/i);
      svgs.add(svg);
    }
    expect(svgs.size).toBe(value.games.length);
    const fishing = await (await image('JDB_FISH001')).text();
    expect(fishing).toContain('JDB FISHING');
  });

  it('wraps a long name into lines inside the picture', async () => {
    const { value } = await platform().call(gameListCall, {
      query: { gameType: 'LIVE', vassalage: 'PT', pageNo: 1, pageSize: 20 },
    });
    const long = value.games.find((game) => game.displayName === 'Adventures Beyond Wonderland');
    expect(long).toBeDefined();
    const svg = await (await platform().request('GET', (long?.iconUrl ?? '').replace(/\.webp$/, '.svg'))).text();
    expect(svg.match(/<tspan /g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('serves brotli or gzip as accepted, with a year-long immutable cache', async () => {
    const plain = await (await image('PG_1001')).text();
    const br = await image('PG_1001', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toBe('image/svg+xml');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain);
    expect(brBytes.length).toBeLessThan(plain.length / 2);
    const gz = await image('PG_1001', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    const refused = await image('PG_1001', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('answers a bad or unknown id with 404 not_found', async () => {
    for (const id of ['pg_1001', 'PG_99999', '..%2F..%2Fetc', 'A', `${'X'.repeat(61)}`, "PG_1001'%3B--"]) {
      const res = await image(id);
      expect(res.status, id).toBe(404);
      expect((await res.json()).code).toBe('not_found');
    }
    expect((await platform().request('GET', '/lgw/assets/games/PG_1001.png')).status).toBe(404);
    expect((await platform().request('GET', '/lgw/assets/games/PG_99999.webp')).status).toBe(404);
    // The same id on another merchant draws that merchant's own title.
    expect((await image('PG_1001', {}, OTHER_MERCHANT)).status).toBe(200);
  });

  it('lists fishing and card vendors as VASSALAGE tiles that cannot be launched', async () => {
    const { value } = await platform().call(hotGamesCall, { query: { gameType: 'FISH', limit: 50 } });
    const vendors = value.list.filter((game) => game.isGame === 'VASSALAGE');
    expect(vendors.map((game) => game.vassalage).sort()).toEqual(['CQ9', 'FC', 'JDB', 'JL']);
    expect((await image(vendors[0]?.gameId ?? '')).status).toBe(200);
    const token = await platform().login('bdplayer1', 'Player123');
    const tile = await platform().call(launchGameCall, { token, body: { nodeId: vendors[0]?.nodeId } });
    expect(tile.status).toBe(404);
    expect(tile.json.code).toBe('not_found');
    // A vendor launch still opens a real game, never the vendor tile.
    const launch = await platform().call(launchGameCall, { token, body: { vassalage: 'JDB', gameType: 'FISH' } });
    expect(launch.status).toBe(200);
  });
});
