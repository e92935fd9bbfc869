/**
 * Stakes, wins and balances of the studio's rounds (minor units on the wire) through the one money formatter
 * of src/i18n/format.ts, in the page language and the merchant's currency.
 */
import { tenant } from 'virtual:tenant';
import { formatMoney, intlLocale } from '../../i18n/format';
import type { LanguageCode } from '../../i18n/languages';

export const formatMinor = (minor: number, lang: LanguageCode): string =>
  formatMoney(minor / 100, { locale: intlLocale(lang, tenant.country), currency: tenant.currency });
