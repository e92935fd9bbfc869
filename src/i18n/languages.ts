/**
 * The five languages the portal is translated into. The spec names them BN, CN, EN, MY and UR; URLs and
 * `<html lang>` use the BCP 47 codes below (CN is Simplified Chinese, `zh`).
 */
export const LANGUAGE_CODES = ['bn', 'zh', 'en', 'my', 'ur'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

interface LanguageInfo {
  /** The language's own name, shown in the language picker. */
  nativeName: string;
  /** The spec's code for the language, sent to the platform. */
  platformCode: 'BN' | 'CN' | 'EN' | 'MY' | 'UR';
  dir: 'ltr' | 'rtl';
  /** Font stack variable set on pages in this language (see src/styles/fonts). */
  script: 'latin' | 'bengali' | 'han' | 'myanmar' | 'arabic';
}

export const LANGUAGES: Record<LanguageCode, LanguageInfo> = {
  bn: { nativeName: 'বাংলা', platformCode: 'BN', dir: 'ltr', script: 'bengali' },
  zh: { nativeName: '简体中文', platformCode: 'CN', dir: 'ltr', script: 'han' },
  en: { nativeName: 'English', platformCode: 'EN', dir: 'ltr', script: 'latin' },
  my: { nativeName: 'မြန်မာ', platformCode: 'MY', dir: 'ltr', script: 'myanmar' },
  ur: { nativeName: 'اردو', platformCode: 'UR', dir: 'rtl', script: 'arabic' },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
