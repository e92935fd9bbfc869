/**
 * The answers for a request no built site can take: a host no tenant file names (404), and a merchant whose
 * tenant file is there but whose site is not built yet (503). Showing the fallback merchant's site instead would
 * put one brand's pages under another brand's name.
 */
import { BASE_HEADERS } from './security-headers';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(status: number, title: string, text: string): Response {
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><title>${title}</title>
<main style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p></main></html>`;
  return new Response(html, {
    status,
    headers: {
      ...BASE_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}

/** No tenant names this host. */
export function unknownSite(host: string): Response {
  return page(404, 'Unknown site', `No site of this server is configured for <b>${escapeHtml(host)}</b>.`);
}

/** The tenant is known, its dist/<id>/ is not there yet. */
export function siteNotBuilt(tenantId: string): Response {
  const id = escapeHtml(tenantId);
  return page(
    503,
    'Site not built yet',
    `The site <b>${id}</b> has not been built. Run <code>npm run build -- --tenant ${id}</code>; it is served as soon as the build finishes.`,
  );
}
