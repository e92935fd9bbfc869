/**
 * Picks the merchant a request is for by its Host header: `<id>.localhost` for local work, a tenant's
 * production domains when the server runs behind them, and the fallback merchant for a host with no name
 * (plain localhost, an IP address). Any other name is no merchant's: `undefined`, and the server answers that the
 * site is unknown instead of showing another merchant's site under that name.
 */
import { isIP } from 'node:net';
import type { Tenant } from '../../src/config/tenant-schema';

/** Lower-case host name without port or trailing dot; IPv6 literals keep their brackets. */
export function hostName(header: string | null): string {
  const host = (header ?? '').trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/** localhost or an IP address: a host that names no site, served the fallback merchant. */
function isNameless(name: string): boolean {
  return name === '' || name === 'localhost' || isIP(name.replace(/^\[|\]$/g, '')) !== 0;
}

export function createHostRouter(tenants: readonly Tenant[]): (hostHeader: string | null) => Tenant | undefined {
  const fallback = tenants.find((t) => t.fallback) ?? tenants[0];
  if (!fallback) throw new Error('No tenants to serve');
  const byHost = new Map<string, Tenant>();
  for (const tenant of tenants) {
    byHost.set(`${tenant.id}.localhost`, tenant);
    for (const domain of tenant.domains) byHost.set(domain, tenant);
  }
  return (hostHeader) => {
    const name = hostName(hostHeader);
    return byHost.get(name) ?? (isNameless(name) ? fallback : undefined);
  };
}
