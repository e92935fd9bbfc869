/**
 * Merchants as the platform knows them: one per tenant file (src/config), found by merchant code or by the
 * host name a request arrives on. Tenant files are read at start and again when one is added or edited; run-time
 * state a merchant operator changes (whitelabel flags, maintenance, region restriction) lives in the database
 * (merchant-state.ts).
 */
import { loadAllTenants } from '../../src/config/load-tenants';
import type { Tenant } from '../../src/config/tenant-schema';

export interface Merchant {
  /** The tenant's merchantCode, e.g. SHAPLA_BD; the key of every per-merchant row. */
  code: string;
  tenant: Tenant;
}

export interface MerchantRegistry {
  all(): Merchant[];
  byCode(code: string): Merchant | undefined;
  /** By a production domain or `<tenantId>.localhost`; undefined when the host is unknown. */
  byHost(host: string): Merchant | undefined;
  fallback(): Merchant;
  /**
   * Replaces the tenants (a tenant file added or edited while the server runs): every later lookup sees them.
   * Seeding what a new merchant needs is the caller's part (app.ts `updateTenants`).
   */
  replace(tenants: Tenant[]): void;
}

interface Lookup {
  merchants: Merchant[];
  byCode: Map<string, Merchant>;
  byHost: Map<string, Merchant>;
  fallback: Merchant;
}

function lookupOf(tenants: Tenant[]): Lookup {
  if (!tenants.length) throw new Error('no tenant files found: the platform needs at least one merchant');
  const merchants = tenants.map((tenant) => ({ code: tenant.merchantCode, tenant }));
  const byHost = new Map<string, Merchant>();
  for (const m of merchants) {
    byHost.set(`${m.tenant.id}.localhost`, m);
    for (const domain of m.tenant.domains) byHost.set(domain, m);
  }
  return {
    merchants,
    byCode: new Map(merchants.map((m) => [m.code, m])),
    byHost,
    fallback: merchants.find((m) => m.tenant.fallback) ?? (merchants[0] as Merchant),
  };
}

export function createMerchantRegistry(tenants: Tenant[] = loadAllTenants()): MerchantRegistry {
  let lookup = lookupOf(tenants);
  return {
    all: () => lookup.merchants,
    byCode: (code) => lookup.byCode.get(code),
    byHost: (host) => lookup.byHost.get(host.toLowerCase().replace(/:\d+$/, '')),
    fallback: () => lookup.fallback,
    replace: (next) => {
      lookup = lookupOf(next);
    },
  };
}
