/**
 * Writes a merchant's service worker (dist/<id>/sw.js) after its build, with workbox-build's generateSW: the
 * worker's behaviour is configuration (a precache, routes with standard strategies, an offline fallback), so Workbox
 * writes and bundles it; the only code of ours in it is the route matchers and the cache-key plugin (pwa-routes.ts).
 * injectManifest would need a worker source of our own and a bundler run for it, for no behaviour generateSW lacks.
 *
 * The precache is the shell: each language's home page's and offline page's CSS, scripts and fonts, the offline
 * pages, the manifests, icons and the merchant's logo and mark. Hashed files are fetched without cache-busting, so
 * the install takes what the first visit already has in the browser's cache instead of downloading it again. Other
 * pages and the files only they use are cached as the visitor opens them.
 *
 * A new deploy is a new sw.js (its precache revisions and the build id in its cache keys change), which the browser
 * notices on the next visit; the page then offers the new version (src/features/pwa/pwa-client.ts). The new worker
 * waits for the visitor's "Reload" rather than taking over the page under their fingers.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { type GenerateSWOptions, type GetManifestOptions, generateSW } from 'workbox-build';
import { listFiles } from './compress';
import { offlinePage, runtimeCaching, type SiteLanguages } from './pwa-routes';

export const SERVICE_WORKER_FILE = 'sw.js';

const ASSET_REFERENCE = /\/_astro\/[\w.-]+\.(?:js|css|woff2)/g;

/**
 * The site paths (no leading /) of the shell files a page names: its stylesheets, scripts and the fonts it preloads
 * or declares. Not the fonts its stylesheets name: those are whole alphabets for text that arrives at run time
 * (about a hundred unicode-range slices for Chinese), which the browser fetches only for a character that needs
 * one; the worker keeps each as it is fetched.
 */
async function filesOf(siteDir: string, page: string): Promise<string[]> {
  const file = join(siteDir, page);
  if (!existsSync(file)) return [];
  const found = new Set((await readFile(file, 'utf8')).match(ASSET_REFERENCE) ?? []);
  return [...found].map((path) => path.slice(1));
}

/** The merchant's marks the offline page and the header show (files under public/, not another host's). */
export interface SiteMarks {
  theme?: { logo: string; favicon: string };
}

/** What the worker precaches, as paths inside the site folder. */
export async function shellFiles(siteDir: string, site: SiteLanguages & SiteMarks): Promise<string[]> {
  const pages = site.languages.flatMap((lang) => {
    const prefix = lang === site.defaultLanguage ? '' : `${lang}/`;
    return [`${prefix}index.html`, offlinePage(site, lang).slice(1)];
  });
  const files = new Set<string>();
  for (const page of pages) for (const file of await filesOf(siteDir, page)) files.add(file);
  for (const lang of site.languages) {
    const offline = offlinePage(site, lang).slice(1);
    if (existsSync(join(siteDir, offline))) files.add(offline);
    const manifest = lang === site.defaultLanguage ? 'manifest.webmanifest' : `${lang}/manifest.webmanifest`;
    if (existsSync(join(siteDir, manifest))) files.add(manifest);
  }
  // workbox-window, which a returning visit's page loads to watch for a deploy (src/features/pwa/pwa-client.ts): a
  // chunk of its own that no page names, kept so that the returning visit takes it from the device.
  for (const file of await listFiles(join(siteDir, '_astro')).catch(() => [])) {
    if (/\/workbox-window[\w.-]*\.js$/.test(file)) files.add(relative(siteDir, file).split(sep).join('/'));
  }
  for (const mark of [site.theme?.logo, site.theme?.favicon]) {
    if (mark?.startsWith('/') && existsSync(join(siteDir, mark))) files.add(mark.slice(1));
  }
  for (const icon of await listFiles(join(siteDir, 'pwa')).catch(() => [])) {
    if (icon.endsWith('.png')) files.add(relative(siteDir, icon).split(sep).join('/'));
  }
  return [...files].sort();
}

/** A short id of the site's pages: any change to any page is a new deploy for the worker. */
export async function buildId(siteDir: string): Promise<string> {
  const hash = createHash('sha256');
  const pages = (await listFiles(siteDir)).filter((file) => file.endsWith('.html')).sort();
  for (const page of pages)
    hash
      .update(relative(siteDir, page))
      .update('\0')
      .update(await readFile(page));
  return hash.digest('base64url').slice(0, 12);
}

export interface ServiceWorkerResult {
  /** Files and bytes (uncompressed) the worker precaches on install. */
  count: number;
  size: number;
  buildId: string;
}

/** Which files the precache holds and under which address and revision (workbox-build's getManifest takes these). */
export async function precacheOptions(siteDir: string, site: SiteLanguages & SiteMarks) {
  return {
    globDirectory: siteDir,
    globPatterns: await shellFiles(siteDir, site),
    // Site-absolute addresses: the precache key of the offline page is what pwa-routes.ts falls back to.
    modifyURLPrefix: { '': '/' },
    // Hashed names need no revision: the install may take them from the browser's cache.
    dontCacheBustURLsMatching: /_astro\//,
  } satisfies GetManifestOptions;
}

/** The worker's whole configuration; generateSW bundles Workbox's runtime with it (about 2 s of CPU). */
export async function serviceWorkerOptions(siteDir: string, site: SiteLanguages & SiteMarks) {
  const id = await buildId(siteDir);
  const options = {
    ...(await precacheOptions(siteDir, site)),
    swDest: join(siteDir, SERVICE_WORKER_FILE),
    mode: 'production',
    sourcemap: false,
    // One file: the browser's update check compares sw.js alone.
    inlineWorkboxRuntime: true,
    skipWaiting: false,
    // The first install takes the open page at once, so what it fetches next is cached.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: runtimeCaching(site, id),
  } satisfies GenerateSWOptions;
  return { id, options };
}

export async function writeServiceWorker(
  siteDir: string,
  site: SiteLanguages & SiteMarks,
): Promise<ServiceWorkerResult> {
  const { id, options } = await serviceWorkerOptions(siteDir, site);
  const { count, size, warnings } = await generateSW(options);
  if (warnings.length) throw new Error(`service worker: ${warnings.join('; ')}`);
  return { count, size, buildId: id };
}
