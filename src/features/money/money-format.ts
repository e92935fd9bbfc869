/**
 * Limits in the tenant file are in major units (payments-schema.ts); the ledger counts minor ones. Amounts
 * are shown by components/ui/Money.tsx, through the one formatter.
 */
export function majorToMinor(major: number): number {
  return Math.round(major * 100);
}
