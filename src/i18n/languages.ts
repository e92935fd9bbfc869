/**
 * The five languages the portal is translated into: the one table of what each is called where. The platform
 * names them BN, CN, EN, MY and UR (what it receives, see `platformLanguage` in src/api/calls);
 * URLs and `<html lang>` use the BCP 47 codes below (CN is Simplified Chinese, `zh`). The platform imports
 * this table too, so a language is added here and nowhere else.
 */
export const LANGUAGE_CODES = ['bn', 'zh', 'en', 'my', 'ur'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

interface LanguageInfo {
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
  /** The script of the language: its pages load that script's web font (scripts/lib/fonts-catalogue.ts). */
  script: 'latin' | 'bengali' | 'han' | 'myanmar' | 'arabic';
}

export const LANGUAGES = {
  bn: { nativeName: 'বাংলা', platformCode: 'BN', intlLocale: null, dir: 'ltr', script: 'bengali' },
  zh: { nativeName: '简体中文', platformCode: 'CN', intlLocale: 'zh-CN', dir: 'ltr', script: 'han' },
  en: { nativeName: 'English', platformCode: 'EN', intlLocale: null, dir: 'ltr', script: 'latin' },
  my: { nativeName: 'မြန်မာ', platformCode: 'MY', intlLocale: null, dir: 'ltr', script: 'myanmar' },
  ur: { nativeName: 'اردو', platformCode: 'UR', intlLocale: null, dir: 'rtl', script: 'arabic' },
} as const satisfies Record<LanguageCode, LanguageInfo>;

/** The code of a language as the platform receives it: BN, CN, EN, MY, UR. */
export type PlatformLanguageCode = (typeof LANGUAGES)[LanguageCode]['platformCode'];
/** Every platform code, in the order of LANGUAGE_CODES (the API's `platformLanguage` enum). */
export const PLATFORM_LANGUAGE_CODES = LANGUAGE_CODES.map((code) => LANGUAGES[code].platformCode);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The site language a platform code names, if any. */
export function languageOfPlatformCode(code: string | undefined): LanguageCode | undefined {
  return LANGUAGE_CODES.find((lang) => LANGUAGES[lang].platformCode === code);
}
