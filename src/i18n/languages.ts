/**
 * The languages the portal is translated into, as data: `locales/languages.json` holds one entry per language
 * (what it is called, its direction, digits, script and fallback) and `locales/<code>/` its messages. Adding a
 * language is that entry and that folder, with no code change: the build checks the entry
 * (src/config/language-catalogue.ts) and a tenant naming a language that has none is refused with the way to add it.
 * The platform receives a language by its `platformCode` (BN, CN, EN, MY, UR, NE …, see `platformLanguage` in
 * src/api/calls); URLs and `<html lang>` use the BCP 47 codes (CN is Simplified Chinese, `zh`). The platform imports
 * this table too.
 */
import catalogue from './locales/languages.json' with { type: 'json' };

/** A BCP 47 language code with an entry in locales/languages.json (checked where a tenant names one). */
export type LanguageCode = string;

/**
 * The languages of the texts written in code (the platform's mails, its own pages, first-start content): a table of
 * them is typed `Record<CodeTextLanguage, …>`, so the compiler holds it complete for these. A language added later as
 * data needs no entry there: it is served its fallback's text (inLanguage, writtenIn).
 */
export const CODE_TEXT_LANGUAGES = ['bn', 'zh', 'en', 'my', 'ur'] as const;
export type CodeTextLanguage = (typeof CODE_TEXT_LANGUAGES)[number];

export interface LanguageInfo {
  /** The language's own name, shown in the language picker. */
  nativeName: string;
  /** The code the platform knows the language by, sent with every call that names one. */
  platformCode: string;
  /**
   * The Intl locale tag when it does not depend on the merchant's country (Simplified Chinese is zh-CN on
   * every site); null: the site code with the merchant's country, e.g. bn-BD, en-PK.
   */
  intlLocale: string | null;
  dir: 'ltr' | 'rtl';
  /** The script of the language: its pages load that script's web font (scripts/lib/fonts-catalogue.json). */
  script: string;
  /**
   * The Intl numbering system of every number on its pages (latn, beng, mymr, deva): fixed here rather than left
   * to the runtime's locale data, because browsers ship less of it than Node (Chromium has no Burmese number data)
   * and a page's build-time numbers and its islands' numbers must look the same.
   */
  numberingSystem: string;
  /** Whether amounts put the currency symbol after the figure ("১০,০০০৳") rather than before ("৳10,000"). */
  symbolAfter: boolean;
  /**
   * The numeric date as full ICU data writes the language's short date, d, m and y standing for the day, month and
   * year: "d/m/y" (05/12/2026), "y/m/d" (2026/12/05), "y-m-d" (Nepali: २०२६-१२-०५).
   */
  datePattern: string;
  /** What stands between a date and its time ("05/12/2026, 18:00:00"). */
  dateTimeJoin: string;
  /**
   * The language a missing message is taken from first (then the merchant's default language, then English): set
   * for a language still being translated; null for a complete one, whose pages then never download another's.
   */
  fallback: LanguageCode | null;
}

export const LANGUAGES: Readonly<Record<LanguageCode, LanguageInfo>> = catalogue as Record<string, LanguageInfo>;

/** Every language code of the catalogue, in its order. */
export const LANGUAGE_CODES: readonly LanguageCode[] = Object.keys(LANGUAGES);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** The catalogue entry of `code`; English's for a code the catalogue lacks (tenant files are checked before). */
export function languageInfo(code: LanguageCode): LanguageInfo {
  return (isLanguageCode(code) ? LANGUAGES[code] : undefined) ?? (LANGUAGES.en as LanguageInfo);
}

/** The code of a language as the platform receives it: BN, CN, EN, MY, UR … */
export type PlatformLanguageCode = string;
/** Every platform code, in the order of LANGUAGE_CODES (the API's `platformLanguage` enum). */
export const PLATFORM_LANGUAGE_CODES = LANGUAGE_CODES.map((code) => languageInfo(code).platformCode);

/** The site language a platform code names, if any. */
export function languageOfPlatformCode(code: string | undefined): LanguageCode | undefined {
  return LANGUAGE_CODES.find((lang) => languageInfo(lang).platformCode === code);
}

/**
 * Where a page in `lang` takes a message it lacks, in order: the language's own fallback, the merchant's default
 * language, English (never `lang` itself, nor one twice).
 */
export function fallbackChain(lang: LanguageCode, defaultLanguage: LanguageCode): LanguageCode[] {
  const chain = [languageInfo(lang).fallback, defaultLanguage, 'en'].filter((code): code is string => !!code);
  return [...new Set(chain)].filter((code) => code !== lang);
}

/** i18next's fallbackLng for a merchant: each language's fallbackChain, and the merchant's for any other. */
export function i18nextFallbacks(defaultLanguage: LanguageCode): Record<string, LanguageCode[]> {
  return {
    ...Object.fromEntries(LANGUAGE_CODES.map((code) => [code, fallbackChain(code, defaultLanguage)])),
    default: fallbackChain(defaultLanguage, defaultLanguage),
  };
}

/**
 * The language a table written per language in code (the platform's mails, seed content and its own pages) serves
 * `lang` in: `lang` itself, else the first of its fallback chain the table has (English last). A page or text in a
 * language added later as data is then wholly in that language, its numbers too.
 */
export function writtenIn(table: Readonly<Partial<Record<LanguageCode, unknown>>>, lang: LanguageCode): LanguageCode {
  const code = [lang, ...fallbackChain(lang, 'en')].find((candidate) => table[candidate] !== undefined);
  if (code === undefined) throw new Error(`A text table has neither ${lang} nor English`);
  return code;
}

/** `lang`'s entry of a table written per language in code, or its fallback's (see writtenIn). */
export function inLanguage<T>(table: Readonly<Partial<Record<LanguageCode, T>>>, lang: LanguageCode): T {
  return table[writtenIn(table, lang)] as T;
}
