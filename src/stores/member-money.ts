/**
 * A member's money as every page shows it: 2 decimals in the page language and the merchant's currency, e.g. "Rs
 * 1,520.50". Apart from the balance store, so the header's balance (written from the build's number style, BalanceChip)
 * does not bring Intl's formatter onto a member's first screen.
 */
import { tenant } from 'virtual:tenant';
import { formatBalance, intlLocale } from '../i18n/format';
import type { LanguageCode } from '../i18n/languages';

export function formatMemberBalance(amount: number, lang: LanguageCode): string {
  return formatBalance(amount, { locale: intlLocale(lang, tenant.country), currency: tenant.currency });
}
