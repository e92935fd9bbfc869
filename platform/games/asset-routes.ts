/**
 * Generated images: game tiles (/lgw/assets/games/<gameId>.svg), vendor logos (/lgw/assets/vendors/<code>.svg)
 * and wide pictures for banners and announcements (/lgw/assets/art/<slug>.svg). Drawn from the name alone,
 * without the database, so they cost nothing to serve and cache for a year.
 */
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { bannerSvg, gameTileSvg, vendorLogoSvg } from './svg';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml',
  'cache-control': 'public, max-age=31536000, immutable',
  // An SVG opened directly is a document: forbid scripts in it whatever it contains.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

const GAME_FILE = /^([A-Z0-9_]{2,60})\.svg$/;
const VENDOR_FILE = /^([A-Z0-9_]{2,20})\.svg$/;
const ART_FILE = /^([a-z0-9-]{1,60})\.svg$/;

export function registerAssetRoutes(router: Router, _deps: PlatformDeps): void {
  const serve = (path: string, pattern: RegExp, draw: (name: string) => string) => {
    router.app.get(path, (c) => {
      const name = pattern.exec(c.req.param('file') ?? '')?.[1];
      if (!name) return c.json({ success: false, code: 'not_found', message: 'no such image' }, 404);
      return c.body(draw(name), 200, SVG_HEADERS);
    });
  };
  serve('/lgw/assets/games/:file', GAME_FILE, gameTileSvg);
  serve('/lgw/assets/vendors/:file', VENDOR_FILE, vendorLogoSvg);
  serve('/lgw/assets/art/:file', ART_FILE, (slug) => bannerSvg(slug));
}
