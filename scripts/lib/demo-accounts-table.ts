/**
 * The demo accounts `npm start` prints: one row per role, one column per merchant, so the log stays short
 * however many merchants there are. The accounts come from the platform's seed (single source of truth).
 */
import { demoAccounts } from '../../platform/accounts/demo-accounts';
import type { Tenant } from '../../src/config/tenant-schema';
import { formatTable } from './table';

export function demoAccountsTable(tenants: readonly Tenant[]): string {
  const perTenant = tenants.map((tenant) => demoAccounts({ code: tenant.merchantCode, tenant }));
  const roles = perTenant[0] ?? [];
  const rows = roles.map((account, index) => [
    account.role,
    account.password,
    ...perTenant.map((accounts) => accounts[index]?.username ?? ''),
  ]);
  return formatTable(['role', 'password', ...tenants.map((t) => t.id)], rows, { alignRight: () => false });
}
