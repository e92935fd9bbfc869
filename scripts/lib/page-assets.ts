/**
 * What a page references statically: the JS and CSS an HTML page links (scripts, module preloads,
 * stylesheets, island component and renderer modules, inline <script> and <style>), plus every module those
 * scripts import statically, each counted once. Dynamic `import()` targets are left out, and so are
 * `client:demand` islands unless `withOnDemand` is set (they hydrate only when the app is needed, see
 * src/app/demand-directive.ts).
 * This is a floor, not what a visit downloads: a browser also fetches what the visit triggers (a popup's
 * sanitiser, the app island for a session, a dialog's chunks). The build summary prints this floor as
 * "static"; the site benchmark (tests/bench/site.ts) measures real visits in Chromium.
 */
import { posix } from 'node:path';
import { brotliBytes, gzipBytes } from './compress';

export type AssetKind = 'js' | 'css';

export interface PageAsset {
  kind: AssetKind;
  /** Site path such as /_astro/index.abc.js, or `inline` for code inside the HTML. */
  source: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface AssetTotals {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Returns a site file's bytes, or undefined when it does not exist. */
export type LoadAsset = (sitePath: string) => Promise<Buffer | undefined>;

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');

function attribute(tag: string, name: string): string | undefined {
  const match = ATTRIBUTE(name).exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4]) : undefined;
}

interface Reference {
  kind: AssetKind;
  url?: string;
  inline?: string;
}

export interface ReferenceOptions {
  /** Also count the islands that hydrate on demand (what a signed-in player loads). */
  withOnDemand?: boolean;
}

/** Finds the references in one HTML document (no network, no file access). */
export function findReferences(html: string, { withOnDemand = false }: ReferenceOptions = {}): Reference[] {
  const refs: Reference[] = [];
  for (const [, tag = '', body = ''] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const type = attribute(tag, 'type')?.toLowerCase();
    // JSON data blocks (ld+json, importmaps, island props) are not executed code.
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    const src = attribute(tag, 'src');
    if (src) refs.push({ kind: 'js', url: src });
    else if (body.trim()) refs.push({ kind: 'js', inline: body });
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel.includes('stylesheet')) refs.push({ kind: 'css', url: href });
    else if (rel.includes('modulepreload')) refs.push({ kind: 'js', url: href });
  }
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    if (body.trim()) refs.push({ kind: 'css', inline: body });
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    if (!withOnDemand && attribute(tag, 'client') === 'demand') continue;
    for (const name of ['component-url', 'renderer-url']) {
      const url = attribute(tag, name);
      if (url) refs.push({ kind: 'js', url });
    }
  }
  return refs;
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"` specifiers of an ES module. */
export function staticImports(code: string): string[] {
  const specifiers = new Set<string>();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*$\s{},]*?\s*from\s*)?["']([^"']+)["']/g;
  for (const [, specifier] of code.matchAll(pattern)) if (specifier) specifiers.add(specifier);
  return [...specifiers];
}

/** Resolves a reference to a site path; undefined for other origins and data: URLs (not shipped by us). */
function toSitePath(url: string, from: string): string | undefined {
  if (/^(data:|[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return undefined;
  const clean = url.replace(/[?#].*$/, '');
  return clean.startsWith('/') ? posix.normalize(clean) : posix.normalize(posix.join(posix.dirname(from), clean));
}

async function measure(kind: AssetKind, source: string, data: Buffer): Promise<PageAsset> {
  const [gz, br] = await Promise.all([gzipBytes(data), brotliBytes(data)]);
  return { kind, source, raw: data.length, gzip: gz.length, brotli: br.length };
}

/** Every JS and CSS asset the page at `pagePath` ships, with raw, gzip and brotli sizes. */
export async function pageAssets(
  html: string,
  pagePath: string,
  load: LoadAsset,
  options: ReferenceOptions = {},
): Promise<PageAsset[]> {
  const assets: PageAsset[] = [];
  const seen = new Set<string>();
  const queue: { kind: AssetKind; path: string }[] = [];
  for (const ref of findReferences(html, options)) {
    if (ref.inline !== undefined) {
      assets.push(await measure(ref.kind, 'inline', Buffer.from(ref.inline)));
      continue;
    }
    const path = ref.url ? toSitePath(ref.url, pagePath) : undefined;
    if (path && !seen.has(path)) {
      seen.add(path);
      queue.push({ kind: ref.kind, path });
    }
  }
  while (queue.length) {
    const { kind, path } = queue.shift() as { kind: AssetKind; path: string };
    const data = await load(path);
    if (!data) throw new Error(`${pagePath} references ${path}, which does not exist`);
    assets.push(await measure(kind, path, data));
    if (kind !== 'js') continue;
    for (const specifier of staticImports(data.toString('utf8'))) {
      // Bare specifiers cannot appear in built output; only relative and absolute paths are followed.
      if (!/^(\.{1,2}\/|\/)/.test(specifier)) continue;
      const next = toSitePath(specifier, path);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push({ kind: 'js', path: next });
      }
    }
  }
  return assets;
}

export function totals(assets: PageAsset[], kind: AssetKind): AssetTotals {
  return assets
    .filter((a) => a.kind === kind)
    .reduce((sum, a) => ({ raw: sum.raw + a.raw, gzip: sum.gzip + a.gzip, brotli: sum.brotli + a.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });
}

export const kB = (bytes: number) => (bytes / 1024).toFixed(1);
