/**
 * The security headers of the built sites, one source for both places they are served from:
 *
 * - `npm start` (static-site.ts / site-server.ts) sends them with every answer, the page's
 *   Content-Security-Policy computed from the page it serves;
 * - the build writes them as `dist/<id>/_headers` (Netlify / Cloudflare Pages format: a path line, then
 *   indented `Name: value` lines) for a static host or CDN.
 *
 * The CSP allows no inline script except the exact ones the build produced: each inline `<script>` and
 * inline event handler of a page is allowed by its SHA-256 hash (Astro's island loaders, the theme and
 * language bootstraps, the sign-in guard…), so an injected script — which has no hash — never runs.
 * Styles may be inline (Astro and daisyUI use style attributes); images and media may come from https CDNs
 * (the tenants' imageCDNs); the API is same-origin; other sites may not frame the pages (frame-ancestors).
 * Google's tag may load and report (script-src, connect-src), which the pages do only when the platform
 * names an analytics id and the visitor has agreed (src/features/analytics).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { listFiles } from './compress';

/** Headers every answer carries, pages and files alike. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Legacy twin of frame-ancestors for old browsers.
  'x-frame-options': 'SAMEORIGIN',
  // The portal needs none of these powerful features; the game page (platform) sets its own.
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), ' +
    'magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

/** Sent only over https (browsers ignore it on http, and it must never pin a local http host). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// An inline script: no src attribute, and JavaScript (data blocks such as JSON are not executed).
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const EVENT_HANDLER = /\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

function isExecutable(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = attributes.match(/\stype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/** Hash sources for the inline scripts and inline event handlers of `html`. */
export function inlineScriptSources(html: string): { scripts: string[]; handlers: string[] } {
  const scripts = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (isExecutable(attributes)) scripts.add(sha256(body));
  }
  const handlers = new Set<string>();
  // Attributes only: strip scripts first so `on…=` inside script text is not mistaken for a handler.
  for (const [, double, single] of html.replace(INLINE_SCRIPT, '').matchAll(EVENT_HANDLER)) {
    handlers.add(sha256(double ?? single ?? ''));
  }
  return { scripts: [...scripts].sort(), handlers: [...handlers].sort() };
}

/** Where Google's tag comes from and where it reports (its documented CSP sources). */
const ANALYTICS_SCRIPTS = 'https://www.googletagmanager.com';
const ANALYTICS_REPORTS =
  'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

/** The Content-Security-Policy of one page. */
export function contentSecurityPolicy(html: string): string {
  const { scripts, handlers } = inlineScriptSources(html);
  const scriptSrc = [
    "'self'",
    ANALYTICS_SCRIPTS,
    ...scripts,
    ...(handlers.length ? ["'unsafe-hashes'", ...handlers] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' https:",
    `connect-src 'self' ${ANALYTICS_REPORTS}`,
    "worker-src 'self' blob:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The URL path a built page answers at (`index.html` → its folder). */
function pagePath(siteDir: string, file: string): string {
  const path = `/${relative(siteDir, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/**
 * The `_headers` file of a built site: the base headers and HSTS for every path (static hosts serve
 * https), then each page's CSP on its own path (and on its `…/index.html` form).
 */
export async function headersFile(siteDir: string): Promise<string> {
  const lines = ['# Security headers (scripts/lib/security-headers.ts); Netlify / Cloudflare Pages format.', '/*'];
  for (const [name, value] of Object.entries(BASE_HEADERS)) lines.push(`  ${name}: ${value}`);
  lines.push(`  strict-transport-security: ${STRICT_TRANSPORT_SECURITY}`);
  const pages = (await listFiles(siteDir)).filter((file) => file.endsWith('.html')).sort();
  for (const file of pages) {
    const csp = contentSecurityPolicy(await readFile(file, 'utf8'));
    const path = pagePath(siteDir, file);
    const paths = path.endsWith('/') ? [path, `${path}index.html`] : [path];
    for (const p of paths) lines.push(p, `  content-security-policy: ${csp}`);
  }
  return `${lines.join('\n')}\n`;
}

const policies = new Map<string, { mtimeMs: number; policy: string }>();

/** The CSP of a built page file, cached until the file changes (npm start serves pages many times). */
export async function pagePolicy(file: string): Promise<string> {
  const { mtimeMs } = await stat(file);
  const cached = policies.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.policy;
  const policy = contentSecurityPolicy(await readFile(file, 'utf8'));
  policies.set(file, { mtimeMs, policy });
  return policy;
}

/** Whether `request` reached us over https (directly, or through a trusted proxy that says so). */
export function isHttps(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return trustProxy && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** `response` with Strict-Transport-Security when the request came over https. */
export function withTransportSecurity(response: Response, request: Request, trustProxy: boolean): Response {
  if (!isHttps(request, trustProxy)) return response;
  const secured = new Response(response.body, response);
  secured.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  return secured;
}
