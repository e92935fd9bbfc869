/**
 * The service worker each site gets (scripts/lib/pwa-service-worker.ts, pwa-routes.ts): what it precaches, and
 * which requests it may answer from the device. The route matchers and the cache-key plugin are run here as the
 * worker runs them: from the source text workbox-build writes into sw.js. Writing sw.js itself (Workbox bundling its
 * runtime, about 2 s of CPU) is left to the build; the browser tests (pwa-*.spec.ts) run the built workers.
 */
// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getManifest } from 'workbox-build';
import { runtimeCaching } from '../../../scripts/lib/pwa-routes';
import { buildId, precacheOptions, serviceWorkerOptions, shellFiles } from '../../../scripts/lib/pwa-service-worker';

const ORIGIN = 'https://indusplay.example';
const SITE = { languages: ['en', 'ur'], defaultLanguage: 'en' };
const page = (refs: string[]) =>
  `<!doctype html><html><head>${refs.map((ref) => `<script type="module" src="${ref}"></script>`).join('')}</head></html>`;

/** A matcher or plugin function as the worker has it: re-made from its text, with `self` the worker's. */
function asWorker<T>(fn: unknown): T {
  return new Function('self', `return (${String(fn)});`)({ location: new URL(ORIGIN) }) as T;
}
type Matcher = (options: { url: URL; request: Request }) => boolean;

function request(path: string, init: { mode?: 'navigate'; destination?: string; headers?: Record<string, string> }) {
  const url = new URL(path, ORIGIN);
  // Node's Request cannot be made a navigation: the fields the matchers read, as the worker sees them.
  return {
    url,
    request: {
      url: url.href,
      method: 'GET',
      mode: init.mode ?? 'cors',
      destination: init.destination ?? '',
      headers: new Headers(init.headers),
    } as unknown as Request,
  };
}
const navigation = (path: string) => request(path, { mode: 'navigate', destination: 'document' });

describe('runtime routes', () => {
  const routes = runtimeCaching(SITE, 'build1');
  const matchers = routes.map((route) => asWorker<Matcher>(route.urlPattern));
  /** The index of the first route that answers, as the worker's router picks it; -1 for the network alone. */
  const routeOf = (options: ReturnType<typeof request>) => matchers.findIndex((match) => match(options));

  it("keeps each language's pages with its own offline page", () => {
    expect(routeOf(navigation('/ur/promotions/'))).toBe(0);
    expect(routes[0]?.options?.precacheFallback?.fallbackURL).toBe('/ur/offline/index.html');
    expect(routeOf(navigation('/promotions/'))).toBe(1);
    expect(routes[1]?.options?.precacheFallback?.fallbackURL).toBe('/offline/index.html');
    expect(routeOf(navigation('/ur'))).toBe(0);
    expect(routes[0]?.handler).toBe('StaleWhileRevalidate');
  });

  it('never answers the platform calls, other origins or frames', () => {
    for (const path of ['/wps/session/events', '/wps/wallet/transfer', '/lgw/launch', '/lotto/x', '/sandbox-pay/1']) {
      expect(routeOf(navigation(path)), path).toBe(-1);
      expect(routeOf(request(path, {})), path).toBe(-1);
    }
    expect(routeOf(navigation('https://games.example/play/1'))).toBe(-1);
    expect(routeOf(request('/studio/slots/', { mode: 'navigate', destination: 'iframe' }))).toBe(-1);
    expect(routeOf(request('https://cdn.example/logo.png', { destination: 'image' }))).toBe(-1);
  });

  it('caches a page on its own request, build files and images', () => {
    expect(routeOf(request('/help/', { headers: { 'x-cache-page': '1' } }))).toBe(1);
    expect(routeOf(request('/help/', {}))).toBe(-1);
    expect(routeOf(request('/_astro/client.abc.js', { destination: 'script' }))).toBe(2);
    expect(routes[2]?.handler).toBe('CacheFirst');
    expect(routeOf(request('/brands/pakistan/logo.svg', { destination: 'image' }))).toBe(3);
    expect(routeOf(request('/lgw/assets/games/PG_1090.webp', { destination: 'image' }))).toBe(3);
    expect(routeOf(request('/lgw/launch/PG_1090', { destination: 'image' }))).toBe(-1);
    // The page's own request to keep what its first visit loaded (no destination).
    expect(routeOf(request('/lgw/assets/games/PG_1090.webp', {}))).toBe(3);
    expect(routeOf(request('/wps/relay/banner.png', {}))).toBe(-1);
  });

  it('keys pages by this build, without the query (a sign-in token) or hash', async () => {
    const plugin = routes[1]?.options?.plugins?.[0] as { cacheKeyWillBeUsed: unknown };
    const key = asWorker<(options: { request: { url: string } }) => Promise<string>>(plugin.cacheKeyWillBeUsed);
    expect(await key({ request: { url: `${ORIGIN}/member/?token=secret#top` } })).toBe(
      `${ORIGIN}/member/?build=build1`,
    );
  });
});

