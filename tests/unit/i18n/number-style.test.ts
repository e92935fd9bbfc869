/**
 * The site's money and count formatting writes numbers by string work from a style read once from Intl
 * (src/i18n/number-style.ts). Its output must be Intl's own, character for character, in every page locale of
 * every merchant, for any amount: whole, with cents, at the rounding edge, negative, large.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, intlLocale, pageNumbersOf } from '../../../src/i18n/format';
import type { LanguageCode } from '../../../src/i18n/languages';
import { type PageNumbers, writeMoney, writeNumber } from '../../../src/i18n/number-style';
import { numberStyle } from '../../../src/i18n/number-style-intl';

const LOCALES = (['bn', 'en', 'ur', 'my', 'zh'] as LanguageCode[]).flatMap((lang) =>
  ['BD', 'PK', 'MM'].map((country) => intlLocale(lang, country)),
);
const DIGITS: Record<string, string> = { bn: 'beng', my: 'mymr' };
const digitsOf = (locale: string) => DIGITS[locale.split('-')[0] ?? ''] ?? 'latn';

/** What Intl writes for the same options: the reference (one formatter per locale and options, made once). */
const formatters = new Map<string, Intl.NumberFormat>();
function intl(value: number, locale: string, options: Intl.NumberFormatOptions): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { numberingSystem: digitsOf(locale), ...options });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** Amounts of every shape, and a seeded spread of random ones (the same every run). */
function amounts(): number[] {
  const fixed = [0, -0, 1, 7, 9.99, 10, 100, 999, 1000, 1234, 9999, 10000, 12345.6, 99999.995, 100000, 1520.5];
  const edges = [
    0.005, 1.005, 2.675, 1.125, 10.235, 1234.565, -0.004, -0.005, -1520.5, -1234567.891, 1e15, 123456789012.34, 1e20,
  ];
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const spread = Array.from({ length: 300 }, (_, i) => {
    const value = random() * 10 ** (i % 12);
    return i % 3 === 0 ? Math.round(value * 100) / 100 : i % 3 === 1 ? Math.round(value) : value;
  });
  return [...fixed, ...edges, ...spread, ...spread.map((v) => -v)];
}

describe('numbers written from a style', () => {
  it.each(LOCALES)('money in %s is Intl’s own', (locale) => {
    const style = numberStyle(locale, digitsOf(locale));
    for (const value of amounts()) {
      for (const decimals of [0, 2]) {
        expect(writeNumber(value, style, { minDecimals: decimals, maxDecimals: decimals }), `${value}`).toBe(
          intl(value, locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
        );
      }
      expect(writeNumber(value, style), `${value}`).toBe(intl(value, locale, {}));
      expect(writeNumber(value, style, { grouping: false }), `${value}`).toBe(
        intl(value, locale, { useGrouping: false }),
      );
    }
  });

  it('writes a value too small to show as Intl does: zero, with its sign', () => {
    const style = numberStyle('bn-BD', 'beng');
    for (const value of [1e-7, -1e-7, 5e-10]) {
      expect(writeNumber(value, style, { minDecimals: 2, maxDecimals: 2 })).toBe(
        intl(value, 'bn-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
    }
  });

  it('groups Bangla in lakhs and crores, in Bangla digits', () => {
    expect(formatMoney(12345678.9, { locale: 'bn-BD', currency: 'BDT' })).toBe('১,২৩,৪৫,৬৭৮.৯০৳');
    expect(formatNumber(2026, 'bn-BD', { useGrouping: false })).toBe('২০২৬');
  });

  it('writes from the style a page’s build handed over (as JSON) what formatMoney writes', () => {
    for (const money of [
      { locale: 'my-MM', currency: 'MMK' },
      { locale: 'bn-BD', currency: 'BDT' },
      { locale: 'ur-PK', currency: 'PKR' },
    ]) {
      const handed = JSON.parse(JSON.stringify(pageNumbersOf(money))) as PageNumbers;
      for (const amount of [0, 250633.29, -1520.5, 99999.995]) {
        expect(writeMoney(amount, handed)).toBe(formatMoney(amount, money));
      }
    }
    expect(formatMoney(250633.29, { locale: 'my-MM', currency: 'MMK' })).toBe('၂၅၀,၆၃၃.၂၉\u00a0K');
  });
});
