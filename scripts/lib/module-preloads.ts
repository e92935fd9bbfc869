/**
 * Module preloads for the built pages. A page's module scripts (`<script type="module" src>`) import small
 * shared chunks, which import others: the browser finds each level only once the one above it has arrived,
 * so on a phone's network a script three imports deep starts three round trips after the page, and whatever
 * it asks the platform for (the home's banners, the image hosts) waits that long too. Astro links the
 * scripts but not what they import; this step adds a `<link rel="modulepreload">` for every module those
 * scripts import statically, so all of them are requested together, with the page.
 * Nothing more is downloaded: only modules the page's scripts import anyway are listed. Islands (which load
 * when seen or on demand) and dynamic `import()`s are left alone: preloading them would load them up front.
 * The preloads ask for low priority, as the module scripts themselves get: the stylesheets and the font the
 * first paint waits for still come first on a slow line.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join, posix } from 'node:path';
import { listFiles } from './compress';
import { type LoadAsset, staticImports } from './page-assets';

const MODULE_SCRIPT = /<script\b(?=[^>]*\stype\s*=\s*["']?module\b)[^>]*\ssrc\s*=\s*["']?([^"'\s>]+)[^>]*>/gi;
const LINKED_MODULE = /<link\b(?=[^>]*\srel\s*=\s*["']?modulepreload\b)[^>]*\shref\s*=\s*["']?([^"'\s>]+)[^>]*>/gi;

/** A same-site, absolute module path (`/_astro/x.js`); other origins and relative paths are not ours to list. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * The site paths of every module the page's module scripts import statically, directly or not, in the order
 * found (breadth first: the first level first), without the scripts themselves or modules already preloaded.
 */
export async function modulesToPreload(html: string, load: LoadAsset): Promise<string[]> {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1] ?? '').filter(isSitePath);
  const seen = new Set([...scripts, ...[...html.matchAll(LINKED_MODULE)].map((m) => m[1] ?? '')]);
  const found: string[] = [];
  const queue = [...scripts];
  while (queue.length) {
    const path = queue.shift() as string;
    const code = await load(path);
    if (!code) throw new Error(`a page's module ${path} does not exist`);
    for (const specifier of staticImports(code.toString('utf8'))) {
      // Built chunks import each other by relative path; anything else is not a file of the site.
      if (!/^\.{1,2}\//.test(specifier)) continue;
      const next = posix.normalize(posix.join(posix.dirname(path), specifier));
      if (seen.has(next)) continue;
      seen.add(next);
      found.push(next);
      queue.push(next);
    }
  }
  return found;
}

/**
 * The page with its preloads at the end of its head: after the stylesheets and the font preload the first paint
 * waits for, which the browser then asks for first (a page's first module script may come before its styles).
 */
export function withModulePreloads(html: string, modules: readonly string[]): string {
  const at = html.search(/<\/head>/i);
  if (!modules.length || at < 0) return html;
  const links = modules.map((path) => `<link rel="modulepreload" href="${path}" fetchpriority="low">`).join('');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/** Adds the module preloads to every HTML page of a built site. Returns how many pages changed. */
export async function applyModulePreloads(siteDir: string): Promise<number> {
  const cache = new Map<string, Promise<Buffer | undefined>>();
  const load: LoadAsset = (sitePath) => {
    let pending = cache.get(sitePath);
    if (!pending) {
      pending = readFile(join(siteDir, ...sitePath.split('/'))).catch(() => undefined);
      cache.set(sitePath, pending);
    }
    return pending;
  };
  let changed = 0;
  for (const file of await listFiles(siteDir)) {
    if (extname(file) !== '.html') continue;
    const html = await readFile(file, 'utf8');
    const modules = await modulesToPreload(html, load);
    if (!modules.length) continue;
    await writeFile(file, withModulePreloads(html, modules));
    changed += 1;
  }
  return changed;
}
