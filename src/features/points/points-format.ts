/** Points and item names as the points mall shows them: counts in the page's number style, names per language. */
import { tenant } from 'virtual:tenant';
import type { TFunction } from 'i18next';
import type { PointsItem } from '../../api/calls/points/points';
import { formatNumber, intlLocale } from '../../i18n/format';
import type { LanguageCode } from '../../i18n/languages';

export const pointsLocale = (lang: LanguageCode): string => intlLocale(lang, tenant.country);

/** "1 point", "২০০ পয়েন্ট" …: the count in the page's digits, the word in its plural form. */
export const pointsText = (t: TFunction, lang: LanguageCode, points: number): string =>
  t('points.count', { count: points, points: formatNumber(points, pointsLocale(lang)) });

/** The item's name in the page language, else the merchant's default language, else any. */
export function itemName(item: Pick<PointsItem, 'name' | 'id'>, lang: LanguageCode): string {
  return item.name[lang] ?? item.name[tenant.defaultLanguage] ?? Object.values(item.name)[0] ?? item.id;
}
