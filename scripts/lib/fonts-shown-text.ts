/**
 * Everything a built page can show: its HTML text, the strings of its language that its islands load,
 * and amounts and counts as the page formats them at run time (digits, currency sign, separators).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { intlLocale } from '../../src/i18n/format';
import { isLanguageCode, type LanguageCode } from '../../src/i18n/languages';
import { readPageText } from './fonts-page-text';

const LOCALES_DIR = resolve(import.meta.dirname, '../../src/i18n/locales');

/** The merchant facts the font step needs. */
export interface SiteFontContext {
  defaultLanguage: LanguageCode;
  country: string;
  currency: string;
  currencySymbol: string;
}

const localeText = new Map<string, string>();

/** Every string of a language's translation files. */
export function translationText(lang: LanguageCode): string {
  let text = localeText.get(lang);
  if (text === undefined) {
    const values: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') values.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    for (const file of readdirSync(join(LOCALES_DIR, lang)).filter((name) => name.endsWith('.json'))) {
      walk(JSON.parse(readFileSync(join(LOCALES_DIR, lang, file), 'utf8')));
    }
    text = values.join('\n');
    localeText.set(lang, text);
  }
  return text;
}

function numberText(lang: LanguageCode, site: SiteFontContext): string {
  const locale = intlLocale(lang, site.country);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: site.currency });
  const plain = new Intl.NumberFormat(locale);
  return `${money.format(-1234567890.5)} ${plain.format(1234567890.5)} ${site.currencySymbol}`;
}

/**
 * The page's language and the text it can show. Translations are complete in every language (a rule of
 * the house), so the default language's strings, loaded only as a fallback, are not counted.
 */
export function shownText(
  html: string,
  site: SiteFontContext,
): { lang: LanguageCode; text: string /** The HTML's own text, what the first paint shows. */; htmlText: string } {
  const page = readPageText(html);
  const lang = isLanguageCode(page.lang) ? page.lang : site.defaultLanguage;
  return { lang, text: [page.text, translationText(lang), numberText(lang, site)].join('\n'), htmlText: page.text };
}
