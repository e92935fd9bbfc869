/**
 * Limits in the tenant file are in major units (payments-schema.ts); the ledger counts minor ones. Amounts
 * are shown by components/ui/Money.tsx, through the one formatter. The conversion lives with the money amounts.
 */
export { majorToMinor } from '../../api/calls/money/amounts';
