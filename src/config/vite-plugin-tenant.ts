/**
 * Exposes the merchant being built as `virtual:tenant`, so Astro pages and React islands read the same
 * parsed, defaulted tenant without passing it through props. The tenant holds no secrets: all of it may
 * reach the browser.
 */
import type { Plugin } from 'vite';
import { tenantsForBuild } from './load-tenants';
import { toRegion } from './regions';
import type { Tenant } from './tenant-schema';

const ID = 'virtual:tenant';
const RESOLVED = `\0${ID}`;

export function pickTenant(tenants: Tenant[], id: string | undefined): Tenant {
  const tenant = id ? tenants.find((t) => t.id === id) : tenants.find((t) => t.fallback);
  if (!tenant) throw new Error(`Unknown tenant "${id}". Known: ${tenants.map((t) => t.id).join(', ')}`);
  return tenant;
}

/** `tenants`: every merchant, parsed once by the caller (the region sheet lists them all). */
export function tenantPlugin(tenantId: string | undefined, tenants: Tenant[] = tenantsForBuild()): Plugin {
  const tenant = pickTenant(tenants, tenantId);
  return {
    name: 'portal:tenant',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      return [
        `export const tenant = ${JSON.stringify(tenant)};`,
        `export const regions = ${JSON.stringify(tenants.map(toRegion))};`,
      ].join('\n');
    },
  };
}
