import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, serveSite } from '../../../scripts/lib/static-site';

let base: string;
let site: string;

function put(path: string, content: string | Buffer) {
  const file = join(site, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'static-site-'));
  site = join(base, 'site');
  const home = '<!doctype html><title>Home</title>';
  put('index.html', home);
  put('index.html.br', brotliCompressSync(home));
  put('index.html.gz', gzipSync(home));
  put('promotions/index.html', '<title>Promotions</title>');
  put('404.html', '<title>Not here</title>');
  put('_astro/app.abc123.js', 'console.log(1)');
  put('_astro/app.abc123.js.gz', gzipSync('console.log(1)'));
  put('brands/logo.svg', '<svg/>');
  put('.hidden', 'hidden');
  // A file next to the site folder that no URL may reach.
  writeFileSync(join(base, 'secret.txt'), 'SECRET');
  writeFileSync(join(base, 'site-secret.txt'), 'SECRET');
  utimesSync(join(site, 'index.html'), new Date(2024, 0, 1), new Date(2024, 0, 1));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  serveSite(site, new Request(`http://localhost${path}`, { headers, method }));

describe('serveSite', () => {
  it('serves index.html for the root and for directories, with or without the slash, and /index', async () => {
    for (const path of ['/', '/index', '/index.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>Home</title>');
    }
    for (const path of ['/promotions/', '/promotions', '/promotions/index']) {
      expect(await (await get(path)).text(), path).toContain('Promotions');
    }
  });

  it('picks brotli, then gzip, then identity by Accept-Encoding, and says it varies', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync('<!doctype html><title>Home</title>'));

    const gz = await get('/', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const plain = await get('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('falls back to another variant when the preferred one was not built', async () => {
    const response = await get('/_astro/app.abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('caches hashed /_astro files for a year and makes HTML revalidate', async () => {
    expect((await get('/_astro/app.abc123.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/brands/logo.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a matching ETag with 304', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    const second = await get('/', { 'if-none-match': etag });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
    // Only what a cache updates its copy with: the page's policy stays the stored one's.
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(second.headers.get('content-security-policy')).toBeNull();
  });

  it("answers unknown paths with the site's 404 page and status 404", async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Not here');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/promotions/..%2F..%2Fsecret.txt',
    '/..%5csecret.txt',
    '/%00',
    '/%E0%A4%A',
    '/../site-secret.txt',
  ])('never leaves the site folder: %s', async (path) => {
    const response = await get(path);
    expect([400, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('SECRET');
  });

  it('does not serve hidden files', async () => {
    expect((await get('/.hidden')).status).toBe(404);
  });

  it('answers HEAD without a body and refuses writes', async () => {
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('<!doctype html><title>Home</title>'.length));
    expect(await head.text()).toBe('');
    const post = await get('/', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('sends nosniff', async () => {
    expect((await get('/')).headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('acceptedEncodings', () => {
  it('honours q=0 and wildcards', () => {
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(null)).toEqual([]);
  });
});
