import { describe, expect, it } from 'vitest';
import { fillAmountTokens, formatBalance, formatWinAmount, intlLocale } from '../../../src/i18n/format';
import type { LanguageCode } from '../../../src/i18n/languages';

/** Bengali and Myanmar digits → ASCII, and bidi marks removed, so the number's shape can be compared. */
function plain(text: string): string {
  return text
    .replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6))
    .replace(/[၀-၉]/g, (d) => String(d.charCodeAt(0) - 0x1040))
    .replace(/[\u200e\u200f\u061c]/g, '');
}

/** The numeric part: digits with separators and decimals. */
const number = (text: string) => (/[\d.,]*\d/.exec(plain(text)) ?? [''])[0];

const CASES: { lang: LanguageCode; country: string; currency: string; symbol: RegExp; grouped: string }[] = [
  // Bangla groups in lakhs and crores (12,34,567), as people in Bangladesh write amounts.
  { lang: 'bn', country: 'BD', currency: 'BDT', symbol: /৳/, grouped: '12,34,567.50' },
  { lang: 'en', country: 'BD', currency: 'BDT', symbol: /৳/, grouped: '1,234,567.50' },
  { lang: 'ur', country: 'PK', currency: 'PKR', symbol: /Rs/, grouped: '1,234,567.50' },
  { lang: 'en', country: 'PK', currency: 'PKR', symbol: /Rs/, grouped: '1,234,567.50' },
  // The merchant's symbol on a Chinese page too ("K", not "MMK").
  { lang: 'zh', country: 'MM', currency: 'MMK', symbol: /^K\u00a0/, grouped: '1,234,567.50' },
  { lang: 'my', country: 'MM', currency: 'MMK', symbol: /K/, grouped: '1,234,567.50' },
];

describe.each(CASES)('money for $currency in $lang-$country', ({ lang, country, currency, symbol, grouped }) => {
  const context = { locale: intlLocale(lang, country), currency };

  it('shows a balance in the same grouped style as a win amount (one number style per page)', () => {
    expect(number(formatBalance(1234567.5, context))).toBe(grouped);
    expect(formatBalance(1234567.5, context)).toBe(formatWinAmount(1234567.5, context));
    expect(number(formatBalance(0, context))).toBe('0.00');
    expect(number(formatBalance(3.456, context))).toBe('3.46');
  });

  it('never breaks an amount across lines', () => {
    expect(formatBalance(1234567.5, context)).not.toMatch(/[ \u202f]/);
  });

  it('shows a win amount with 2 decimals and thousands separators', () => {
    expect(number(formatWinAmount(1234567.5, context))).toBe(grouped);
    expect(number(formatWinAmount(999, context))).toBe('999.00');
  });

  it("shows the merchant's currency", () => {
    expect(formatBalance(10, context)).toMatch(symbol);
    expect(formatWinAmount(10, context)).toMatch(symbol);
  });

  it('keeps the sign of a negative balance', () => {
    expect(plain(formatBalance(-3.5, context))).toMatch(/-/);
  });
});

describe('fillAmountTokens', () => {
  const bn = { locale: intlLocale('bn', 'BD'), currency: 'BDT' };
  const my = { locale: intlLocale('my', 'MM'), currency: 'MMK' };

  it('writes copy amounts in the page money style, whole amounts without decimals', () => {
    expect(fillAmountTokens('সর্বোচ্চ {money:1000000}।', bn)).toBe(
      `সর্বোচ্চ ${formatBalance(1000000, bn).replace('.০০', '')}।`,
    );
    expect(fillAmountTokens('{money:1000000}', bn)).toBe('১০,০০,০০০৳');
    expect(fillAmountTokens('{money:2000000}', my)).toBe('၂,၀၀၀,၀၀၀\u00a0K');
    expect(fillAmountTokens('{money:12.5}', my)).toBe(formatBalance(12.5, my));
  });

  it('writes counts in the page digits and leaves anything else alone', () => {
    expect(fillAmountTokens('{number:10000} স্লট', bn)).toBe('১০,০০০ স্লট');
    expect(fillAmountTokens('{money:ten} {brand} {number:-1}', bn)).toBe('{money:ten} {brand} {number:-1}');
  });
});

describe('intlLocale', () => {
  it('pairs the page language with the merchant country, Chinese as zh-CN', () => {
    expect(intlLocale('bn', 'BD')).toBe('bn-BD');
    expect(intlLocale('ur', 'PK')).toBe('ur-PK');
    expect(intlLocale('zh', 'MM')).toBe('zh-CN');
  });
});
