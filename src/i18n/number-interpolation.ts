/**
 * i18next's formatter for every translator (build time and islands): a number put into a message ("{{count}}
 * games", "Play {{n}} rounds", "at least {{min}}") is written in the page's number style, as formatNumber
 * writes it: grouped, in the page's digits ("১০,০০০টি গেম", "ဂိမ်း ၁၀,၀၀၀ ခု", "10,000 گیمز"). Without it
 * i18next writes String(value), and a count on a Bangla page came out as "10000" in Latin digits beside
 * Bangla amounts. The plural form is still chosen from the number itself.
 *
 * Values already written (money, a year without grouping, a name) are strings and pass through as they
 * are. Messages use no format names ("{{value, number}}"), so this replaces i18next's own formatter.
 */
import { tenant } from 'virtual:tenant';
import type { FormatterModule, InterpolationOptions } from 'i18next';
import { formatNumber, intlLocale } from './format';
import { isLanguageCode } from './languages';

export const pageNumberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  // Typed by i18next as returning a string; anything else (a missing value) goes back untouched for i18next to handle.
  format(value, _format, lng) {
    if (typeof value !== 'number' || !Number.isFinite(value) || !isLanguageCode(lng)) return value;
    return formatNumber(value, intlLocale(lng, tenant.country));
  },
};

/** The interpolation settings of every translator: every value goes through the formatter above. */
export const INTERPOLATION: InterpolationOptions = {
  escapeValue: false, // React and Astro escape on output
  alwaysFormat: true,
};
