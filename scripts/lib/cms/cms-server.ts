/**
 * The marketing CMS on the operator host, for `npm start` in demo mode (scripts/start.ts mounts it; production
 * edits through the Git host instead, README "Edit a promotion"): the page and its bundle under /admin/cms/, and per
 * merchant the Decap configuration, the proxy backend (cms-backend.ts) writing into the working tree, the state of
 * the rebuild that publishes a save, and the site's styles for the preview.
 *
 * Who may: an operator signed in on the console whose role holds the marketing permission (marketing, admin), or the
 * admin token; the platform itself answers who the request's session is (GET /admin/session, with the page's
 * cookie and the operator-request header, so the console's CSRF rule holds here too). Everything else: 401 or 403.
 * An operator with a merchant scope (set by an admin on the console) reads, writes and is listed only those
 * merchants: any other merchant's config, status or API answers 403 `forbidden`. Every file written or deleted is a
 * row of the operator audit log (cms-audit.ts): who, merchant, path, before and after.
 * Paths outside the merchant's content and pictures: 404 (cms-paths.ts). Bad requests: 4xx with {error, code}, never
 * 5xx.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Tenant } from '../../../src/config/tenant-schema';
import { type CmsAuditRecord, cmsAuditRecord } from './cms-audit';
import { answerCmsAction, type CmsAnswer } from './cms-backend';
import { cmsBundle } from './cms-bundle';
import { decapConfig } from './cms-config';
import { CMS_PAGE } from './cms-page';
import type { CmsRoots } from './cms-paths';
import type { Rebuilder } from './cms-rebuild';
import { previewStylesheet, siteFile } from './cms-site-assets';

/** Largest request body: an entry's language files and a picture of at most 512 kB, as base64. */
const MAX_BODY_BYTES = 1_500_000;
const PERMISSION = 'marketing';
const PICTURE_PATH = /^\/promotions\/[\w/-]+\.(svg|png|jpe?g|webp|avif)$/;

export interface CmsServerOptions {
  tenants: () => readonly Tenant[];
  /** The platform's fetch handler (asked who the session is). */
  platform: (request: Request, env?: unknown) => Response | Promise<Response>;
  adminToken: string | null | undefined;
  roots: CmsRoots & { dist: string };
  rebuilder: Rebuilder;
  /** Appends a row to the operator audit log as `username` (null: the admin token) from `ip`. */
  audit: (who: { username: string | null; ip: string }, record: CmsAuditRecord) => Promise<void>;
  /** Read the client's IP from X-Forwarded-For (behind a proxy that sets it), as the platform does. */
  trustProxy?: boolean;
}

/** Who the request is: an operator (or the admin token, username null) and the merchant codes they may edit. */
interface Editor {
  username: string | null;
  /** null: every merchant. */
  merchants: string[] | null;
}

const HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { ...HEADERS, 'content-type': 'application/json' } });
/** The platform's error codes (src/api/calls/errors.ts) for the statuses the CMS answers. */
const CODES: Record<number, string> = { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' };
const error = (status: number, message: string) =>
  json(status, { error: message, code: CODES[status] ?? 'bad_request' });
const refused = (status: 401 | 403) =>
  error(status, status === 401 ? 'sign in on the operator console' : 'your role may not edit content');
const file = (body: string | Uint8Array, type: string, cache = 'no-cache') =>
  new Response(body as BodyInit, { headers: { ...HEADERS, 'content-type': type, 'cache-control': cache } });

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The request's editor when its operator may edit content, else the status to refuse it with. */
async function access(request: Request, env: unknown, options: CmsServerOptions): Promise<Editor | 401 | 403> {
  const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (token)
    return options.adminToken && sameSecret(token, options.adminToken) ? { username: null, merchants: null } : 401;
  const headers = new Headers();
  for (const name of ['cookie', 'x-operator-request', 'sec-fetch-site', 'host', 'x-forwarded-for']) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const url = new URL('/admin/session', request.url);
  const answer = await options.platform(new Request(url, { headers }), env);
  if (!answer.ok) return 401;
  // The API's envelope around operatorSessionCall's value (src/api/calls/admin-operators.ts).
  const who = (await answer.json().catch(() => null)) as {
    value?: { operator?: { username: string; permissions?: string[]; merchants?: string[] | null } | null };
  } | null;
  const operator = who?.value?.operator;
  if (!operator) return 401;
  if (!operator.permissions?.includes(PERMISSION)) return 403;
  return { username: operator.username, merchants: operator.merchants ?? null };
}

const mayEdit = (editor: Editor, tenant: Tenant) => !editor.merchants || editor.merchants.includes(tenant.merchantCode);

/** The client's address as the platform's audit rows write it (platform/http/request-context.ts). */
function clientIp(request: Request, env: unknown, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  const socket = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket;
  return (forwarded || socket?.remoteAddress || '127.0.0.1').slice(0, 64);
}

const TOO_LARGE = Symbol('too large');

async function bodyOf(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return TOO_LARGE;
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return TOO_LARGE;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Answers /admin/cms/… (undefined for any other path). */
export function createCmsHandler(options: CmsServerOptions) {
  const tenantOf = (id: string) => options.tenants().find((t) => t.id === id);

  return async function handleCms(request: Request, env?: unknown): Promise<Response | undefined> {
    const { pathname } = new URL(request.url);
    // The editor's picture field shows a promotion's image by its site path (/promotions/welcome.svg), asked of the
    // operator host: answered from the public folder, pictures only.
    if (request.method === 'GET' && PICTURE_PATH.test(pathname)) {
      const found = await siteFile({ dist: options.roots.public, public: options.roots.public }, '.', pathname);
      return found ? file(found.body, found.type) : undefined;
    }
    if (pathname !== '/admin/cms' && !pathname.startsWith('/admin/cms/')) return undefined;
    const method = request.method;
    const rest = pathname.slice('/admin/cms'.length).replace(/^\//, '');

    if (method === 'GET' && rest.startsWith('build/')) {
      const built = (await cmsBundle()).get(rest.slice('build/'.length));
      return built ? file(built.body, built.type) : error(404, 'no such file');
    }
    if (method === 'GET' && rest === 'merchants') {
      const editor = await access(request, env, options);
      if (typeof editor === 'number') return refused(editor);
      const mine = options.tenants().filter((t) => mayEdit(editor, t));
      return json(200, { merchants: mine.map((t) => ({ id: t.id, name: t.name })) });
    }

    if (method === 'GET' && (rest === '' || tenantOf(rest.replace(/\/$/, ''))))
      return file(CMS_PAGE, 'text/html; charset=utf-8');

    const match = /^([a-z0-9-]+)\/(config|status|api|preview\.css|site\/.+)$/.exec(rest);
    const tenant = match && tenantOf(match[1] as string);
    if (!match || !tenant) return error(404, 'no such CMS path');
    const what = match[2] as string;

    if (method === 'GET' && what === 'preview.css')
      return file(await previewStylesheet(options.roots.dist, tenant.id), 'text/css; charset=utf-8');
    if (method === 'GET' && what.startsWith('site/')) {
      const found = await siteFile(options.roots, tenant.id, what.slice('site'.length));
      return found ? file(found.body, found.type) : error(404, 'no such file');
    }

    const editor = await access(request, env, options);
    if (typeof editor === 'number') return refused(editor);
    if (!mayEdit(editor, tenant)) return error(403, `your operator account may not edit ${tenant.name}'s content`);

    if (method === 'GET' && what === 'config') {
      const site = {
        id: tenant.id,
        name: tenant.name,
        country: tenant.country,
        currency: tenant.currency,
        languages: tenant.languages,
        defaultLanguage: tenant.defaultLanguage,
      };
      return json(200, { decap: decapConfig(tenant), site });
    }
    if (method === 'GET' && what === 'status') return json(200, options.rebuilder.stateOf(tenant.id));
    if (method === 'POST' && what === 'api') {
      const body = await bodyOf(request);
      if (body === undefined) return error(400, 'the body must be JSON');
      if (body === TOO_LARGE) return error(413, 'too large: a picture may be at most 512 kB');
      const who = { username: editor.username, ip: clientIp(request, env, options.trustProxy ?? false) };
      const answer: CmsAnswer = await answerCmsAction(
        {
          tenant,
          roots: options.roots,
          changed: () => options.rebuilder.request(tenant.id),
          record: (change) => options.audit(who, cmsAuditRecord(change, tenant.merchantCode, options.roots)),
        },
        body,
      );
      return json(answer.status, answer.json);
    }
    return error(405, 'method not allowed');
  };
}