describe('precache', () => {
  let site: string;
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(site, path)), { recursive: true });
    await writeFile(join(site, path), text);
  };
  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'pwa-site-'));
    await write('index.html', page(['/_astro/home.A1.js', '/_astro/style.B2.css']));
    await write('ur/index.html', page(['/_astro/home.A1.js', '/_astro/ur.C3.js']));
    await write('offline/index.html', page(['/_astro/style.B2.css', '/_astro/font.E5.woff2']));
    await write('ur/offline/index.html', page([]));
    await write('help/index.html', page(['/_astro/help.D4.js']));
    await write('_astro/home.A1.js', 'console.log(1)');
    await write('_astro/ur.C3.js', 'console.log(2)');
    await write('_astro/help.D4.js', 'console.log(3)');
    // A whole alphabet for text that arrives at run time: fetched (and kept) only when a character needs it.
    await write('_astro/style.B2.css', '@font-face{src:url(/_astro/font-full.G7.woff2)}');
    await write('_astro/font-full.G7.woff2', 'font');
    await write('_astro/font.E5.woff2', 'font');
    await write('_astro/workbox-window.prod.es5.F6.js', 'export class Workbox {}');
    await write('brands/x/logo.svg', '<svg/>');
    await write('manifest.webmanifest', '{}');
    await write('ur/manifest.webmanifest', '{}');
    await write('pwa/icon-192.png', 'png');
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it("is each language's home and offline page with their files, not every page's, and workbox-window", async () => {
    expect(
      await shellFiles(site, { ...SITE, theme: { logo: '/brands/x/logo.svg', favicon: 'https://cdn.example/x.svg' } }),
    ).toEqual([
      '_astro/font.E5.woff2',
      '_astro/home.A1.js',
      '_astro/style.B2.css',
      '_astro/ur.C3.js',
      '_astro/workbox-window.prod.es5.F6.js',
      'brands/x/logo.svg',
      'manifest.webmanifest',
      'offline/index.html',
      'pwa/icon-192.png',
      'ur/manifest.webmanifest',
      'ur/offline/index.html',
    ]);
  });

  it('keeps hashed files by name and the others by revision, at site-absolute addresses', async () => {
    const { manifestEntries, warnings } = await getManifest(await precacheOptions(site, SITE));
    expect(warnings).toEqual([]);
    const entries = new Map(manifestEntries?.map((entry) => [entry.url, entry.revision]));
    expect(entries.size).toBe(10);
    expect(entries.get('/_astro/home.A1.js')).toBeNull();
    expect(entries.get('/offline/index.html')).toMatch(/^[0-9a-f]{32}$/);
    expect(entries.get('/ur/offline/index.html')).toMatch(/^[0-9a-f]{32}$/);
    expect(entries.has('/_astro/help.D4.js')).toBe(false);
  });

  it('is a worker that waits to be let in, takes the page on its first install and routes as above', async () => {
    const { id, options } = await serviceWorkerOptions(site, SITE);
    expect(options).toMatchObject({ skipWaiting: false, clientsClaim: true, swDest: join(site, 'sw.js') });
    expect(options.runtimeCaching.map((route) => route.handler)).toEqual(
      runtimeCaching(SITE, id).map((route) => route.handler),
    );
    expect(id).toBe(await buildId(site));
  });

  it("changes its build id (in its cache keys) when any page changes: the browser's sign of a new deploy", async () => {
    const before = await buildId(site);
    expect(await buildId(site)).toBe(before);
    await write('help/index.html', page(['/_astro/help.D4.js', '/_astro/home.A1.js']));
    expect(await buildId(site)).not.toBe(before);
  });
});
