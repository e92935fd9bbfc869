/**
 * What the service worker does with each request it is allowed to answer (workbox-build's runtimeCaching), for one
 * merchant's site. Everything not matched here goes to the network untouched: the platform's calls (/wps/ … carry
 * the session and move money, and the live event stream is among them), anything on another origin (game frames,
 * CDN images, analytics) and any frame's navigation (a game opened in the page).
 *
 * - Pages (top-level navigations of this site): stale-while-revalidate, so a repeat visit is painted from the
 *   device at once while the page is checked in the background (a conditional request: 304 when unchanged); a page
 *   the device does not have and cannot fetch gets its language's offline page from the precache.
 * - Hashed build files (/_astro/): cache-first, they never change under one name.
 * - Same-origin images (brand marks, payment and vendor logos, the platform's game tiles): cache-first for this
 *   deploy.
 *
 * Pages and images are cached under a key carrying the build's id: after a deploy the new worker never serves a page
 * of the old one (whose hashed files its precache no longer holds), and the old entries age out by count. The key
 * also drops the query and hash: a `?token=` sign-in link must never become a cache key.
 *
 * workbox-build writes these matchers and plugins into sw.js as source text (Function.prototype.toString), so they
 * are written here as source with this site's values in them: a function of this file would lose its closure (and
 * tsx adds helpers of its own to the text).
 */
import { API_PREFIXES } from './site-server';

type RuntimeCaching = NonNullable<import('workbox-build').GenerateSWOptions['runtimeCaching']>[number];

export interface SiteLanguages {
  languages: readonly string[];
  defaultLanguage: string;
}

/** Names of the caches the worker fills as the visitor goes (the precache has its own). */
export const CACHE_NAMES = { pages: 'pages', assets: 'assets', images: 'images' } as const;
/** The request header that lets the page ask the worker to cache it (a message's request is no navigation). */
export const CACHE_PAGE_HEADER = 'x-cache-page';
/** An image file's address (the site's public/ images and the platform's artwork). */
const IMAGE_FILE = String.raw`/\.(?:svg|png|webp|jpe?g|avif|gif|ico)$/i`;
/** Where the platform serves its generated images (platform/games/asset-routes.ts, platform/tables). */
const PLATFORM_ARTWORK = '/lgw/assets/';
/** How many pages and images a device keeps (the oldest go first). */
const MAX_PAGES = 60;
const MAX_IMAGES = 150;
const MAX_ASSETS = 400;

/** The offline page of a language, as the precache names it. */
export function offlinePage(site: SiteLanguages, lang: string): string {
  return lang === site.defaultLanguage ? '/offline/index.html' : `/${lang}/offline/index.html`;
}

/** A function as source text (see above): `new Function` keeps exactly the text it is given. */
function source<T>(params: string, body: string): T {
  return new Function(params, body) as T;
}

/**
 * Matches a top-level page of this site under one of `prefixes` (all paths when empty) and under none of
 * `excluded`: a navigation of the tab, or the page's own request to cache itself (CACHE_PAGE_HEADER).
 */
function pageMatcher(prefixes: readonly string[], excluded: readonly string[]) {
  return source<(options: { url: URL; request: Request }) => boolean>(
    '{ url, request }',
    `
    if (url.origin !== self.location.origin || request.method !== 'GET') return false;
    const page = request.mode === 'navigate' ? request.destination === 'document' : request.headers.has(${JSON.stringify(CACHE_PAGE_HEADER)});
    if (!page) return false;
    const path = url.pathname;
    const starts = (prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix);
    const included = ${JSON.stringify(prefixes)};
    return (included.length === 0 || included.some(starts)) && !${JSON.stringify(excluded)}.some(starts);`,
  );
}

/** The cache key of this deploy: the address without query or hash, marked with the build id. */
function keyPlugin(buildId: string) {
  return {
    cacheKeyWillBeUsed: source<(options: { request: Request }) => Promise<string>>(
      '{ request }',
      `
      const url = new URL(request.url);
      url.search = '';
      url.hash = '';
      url.searchParams.set('build', ${JSON.stringify(buildId)});
      return Promise.resolve(url.href);`,
    ),
  };
}

/** The runtime caching of `site`, built `buildId`. */
export function runtimeCaching(site: SiteLanguages, buildId: string): RuntimeCaching[] {
  const others = site.languages.filter((lang) => lang !== site.defaultLanguage).map((lang) => `/${lang}/`);
  const pageRoute = (lang: string, prefixes: string[], excluded: string[]): RuntimeCaching => ({
    urlPattern: pageMatcher(prefixes, excluded),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: CACHE_NAMES.pages,
      plugins: [keyPlugin(buildId)],
      // A 404 or an error page is not kept as the page.
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: MAX_PAGES },
      precacheFallback: { fallbackURL: offlinePage(site, lang) },
    },
  });
  return [
    ...site.languages.filter((lang) => lang !== site.defaultLanguage).map((lang) => pageRoute(lang, [`/${lang}/`], [])),
    pageRoute(site.defaultLanguage, [], [...others, ...API_PREFIXES, '/admin/']),
    {
      urlPattern: source<(options: { url: URL }) => boolean>(
        '{ url }',
        "return url.origin === self.location.origin && url.pathname.startsWith('/_astro/');",
      ),
      handler: 'CacheFirst',
      options: {
        cacheName: CACHE_NAMES.assets,
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: MAX_ASSETS },
      },
    },
    {
      // An image, as the page asks for one or as the page's own request to cache it names one (a message's request
      // has no destination). The platform's generated artwork (game tiles, vendor logos, table hosts) is plain images
      // too; nothing else under its paths is.
      urlPattern: source<(options: { url: URL; request: Request }) => boolean>(
        '{ url, request }',
        `if (url.origin !== self.location.origin) return false;
        if (request.destination !== 'image' && !${IMAGE_FILE}.test(url.pathname)) return false;
        return url.pathname.startsWith(${JSON.stringify(PLATFORM_ARTWORK)}) || !${JSON.stringify(API_PREFIXES)}.some((prefix) => url.pathname.startsWith(prefix));`,
      ),
      handler: 'CacheFirst',
      options: {
        cacheName: CACHE_NAMES.images,
        plugins: [keyPlugin(buildId)],
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: MAX_IMAGES },
      },
    },
  ];
}
