import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { platformLanguage } from '../../../src/api/calls/games/game';
import { intlLocale } from '../../../src/i18n/format';
import {
  fallbackChain,
  i18nextFallbacks,
  inLanguage,
  LANGUAGE_CODES,
  languageInfo,
  languageOfPlatformCode,
  PLATFORM_LANGUAGE_CODES,
} from '../../../src/i18n/languages';

describe('the language table', () => {
  it('gives the API its platform codes: what the site sends is what the platform accepts', () => {
    expect(platformLanguage.options).toEqual(['BN', 'CN', 'EN', 'MY', 'UR', 'NE']);
    expect(PLATFORM_LANGUAGE_CODES).toEqual(LANGUAGE_CODES.map((code) => languageInfo(code).platformCode));
    for (const code of LANGUAGE_CODES) expect(platformLanguage.parse(languageInfo(code).platformCode)).toBeTruthy();
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

describe('languages as data (src/i18n/locales/languages.json)', () => {
  it('holds Nepali as an entry: its name, Devanagari digits and script, English to fall back to', () => {
    expect(LANGUAGE_CODES).toContain('ne');
    expect(languageInfo('ne')).toMatchObject({
      nativeName: 'नेपाली',
      platformCode: 'NE',
      dir: 'ltr',
      script: 'devanagari',
      numberingSystem: 'deva',
      fallback: 'en',
    });
    expect(languageOfPlatformCode('NE')).toBe('ne');
    expect(intlLocale('ne', 'NP')).toBe('ne-NP');
  });

  it("falls back to the language's own fallback, then the merchant's default, then English", () => {
    expect(fallbackChain('ne', 'ne')).toEqual(['en']);
    expect(fallbackChain('ne', 'bn')).toEqual(['en', 'bn']);
    // A complete language names none: the merchant's default, then English, as before.
    expect(fallbackChain('ur', 'en')).toEqual(['en']);
    expect(fallbackChain('bn', 'bn')).toEqual(['en']);
    expect(fallbackChain('my', 'zh')).toEqual(['zh', 'en']);
  });

  it("has i18next show a Nepali page's missing message in English", async () => {
    const t = i18next.createInstance();
    await t.init({
      lng: 'ne',
      fallbackLng: i18nextFallbacks('ne'),
      resources: {
        ne: { translation: { home: { title: 'स्वागत छ' } } },
        en: { translation: { home: { title: 'Welcome', rebate: 'Daily rebate' } } },
      },
    });
    expect(t.t('home.title')).toBe('स्वागत छ');
    expect(t.t('home.rebate')).toBe('Daily rebate');
  });

  it("gives a text table written in code (the platform's mails and pages) its English entry for a newer language", () => {
    const table = { en: 'Back', bn: 'ফিরে যান' };
    expect(inLanguage(table, 'bn')).toBe('ফিরে যান');
    expect(inLanguage(table, 'ne')).toBe('Back');
  });
});
