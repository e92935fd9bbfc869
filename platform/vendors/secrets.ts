/**
 * The secret an aggregator and the platform share to sign wallet callbacks: env PLATFORM_VENDOR_SECRET_<ID>
 * (the adapter id upper-cased, e.g. PLATFORM_VENDOR_SECRET_SIM). Without it a fixed development secret is used,
 * which is fine for the local simulator and never for a real aggregator: set the variable in production.
 */
export function adapterSecret(adapterId: string): string {
  return process.env[`PLATFORM_VENDOR_SECRET_${adapterId.toUpperCase()}`] || `dev-only-${adapterId}-wallet-secret`;
}
