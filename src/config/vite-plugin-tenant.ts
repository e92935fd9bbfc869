/**
 * Exposes the merchant being built as `virtual:tenant`, so Astro pages and React islands read the same
 * parsed, defaulted tenant without passing it through props. The tenant holds no secrets: all of it may
 * reach the browser. The sections only the platform reads (its rules for loyalty, missions, promotions, points,
 * red envelopes and the profile form) are left out, so they do not weigh on every island; the site's type of
 * the module (SiteTenant, src/env.d.ts) leaves them out too, so site code cannot read one.
 */
import type { Plugin } from 'vite';
import { tenantsForBuild } from './load-tenants';
import { toRegion } from './regions';
import type { Tenant } from './tenant-schema';

const ID = 'virtual:tenant';
const RESOLVED = `\0${ID}`;

/** Tenant sections read by the platform alone (platform/ loads the tenant files itself). */
export const PLATFORM_ONLY_SECTIONS = [
  'loyalty',
  'missions',
  'promotions',
  'points',
  'redEnvelope',
  'profile',
] as const;
export type SiteTenant = Omit<Tenant, (typeof PLATFORM_ONLY_SECTIONS)[number]>;

/** The tenant as the site sees it: without the platform's sections. */
export function siteTenant(tenant: Tenant): SiteTenant {
  const site: Partial<Tenant> = { ...tenant };
  for (const section of PLATFORM_ONLY_SECTIONS) delete site[section];
  return site as SiteTenant;
}

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
        `export const tenant = ${JSON.stringify(siteTenant(tenant))};`,
        `export const regions = ${JSON.stringify(tenants.map(toRegion))};`,
      ].join('\n');
    },
  };
}
