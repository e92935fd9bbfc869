/**
 * The guard in front of everything under /admin, installed by app.ts before any route: on a host that is not an
 * operator host the operator page, its files and the API do not exist (404, as any unknown path); on the operator
 * host every answer carries the operator page's own headers.
 *
 * The page is plain HTML with its scripts and stylesheet as files of the same origin, so its policy allows no
 * inline script at all (no hash needed), nothing from elsewhere, and no framing by anyone: the review buttons move
 * money, and a page that cannot be framed cannot be clickjacked. No referrer leaves the page (its URLs name
 * merchants and members), and no other origin may open it into a shared browsing context.
 */
import type { MiddlewareHandler } from 'hono';
import { notFound } from '../core/platform-error';
import type { PlatformEnv } from '../http/context';
import { isOperatorHost, isOperatorPath } from './operator-host';

export const OPERATOR_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  // Proof and application images arrive as base64 in the API's JSON and are shown as data: URLs.
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const OPERATOR_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': OPERATOR_CSP,
  // Legacy twin of frame-ancestors 'none' for old browsers.
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()',
  'cache-control': 'no-store',
};

export function operatorSurface(operatorHosts: readonly string[]): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    if (!isOperatorPath(c.req.path)) return next();
    // HTTP/2 names the host only in :authority, which the request's URL carries.
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!isOperatorHost(host, operatorHosts)) throw notFound(`no such call: ${c.req.method} ${c.req.path}`);
    await next();
    for (const [name, value] of Object.entries(OPERATOR_HEADERS)) c.res.headers.set(name, value);
  };
}
