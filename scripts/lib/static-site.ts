/**
 * Serves one built site folder (dist/<id>/) as a static host would: index.html for directories, `/index`
 * as `/`, precompressed .br/.gz variants chosen by Accept-Encoding, long immutable caching for hashed
 * /_astro/ files, revalidation for everything else, and no way out of the folder.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, posix, resolve, sep } from 'node:path';
import { COMPRESSIBLE_EXTENSIONS } from './compress';
import { BASE_HEADERS, pagePolicy } from './security-headers';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Not content-hashed: cache, but check with the server (ETag) before reuse so an edit shows at once.
const REVALIDATE = 'no-cache';

/** Headers every static answer carries (the same as the build's `_headers` file). */
const SECURITY_HEADERS = BASE_HEADERS;

type Encoding = 'br' | 'gzip';

/** Encodings the client accepts (q > 0), in our order of preference. */
export function acceptedEncodings(header: string | null): Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(ok);
}

async function fileSize(path: string): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

export class BadPathError extends Error {}

/**
 * Maps a URL path to a file inside `root`, or undefined when there is none. Throws BadPathError for paths
 * that cannot be decoded or that try to leave the folder (`..`, encoded or not) or reach hidden files.
 */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    throw new BadPathError(`cannot decode ${urlPath}`);
  }
  if (decoded.includes('\0') || decoded.includes('\\')) throw new BadPathError('bad character in path');
  const segments = decoded.split('/');
  if (segments.includes('..')) throw new BadPathError('path leaves the site folder');
  if (segments.some((s) => s.startsWith('.') && s !== '.well-known')) return undefined;
  // The static-host header rules are build output, not a page.
  if (segments.at(-1) === '_headers') return undefined;

  const base = resolve(root);
  let path = posix.normalize(decoded);
  if (path === '/index' || path.endsWith('/index')) path = path.slice(0, -'index'.length);
  const absolute = resolve(base, `.${path}`);
  if (absolute !== base && !absolute.startsWith(base + sep)) throw new BadPathError('path leaves the site folder');

  const candidates = path.endsWith('/')
    ? [resolve(absolute, 'index.html')]
    : (await isDirectory(absolute))
      ? [resolve(absolute, 'index.html')]
      : [absolute, `${absolute}.html`];
  for (const candidate of candidates) if (await fileSize(candidate)) return candidate;
  return undefined;
}

/**
 * The headers a 304 carries: those a cache updates its stored answer with (RFC 9110 15.4.5). The page's policy and
 * the other security headers stay those of the stored answer; sending them again would only make every check of a
 * page (the service worker's, on each visit) about a kilobyte heavier.
 */
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];

function notModifiedHeaders(headers: Headers): Headers {
  return new Headers([...headers].filter(([name]) => NOT_MODIFIED_HEADERS.includes(name)));
}

/** Builds the response for a file, picking a precompressed variant when the client accepts it. */
export async function fileResponse(file: string, request: Request, urlPath: string, status = 200): Promise<Response> {
  const ext = extname(file).toLowerCase();
  const headers = new Headers(SECURITY_HEADERS);
  headers.set('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
  // Each page's own CSP: its inline scripts allowed by hash, nothing else inline.
  if (ext === '.html') headers.set('content-security-policy', await pagePolicy(file));
  headers.set(
    'cache-control',
    status === 200 && urlPath.startsWith('/_astro/') && ext !== '.html' ? IMMUTABLE : REVALIDATE,
  );

  let served = file;
  let info = await fileSize(file);
  if (!info) throw new Error(`${file} disappeared`);
  if (COMPRESSIBLE_EXTENSIONS.has(ext)) {
    headers.set('vary', 'Accept-Encoding');
    for (const encoding of acceptedEncodings(request.headers.get('accept-encoding'))) {
      const variant = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      const variantInfo = await fileSize(variant);
      if (variantInfo) {
        served = variant;
        info = variantInfo;
        headers.set('content-encoding', encoding);
        break;
      }
    }
  }

  const etag = `W/"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}-${headers.get('content-encoding') ?? 'id'}"`;
  headers.set('etag', etag);
  if (status === 200 && request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers: notModifiedHeaders(headers) });
  }
  headers.set('content-length', String(info.size));
  const body = request.method === 'HEAD' ? null : await readFile(served);
  return new Response(body, { status, headers });
}

/** Answers a request from `root`: the file, the site's 404 page, 400 for a bad path, 405 for writes. */
export async function serveSite(root: string, request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD', ...SECURITY_HEADERS } });
  }
  const urlPath = new URL(request.url).pathname;
  try {
    const file = await resolveFile(root, urlPath);
    if (file) return await fileResponse(file, request, urlPath);
  } catch (error) {
    if (!(error instanceof BadPathError)) throw error;
    return new Response('Bad request', { status: 400, headers: SECURITY_HEADERS });
  }
  return notFound(root, request);
}

/**
 * The site's 404 page for a path: the one of the path's first folder when it has one (a language's
 * /<code>/404/, so an unknown /en/… page answers in English), else /404.html.
 */
export async function notFound(root: string, request: Request): Promise<Response> {
  const [, folder] = new URL(request.url).pathname.split('/');
  const candidates = folder && !folder.startsWith('.') ? [`${folder}/404/index.html`, `${folder}/404.html`] : [];
  for (const candidate of [...candidates, '404.html']) {
    const page = resolve(root, candidate);
    if (page.startsWith(resolve(root) + sep) && (await fileSize(page)))
      return fileResponse(page, request, '/404.html', 404);
  }
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain', ...SECURITY_HEADERS } });
}
