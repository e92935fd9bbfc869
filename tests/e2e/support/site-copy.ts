/**
 * A merchant's built site copied to a temporary folder and served there as `npm start` serves dist/ (without the
 * platform), so a test can deploy a changed file without touching the working tree's dist/.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createSiteHandler } from '../../../scripts/lib/site-server';
import { loadAllTenants } from '../../../src/config/load-tenants';

const DIST_DIR = resolve(import.meta.dirname, '../../../dist');

export interface SiteCopy {
  /** http://<id>.localhost:<port> */
  origin: string;
  /** The copied site folder (what would be dist/<id>/). */
  dir: string;
  close(): Promise<void>;
}

export async function serveSiteCopy(tenantId: string): Promise<SiteCopy> {
  const distDir = mkdtempSync(join(tmpdir(), 'portal-site-copy-'));
  const dir = join(distDir, tenantId);
  cpSync(join(DIST_DIR, tenantId), dir, { recursive: true });
  const handler = createSiteHandler({ tenants: loadAllTenants(), distDir });
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer) => {
    const started = serve({ fetch: (request) => handler(request), port: 0, hostname: '127.0.0.1' }, () =>
      resolveServer(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${tenantId}.localhost:${port}`,
    dir,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}
