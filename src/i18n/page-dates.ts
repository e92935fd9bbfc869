/**
 * The date context of a page: its language's Intl locale with the merchant's country, and the merchant's time zone,
 * so every record reads the merchant's days and hours whatever zone the visitor's phone is set to.
 */
import { tenant } from 'virtual:tenant';
import { type DateContext, intlLocale } from './format';
import type { LanguageCode } from './languages';

export function pageDates(lang: LanguageCode): DateContext {
  return { locale: intlLocale(lang, tenant.country), timeZone: tenant.timeZone };
}
