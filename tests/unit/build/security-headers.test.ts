/**
 * The sites' security headers — each page's CSP allows exactly its own inline scripts (by hash) and
 * nothing else inline; `npm start` sends it, the build writes the same as `_headers`; HSTS only over
 * https.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptSources,
  withTransportSecurity,
} from '../../../scripts/lib/security-headers';
import { createSiteHandler } from '../../../scripts/lib/site-server';
import { loadAllTenants } from '../../../src/config/load-tenants';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const PAGE = `<!doctype html><html><head>
<script>document.documentElement.dataset.theme = "x";</script>
<script type="module" src="/_astro/app.js"></script>
<script type="application/json" id="data">{"a":1}</script>
<link rel="stylesheet" href="/f.css" media="print" onload="this.media='all'">
</head><body><script type="module">import('/_astro/island.js')</script></body></html>`;

describe('content security policy', () => {
  it('allows each inline script and handler by hash, data blocks and external scripts by nothing', () => {
    const { scripts, handlers } = inlineScriptSources(PAGE);
    expect(scripts).toEqual(
      [hash('document.documentElement.dataset.theme = "x";'), hash("import('/_astro/island.js')")].sort(),
    );
    expect(handlers).toEqual([hash("this.media='all'")]);
    const csp = contentSecurityPolicy(PAGE);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) as string;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).toContain("'unsafe-hashes'");
    for (const source of [...scripts, ...handlers]) expect(scriptSrc).toContain(source);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it("gives a page without inline scripts only self, and Google's tag (loaded after consent)", () => {
    const csp = contentSecurityPolicy('<p>hi</p>').split('; ');
    expect(csp.find((d) => d.startsWith('script-src'))).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(csp.find((d) => d.startsWith('connect-src'))).toMatch(
      /^connect-src 'self' https:\/\/\*\.google-analytics\.com /,
    );
  });
});

describe('served and deployed headers', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'headers-'));
    await mkdir(join(dist, 'bangladesh', 'promotions', 'a'), { recursive: true });
    await writeFile(join(dist, 'bangladesh', 'index.html'), PAGE);
    await writeFile(join(dist, 'bangladesh', 'promotions', 'a', 'index.html'), '<script>1</script>');
    await writeFile(join(dist, 'bangladesh', 'app.js'), 'export {}');
    await writeFile(join(dist, 'bangladesh', '_headers'), await headersFile(join(dist, 'bangladesh')));
  });
  afterAll(async () => rm(dist, { recursive: true, force: true }));

  const handler = (trustProxy = false) => createSiteHandler({ tenants: loadAllTenants(), distDir: dist, trustProxy });

  it('sends every page its CSP and every answer the base headers; never serves _headers', async () => {
    const home = await handler()(new Request('http://bangladesh.localhost/'));
    expect(home.headers.get('content-security-policy')).toBe(contentSecurityPolicy(PAGE));
    expect(home.headers.get('permissions-policy')).toContain('camera=()');
    expect(home.headers.get('strict-transport-security')).toBeNull();
    const script = await handler()(new Request('http://bangladesh.localhost/app.js'));
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await handler()(new Request('http://bangladesh.localhost/_headers'))).status).toBe(404);
  });

  it('adds Strict-Transport-Security over https, or behind a trusted proxy that says https', async () => {
    expect(
      (await handler()(new Request('https://bangladesh.localhost/'))).headers.get('strict-transport-security'),
    ).toMatch(/max-age=\d+/);
    const proxied = new Request('http://bangladesh.localhost/', { headers: { 'x-forwarded-proto': 'https' } });
    expect((await handler(true)(proxied)).headers.get('strict-transport-security')).toMatch(/max-age/);
    expect((await handler(false)(proxied.clone())).headers.get('strict-transport-security')).toBeNull();
    const plain = withTransportSecurity(new Response('x'), new Request('http://a/'), true);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('writes the same headers as _headers for static hosts, per page', async () => {
    const text = await headersFile(join(dist, 'bangladesh'));
    expect(text).toContain('/*\n  x-content-type-options: nosniff');
    expect(text).toMatch(/ {2}strict-transport-security: max-age=\d+/);
    expect(text).toContain(`/\n  content-security-policy: ${contentSecurityPolicy(PAGE)}`);
    expect(text).toContain(`/promotions/a/\n  content-security-policy: ${contentSecurityPolicy('<script>1</script>')}`);
  });
});
