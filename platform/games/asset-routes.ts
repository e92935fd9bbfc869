/**
 * Generated images: game tiles (/lgw/assets/games/<gameId>.webp), vendor logos (/lgw/assets/vendors/<code>.webp)
 * and wide pictures for banners and announcements (/lgw/assets/art/<slug>.webp). Vendor logos and pictures
 * are drawn from the name alone; a game tile shows the game's name and vendor, read once from the catalogue
 * of the request's merchant (an id the merchant does not have is a 404). The seeds link the WebP drawing
 * (art-raster.ts says why); the same name with .svg answers the SVG it is drawn from, brotli- or
 * gzip-compressed when the browser accepts it. Both have a year-long immutable cache: the same URL always
 * draws the same picture (an operator who renames a game gives it a new icon_url).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { PlatformDeps } from '../deps';
import type { PlatformEnv } from '../http/context';
import type { Router } from '../http/route';
import { gameTileWebp, svgToWebp } from './art-raster';
import { findTileTitle } from './game-queries';
import { bannerSvg, gameTileDrawing, gameTileSvg, vendorLogoSvg } from './svg';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml',
  'cache-control': CACHE_FOREVER,
  // An SVG opened directly is a document: forbid scripts in it whatever it contains.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  // Caches keep the compressed and the plain answer apart.
  vary: 'accept-encoding',
} as const;

const WEBP_HEADERS = {
  'content-type': 'image/webp',
  'cache-control': CACHE_FOREVER,
  'x-content-type-options': 'nosniff',
} as const;

const GAME_FILE = /^([A-Z0-9_]{2,60})\.(svg|webp)$/;
const VENDOR_FILE = /^([A-Z0-9_]{2,20})\.(svg|webp)$/;
const ART_FILE = /^([a-z0-9-]{1,60})\.(svg|webp)$/;

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the request accepts (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Compressed bytes per image and encoding, kept per process (under 1 kB each, at most 2,000 entries): a
 * lobby scroll asks for the same few hundred tiles again and again. Brotli quality 5 gives within 1% of
 * quality 9's size at a fifteenth of the time (~0.25 ms a tile; tests/bench/game-artwork.ts).
 */
const compressed = new Map<string, Uint8Array>();
const MAX_ENTRIES = 2_000;

function encode(key: string, svg: string, encoding: Exclude<Encoding, 'identity'>): Uint8Array {
  const cacheKey = `${encoding}:${key}`;
  const hit = compressed.get(cacheKey);
  if (hit) return hit;
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(svg, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(svg, { level: 9 });
  if (compressed.size >= MAX_ENTRIES) compressed.delete(compressed.keys().next().value as string);
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  compressed.set(cacheKey, view);
  return view;
}

function sendSvg(c: Context<PlatformEnv>, key: string, svg: string): Response {
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (encoding === 'identity') return c.body(svg, 200, SVG_HEADERS);
  const body = encode(key, svg, encoding);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, { ...SVG_HEADERS, 'content-encoding': encoding });
}

/**
 * WebP bytes per image, kept per process like the compressed SVGs (about 5 kB each, at most 2,000 entries: 10 MB).
 * The promise is kept, so the same tile asked for twice at once is drawn once.
 */
const rasters = new Map<string, Promise<Uint8Array>>();

function raster(key: string, draw: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const hit = rasters.get(key);
  if (hit) return hit;
  const drawn = draw();
  if (rasters.size >= MAX_ENTRIES) rasters.delete(rasters.keys().next().value as string);
  rasters.set(key, drawn);
  drawn.catch(() => rasters.delete(key));
  return drawn;
}

async function sendWebp(c: Context<PlatformEnv>, key: string, draw: () => Promise<Uint8Array>): Promise<Response> {
  const bytes = await raster(key, draw);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, WEBP_HEADERS);
}

const notFoundImage = (c: Context<PlatformEnv>) =>
  c.json({ success: false, code: 'not_found', message: 'no such image' }, 404);

export function registerAssetRoutes(router: Router, { db }: PlatformDeps): void {
  /** An image drawn from its name alone, as SVG or as WebP of `width` × `height`. */
  const serve = (path: string, pattern: RegExp, draw: (name: string) => string, width: number, height: number) => {
    router.app.get(path, (c) => {
      const [, name, format] = pattern.exec(c.req.param('file') ?? '') ?? [];
      if (!name) return notFoundImage(c);
      const key = `${path}:${name}`;
      if (format === 'svg') return sendSvg(c, key, draw(name));
      return sendWebp(c, key, () => svgToWebp(draw(name), width, height));
    });
  };

  router.app.get('/lgw/assets/games/:file', async (c) => {
    const [, gameId, format] = GAME_FILE.exec(c.req.param('file') ?? '') ?? [];
    if (!gameId) return notFoundImage(c);
    const merchant = c.get('merchant');
    const title = await findTileTitle(db, merchant.code, gameId);
    if (!title) return notFoundImage(c);
    const key = `game:${merchant.code}:${gameId}`;
    if (format === 'svg') return sendSvg(c, key, gameTileSvg(gameId, title));
    return sendWebp(c, key, () => gameTileWebp(gameTileDrawing(gameId, title)));
  });
  serve('/lgw/assets/vendors/:file', VENDOR_FILE, vendorLogoSvg, 160, 64);
  serve('/lgw/assets/art/:file', ART_FILE, (slug) => bannerSvg(slug), 1200, 400);
}
