/**
 * Money as the money pages show it: minor units from the contract through the one formatter of
 * src/i18n/format.ts, in the page language and the merchant's currency (2 decimals, spec §9).
 */
import { tenant } from 'virtual:tenant';
import { formatBalance, intlLocale } from '../../i18n/format';
import type { LanguageCode } from '../../i18n/languages';

export function formatMinor(minor: number, lang: LanguageCode): string {
  return formatBalance(minor / 100, { locale: intlLocale(lang, tenant.country), currency: tenant.currency });
}

/** Limits in the tenant file are in major units (payments-schema.ts); the ledger counts minor ones. */
export function majorToMinor(major: number): number {
  return Math.round(major * 100);
}
