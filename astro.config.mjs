// @ts-check
/**
 * One Astro build per merchant: scripts/build.ts runs this config once per tenant with TENANT=<id> and
 * OUT_DIR set. Without TENANT (astro dev), the fallback merchant is built.
 */
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { demandDirective } from './src/app/demand-integration.ts';
import { tenantsForBuild } from './src/config/load-tenants.ts';
import { inlineScriptPlugin } from './src/config/vite-plugin-inline-script.ts';
import { pickTenant, tenantPlugin } from './src/config/vite-plugin-tenant.ts';

// Parsed once by scripts/build.ts and handed over (see tenantsForBuild); astro dev parses the files itself.
const tenants = tenantsForBuild();
const tenant = pickTenant(tenants, process.env.TENANT);

export default defineConfig({
  // PUBLIC_DIR: tests (and the CMS's tests, which upload pictures) point a build at a copy of public/.
  publicDir: process.env.PUBLIC_DIR || './public',
  outDir: process.env.OUT_DIR ?? `./dist/${tenant.id}`,
  // Each build keeps its own content cache, so parallel builds of two merchants never read each other's data.
  cacheDir: process.env.OUT_DIR ? `${process.env.OUT_DIR}.cache` : `./node_modules/.astro/${tenant.id}`,
  site: `https://${tenant.domains[0]}`,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [react(), demandDirective()],
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), tenantPlugin(tenant.id, tenants), inlineScriptPlugin()],
    // BUILD_SOURCEMAP=1 writes source maps, to see which modules make up a chunk (not for shipped builds).
    build: { assetsInlineLimit: 2048, sourcemap: process.env.BUILD_SOURCEMAP === '1' },
  },
});
