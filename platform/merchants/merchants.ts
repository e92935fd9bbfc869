/**
 * Merchants as the platform knows them: one per tenant file (src/config), found by merchant code or by the
 * host name a request arrives on. Tenant files are read once at start; run-time state a merchant operator
 * changes (whitelabel flags, maintenance, region restriction) lives in the database (merchant-state.ts).
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
}

export function createMerchantRegistry(tenants: Tenant[] = loadAllTenants()): MerchantRegistry {
  if (!tenants.length) throw new Error('no tenant files found: the platform needs at least one merchant');
  const merchants = tenants.map((tenant) => ({ code: tenant.merchantCode, tenant }));
  const byCode = new Map(merchants.map((m) => [m.code, m]));
  const byHost = new Map<string, Merchant>();
  for (const m of merchants) {
    byHost.set(`${m.tenant.id}.localhost`, m);
    for (const domain of m.tenant.domains) byHost.set(domain, m);
  }
  const fallback = merchants.find((m) => m.tenant.fallback) ?? (merchants[0] as Merchant);
  return {
    all: () => merchants,
    byCode: (code) => byCode.get(code),
    byHost: (host) => byHost.get(host.toLowerCase().replace(/:\d+$/, '')),
    fallback: () => fallback,
  };
}
