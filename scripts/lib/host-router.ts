/**
 * Picks the merchant a request is for by its Host header: `<id>.localhost` for local work, a tenant's
 * production domains when the server runs behind them, and the fallback merchant for anything else
 * (plain localhost, an IP address, an unknown name).
 */
import type { Tenant } from '../../src/config/tenant-schema';

/** Lower-case host name without port or trailing dot; IPv6 literals keep their brackets. */
export function hostName(header: string | null): string {
  const host = (header ?? '').trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

export function createHostRouter(tenants: readonly Tenant[]): (hostHeader: string | null) => Tenant {
  const fallback = tenants.find((t) => t.fallback) ?? tenants[0];
  if (!fallback) throw new Error('No tenants to serve');
  const byHost = new Map<string, Tenant>();
  for (const tenant of tenants) {
    byHost.set(`${tenant.id}.localhost`, tenant);
    for (const domain of tenant.domains) byHost.set(domain, tenant);
  }
  return (hostHeader) => byHost.get(hostName(hostHeader)) ?? fallback;
}
