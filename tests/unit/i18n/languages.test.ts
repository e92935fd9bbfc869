import { describe, expect, it } from 'vitest';
import { platformLanguage } from '../../../src/api/calls/games/game';
import { intlLocale } from '../../../src/i18n/format';
import {
  LANGUAGE_CODES,
  LANGUAGES,
  languageOfPlatformCode,
  PLATFORM_LANGUAGE_CODES,
} from '../../../src/i18n/languages';

describe('the language table', () => {
  it('gives the API its platform codes: what the site sends is what the platform accepts', () => {
    expect(platformLanguage.options).toEqual(['BN', 'CN', 'EN', 'MY', 'UR']);
    expect(PLATFORM_LANGUAGE_CODES).toEqual(LANGUAGE_CODES.map((code) => LANGUAGES[code].platformCode));
    for (const code of LANGUAGE_CODES) expect(platformLanguage.parse(LANGUAGES[code].platformCode)).toBeTruthy();
    expect(platformLanguage.safeParse('ZH').success).toBe(false);
  });

  it('maps a platform code back to its site language, and nothing else', () => {
    expect(languageOfPlatformCode('CN')).toBe('zh');
    expect(languageOfPlatformCode('UR')).toBe('ur');
    expect(languageOfPlatformCode('zh')).toBeUndefined();
    expect(languageOfPlatformCode(undefined)).toBeUndefined();
  });

  it('holds the Intl locale: Chinese is zh-CN on every merchant, the others take the merchant country', () => {
    expect(intlLocale('zh', 'MM')).toBe('zh-CN');
    expect(intlLocale('zh', 'BD')).toBe('zh-CN');
    expect(intlLocale('bn', 'BD')).toBe('bn-BD');
    expect(intlLocale('en', 'PK')).toBe('en-PK');
  });
});
