import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostRouter, hostName } from '../../../scripts/lib/host-router';
import { createSiteHandler, type FetchHandler } from '../../../scripts/lib/site-server';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { REAL_TENANTS_DIR } from '../config/tenant-fixtures';

const tenants = loadAllTenants(REAL_TENANTS_DIR);
const pakistan = tenants.find((t) => t.id === 'pakistan');
const fallback = tenants.find((t) => t.fallback);

describe('host routing', () => {
  const route = createHostRouter(tenants);

  it('maps <id>.localhost with any port to that tenant', () => {
    for (const tenant of tenants) {
      expect(route(`${tenant.id}.localhost:4321`)?.id).toBe(tenant.id);
      expect(route(`${tenant.id.toUpperCase()}.LOCALHOST`)?.id).toBe(tenant.id);
    }
  });

  it("maps a tenant's production domains to it", () => {
    for (const domain of pakistan?.domains ?? []) expect(route(domain)?.id).toBe('pakistan');
    expect(route(`${pakistan?.domains[0]}.`)?.id).toBe('pakistan');
  });

  it('serves the fallback merchant for plain localhost and IPs', () => {
    for (const host of ['localhost:4321', '127.0.0.1:4321', '[::1]:4321', '', null]) {
      expect(route(host)?.id).toBe(fallback?.id);
    }
  });

  it('names no merchant for a host no tenant lists', () => {
    for (const host of ['evil.example', 'nepal.localhost:4321', 'www.shaplaplay.example.evil', 'localhost.evil']) {
      expect(route(host), host).toBeUndefined();
    }
  });

  it('strips ports and keeps IPv6 brackets', () => {
    expect(hostName('Example.COM:8080')).toBe('example.com');
    expect(hostName('[::1]:80')).toBe('[::1]');
  });
});

describe('the site handler', () => {
  let dist: string;
  const calls: string[] = [];
  const platform: FetchHandler = {
    fetch(request) {
      const { pathname } = new URL(request.url);
      calls.push(pathname);
      if (pathname === '/demo-game/1') return new Response('demo game');
      return new Response('{"success":false}', { status: 404 });
    },
  };

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    for (const tenant of tenants) {
      mkdirSync(join(dist, tenant.id));
      writeFileSync(join(dist, tenant.id, 'index.html'), `<title>${tenant.id}</title>`);
      writeFileSync(join(dist, tenant.id, '404.html'), `<title>${tenant.id} 404</title>`);
    }
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const handler = () => createSiteHandler({ tenants, distDir: dist, platform });
  const request = (path: string, host: string, init: RequestInit = {}) =>
    handler()(new Request(`http://${host}${path}`, { ...init, headers: { host } }));

  it('serves each tenant its own site by host name', async () => {
    expect(await (await request('/', 'pakistan.localhost:4321')).text()).toBe('<title>pakistan</title>');
    expect(await (await request('/', 'localhost:4321')).text()).toBe(`<title>${fallback?.id}</title>`);
  });

  it('routes an HTTP/2 request, which names its host only in the address, by that host', async () => {
    const answer = await handler()(new Request('https://pakistan.localhost:4399/'));
    expect(await answer.text()).toBe('<title>pakistan</title>');
  });

  it('sends API paths to the platform, whatever the method', async () => {
    calls.length = 0;
    const response = await request('/wps/session/login', 'myanmar.localhost', { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(calls).toEqual(['/wps/session/login']);
    await request('/lgw/games', 'localhost');
    expect(calls).toEqual(['/wps/session/login', '/lgw/games']);
  });

  it("serves no operator page on a players' host: /admin/ is the site's 404", async () => {
    for (const host of ['pakistan.localhost:4321', 'localhost']) {
      const response = await request('/admin/', host);
      expect(response.status, host).toBe(404);
      expect(await response.text()).toMatch(/<title>\w+ 404<\/title>/);
    }
    const lookalike = await request('/admin/', 'admin.localhost.evil.example');
    expect(lookalike.status).toBe(404);
    expect(await lookalike.text()).toContain('<title>Unknown site</title>');
  });

  it("answers a host no tenant lists with an unknown-site page, not another merchant's site", async () => {
    const response = await request('/', 'nepal.localhost:4321');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Unknown site</title>');
    expect(html).toContain('nepal.localhost:4321');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    // The host is the visitor's own text: it is shown, never run.
    const hostile = await handler()(new Request('http://x.example/', { headers: { host: 'x<script>.example' } }));
    expect(await hostile.text()).not.toContain('<script>');
  });

  it('serves a tenant added while it runs, saying so until its site is built', async () => {
    const site = createSiteHandler({ tenants, distDir: dist, platform });
    const nepal = { ...(pakistan as (typeof tenants)[number]), id: 'nepal', fallback: false, domains: [] };
    const ask = () => site(new Request('http://nepal.localhost/', { headers: { host: 'nepal.localhost' } }));
    expect((await ask()).status).toBe(404);
    site.setTenants([...tenants, nepal]);
    const unbuilt = await ask();
    expect(unbuilt.status).toBe(503);
    expect(await unbuilt.text()).toContain('npm run build -- --tenant nepal');
    mkdirSync(join(dist, 'nepal'));
    writeFileSync(join(dist, 'nepal', 'index.html'), '<title>nepal</title>');
    expect(await (await ask()).text()).toBe('<title>nepal</title>');
  });

  it('sends everything on the operator host to the platform, and / to the operator page', async () => {
    calls.length = 0;
    await request('/admin/', 'admin.localhost:4321');
    await request('/admin/review.js', 'ADMIN.localhost');
    await request('/index.html', 'admin.localhost');
    expect(calls).toEqual(['/admin/', '/admin/review.js', '/index.html']);
    const root = await request('/', 'admin.localhost:4321');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('http://admin.localhost:4321/admin/');
  });

  it('takes another operator host name (a production domain) instead of the default', async () => {
    calls.length = 0;
    const withOps = createSiteHandler({ tenants, distDir: dist, platform, operatorHosts: ['ops.example.net'] });
    await withOps(new Request('http://ops.example.net/admin/', { headers: { host: 'ops.example.net' } }));
    expect(calls).toEqual(['/admin/']);
    const old = await withOps(new Request('http://admin.localhost/', { headers: { host: 'admin.localhost' } }));
    expect(old.status).toBe(404);
    expect(await old.text()).toContain('<title>Unknown site</title>');
  });

  it('offers unknown site paths to the platform (demo game page) before the 404 page', async () => {
    expect(await (await request('/demo-game/1', 'pakistan.localhost')).text()).toBe('demo game');
    const missing = await request('/nope', 'pakistan.localhost');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<title>pakistan 404</title>');
  });
});
