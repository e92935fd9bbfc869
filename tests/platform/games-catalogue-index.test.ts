// @vitest-environment node
/**
 * The lobby's catalogue index (catalogueIndexCall) on both databases: every slot of the type in list order
 * with the same fields as the paged list, brotli/gzip by Accept-Encoding, an ETag answered with 304, a
 * browser cache, and bad input refused with 400.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { pickEncoding } from '../../platform/games/catalogue-index';
import { matchesEtag } from '../../platform/http/revalidation';
import { CATALOGUE_FLAG, catalogueIndexCall, defaultGameIconUrl, gameListCall } from '../../src/api/calls/games/lobby';
import { describeEachDatabase, OTHER_MERCHANT } from './harness';

const PATH = `${catalogueIndexCall.path}?gameType=RNG`;

describeEachDatabase('games catalogue index', (platform) => {
  it('lists every game of the type in list order, matching the paged list', async () => {
    const p = platform();
    const { status, value } = await p.call(catalogueIndexCall, { query: { gameType: 'RNG' } });
    expect(status).toBe(200);
    expect(value.gameType).toBe('RNG');
    // 10,000 slots plus the in-house games the client shows under INHOUSE.
    const plain = value.games.filter((row) => row[3] !== 'INHOUSE');
    expect(plain).toHaveLength(10_000);
    expect(value.games.length).toBeGreaterThan(10_000);
    const page = await p.call(gameListCall, { query: { gameType: 'RNG', pageSize: 100 } });
    const [first] = page.value.games;
    expect(plain.slice(0, 100).map((row) => row[0])).toEqual(page.value.games.map((game) => game.nodeId));
    expect(plain[0]).toEqual([
      first?.nodeId,
      first?.gameId,
      first?.gameCode,
      first?.vassalage,
      first?.gameClassify,
      first?.displayName,
      // The drawn artwork's address is left out (null) and rebuilt from the game id.
      first?.iconUrl === defaultGameIconUrl(first?.gameId ?? '') ? null : first?.iconUrl,
      (first?.isHot ? CATALOGUE_FLAG.hot : 0) | (first?.isNew ? CATALOGUE_FLAG.new : 0),
      first?.prizeMode,
    ]);
    expect(value.games.some((row) => row[7] & CATALOGUE_FLAG.hot)).toBe(true);
    expect(value.games.some((row) => row[7] & CATALOGUE_FLAG.new)).toBe(true);
    expect(value.games.filter((row) => row[6] === null).length).toBeGreaterThan(9_000);
  });

  it('is compressed, tagged and answers a matching If-None-Match with 304', async () => {
    const p = platform();
    const plain = await p.request('GET', PATH);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=300');
    expect(plain.headers.get('vary')).toBe('x-merchant-code, accept-encoding');

    const br = await p.request('GET', PATH, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(etag);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);
    // The index is worth fetching once: brotli shrinks it to a fraction.
    expect(brBytes.length).toBeLessThan(text.length / 4);

    const gz = await p.request('GET', PATH, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);

    const again = await p.request('GET', PATH, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('differs per merchant (each has its own list order)', async () => {
    const p = platform();
    const ours = await p.request('GET', PATH);
    const theirs = await p.request('GET', PATH, { merchant: OTHER_MERCHANT });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('etag')).not.toBe(ours.headers.get('etag'));
    const stale = await p.request('GET', PATH, {
      merchant: OTHER_MERCHANT,
      headers: { 'if-none-match': ours.headers.get('etag') ?? '' },
    });
    expect(stale.status).toBe(200);
  });

  it('refuses bad input with 400 bad_request, never 5xx', async () => {
    const p = platform();
    for (const query of ['', '?gameType=SLOTS', '?gameType=RNG&language=xx', `?gameType=${'R'.repeat(500)}`]) {
      const res = await p.request('GET', `${catalogueIndexCall.path}${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('bad_request');
    }
  });
});

it('reads Accept-Encoding and If-None-Match like a browser sends them', () => {
  expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
  expect(pickEncoding('identity')).toBeNull();
  expect(pickEncoding(undefined)).toBeNull();
  expect(matchesEtag('W/"abc", "def"', '"abc"')).toBe(true);
  expect(matchesEtag('*', '"abc"')).toBe(true);
  expect(matchesEtag('"abd"', '"abc"')).toBe(false);
  expect(matchesEtag(undefined, '"abc"')).toBe(false);
});
