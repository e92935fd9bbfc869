/**
 * Odd paths at `npm start`'s own server: a malformed path is a 400 (or the site's 404), never a 500, for a
 * site path and for a path the platform is offered. The platform's own guard is tested in
 * tests/platform/fuzz-routes.test.ts; here the platform is a stand-in that answers 404 like the real one does
 * for an unknown path.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSiteHandler } from '../../../scripts/lib/site-server';
import { loadAllTenants } from '../../../src/config/load-tenants';
import { REAL_TENANTS_DIR } from '../config/tenant-fixtures';

const tenants = loadAllTenants(REAL_TENANTS_DIR);
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-odd-'));
  for (const tenant of tenants) {
    mkdirSync(join(dist, tenant.id, 'en'), { recursive: true });
    writeFileSync(join(dist, tenant.id, 'index.html'), '<title>home</title>');
    writeFileSync(join(dist, tenant.id, '404.html'), '<title>404</title>');
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const platform = { fetch: () => new Response('{"success":false,"code":"not_found"}', { status: 404 }) };

it.each([
  '/%00',
  '/a%00b/',
  '/%ZZ',
  '/%E0%A4%A',
  '/%ED%A0%80',
  '/en/%FF',
  '/..%2F..%2Fetc%2Fpasswd',
  '/%5C%5Cevil.example',
  `/${'a'.repeat(5_000)}`,
  `/${'a/'.repeat(2_000)}`,
  '/%1B%5B31m',
])('answers %s with a 4xx, not a 5xx', async (path) => {
  const handler = createSiteHandler({ tenants, distDir: dist, platform });
  const res = await handler(
    new Request(`http://pakistan.localhost${path}`, { headers: { host: 'pakistan.localhost' } }),
  );
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
});
