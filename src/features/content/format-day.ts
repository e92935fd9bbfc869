/**
 * Promotion dates in the page language ("1 Jan 2026", "১ জানু, ২০২৬"). Dates are calendar days stored as UTC
 * midnight, so they are formatted in UTC: a viewer west of Greenwich must not see the previous day.
 */
import { intlLocale } from '../../i18n/format';
import type { LanguageCode } from '../../i18n/languages';

export function formatDay(date: Date, lang: LanguageCode, country: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang, country), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** YYYY-MM-DD for <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
