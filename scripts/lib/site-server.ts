/**
 * The one request handler `npm start` serves: API paths go to the reference platform, everything else to
 * the static site of the merchant the Host header names. A path that is no file of the site is offered
 * to the platform too (its demo game page and generated game icons), and only then answered with the
 * site's 404 page. A host no tenant names gets an "unknown site" page and a merchant not built yet a page that
 * says so (scripts/lib/unknown-site.ts), never another merchant's site.
 *
 * The operator host (PLATFORM_OPERATOR_HOST, default admin.localhost: platform/admin/operator-host.ts) is no
 * merchant's site: everything asked of it goes to the platform, which serves the operator page and API there and
 * nowhere else. On a players' host /admin/ is just a path of the site, which has no such page: its 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_OPERATOR_HOST, isOperatorHost } from '../../platform/admin/operator-host';
import type { Tenant } from '../../src/config/tenant-schema';
import { createHostRouter } from './host-router';
import { withTransportSecurity } from './security-headers';
import { notFound, serveSite } from './static-site';
import { siteNotBuilt, unknownSite } from './unknown-site';

/**
 * Path prefixes of the platform API on a players' host, and the sandbox payment provider's page
 * (platform/money/gateway.ts SANDBOX_PAGE_PATH), whose Pay / Decline buttons post back to it. The operator API
 * (/admin/) is not among them: it lives on the operator host only.
 */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/sandbox-pay/'] as const;

/** Anything with Hono's `app.fetch` shape; `env` carries the Node bindings (client address). */
export interface FetchHandler {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

export interface SiteServerOptions {
  tenants: readonly Tenant[];
  distDir: string;
  platform?: FetchHandler;
  /** Trust X-Forwarded-Proto (behind a TLS proxy): https answers then carry Strict-Transport-Security. */
  trustProxy?: boolean;
  /** Host names of the operator page (the platform's operatorHosts); default admin.localhost. */
  operatorHosts?: readonly string[];
}

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

export type SiteHandler = ((request: Request, env?: unknown) => Promise<Response>) & {
  /** Serves these tenants from the next request on (a tenant file added or edited while the server runs). */
  setTenants(tenants: readonly Tenant[]): void;
};

export function createSiteHandler({
  tenants,
  distDir,
  platform,
  trustProxy = false,
  operatorHosts = [DEFAULT_OPERATOR_HOST],
}: SiteServerOptions): SiteHandler {
  let route = createHostRouter(tenants);
  const answer = async (request: Request, env?: unknown): Promise<Response> => {
    const { pathname } = new URL(request.url);
    // HTTP/2 names the host in :authority, which the request's URL carries; there is no Host header then.
    const host = request.headers.get('host') ?? new URL(request.url).host;
    if (isOperatorHost(host, operatorHosts)) {
      if (pathname === '/') return Response.redirect(new URL('/admin/', request.url), 302);
      return platform ? platform.fetch(request, env) : new Response('Not found', { status: 404 });
    }
    if (platform && isApiPath(pathname)) return platform.fetch(request, env);
    const tenant = route(host);
    if (!tenant) return unknownSite(host);
    const root = join(distDir, tenant.id);
    const response = await serveSite(root, request);
    if (response.status !== 404) return response;
    // Only a missing file costs the check: a site without its home page is one not built yet.
    if (!existsSync(join(root, 'index.html'))) return siteNotBuilt(tenant.id);
    if (!platform) return response;
    const fromPlatform = await platform.fetch(request, env);
    return fromPlatform.status === 404 ? notFound(root, request) : fromPlatform;
  };
  const handle = async (request: Request, env?: unknown): Promise<Response> =>
    withTransportSecurity(await answer(request, env), request, trustProxy);
  return Object.assign(handle, {
    setTenants: (next: readonly Tenant[]) => {
      route = createHostRouter(next);
    },
  });
}
