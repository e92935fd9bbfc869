import { describe, expect, it } from 'vitest';
import { fillAmountTokens, formatBalance, formatDateTime, formatWinAmount, intlLocale } from '../../../src/i18n/format';
import { type LanguageCode, languageInfo } from '../../../src/i18n/languages';

/** Bengali, Myanmar and Devanagari digits → ASCII, and bidi marks removed, so the number's shape can be compared. */
function plain(text: string): string {
  return text
    .replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6))
    .replace(/[၀-၉]/g, (d) => String(d.charCodeAt(0) - 0x1040))
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966))
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
  // Nepali groups in lakhs too, in Devanagari digits, after the rupee sign of the currency catalogue (Intl says "Rs").
  { lang: 'ne', country: 'NP', currency: 'NPR', symbol: /^रू\u00a0/, grouped: '12,34,567.50' },
  { lang: 'en', country: 'NP', currency: 'NPR', symbol: /^रू\u00a0/, grouped: '1,234,567.50' },
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

  it('keeps the sign of a negative balance, before the currency symbol', () => {
    // "-Rs 499,667.10", never "Rs -499,667.10".
    expect(plain(formatBalance(-499667.1, context))).toMatch(/^-/);
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

describe('formatDateTime', () => {
  // 12:00 UTC: 18:00 in Dhaka, 17:00 in Karachi, 18:30 in Yangon, and still the 5th everywhere.
  const moment = '2026-12-05T12:00:00Z';

  it("writes a moment in each language's digits and usual order, in the merchant's time zone", () => {
    expect(formatDateTime(moment, { locale: 'bn-BD', timeZone: 'Asia/Dhaka' })).toBe('০৫/১২/২০২৬, ১৮:০০:০০');
    expect(formatDateTime(moment, { locale: 'en-BD', timeZone: 'Asia/Dhaka' })).toBe('05/12/2026, 18:00:00');
    expect(formatDateTime(moment, { locale: 'my-MM', timeZone: 'Asia/Yangon' })).toBe('၀၅/၁၂/၂၀၂၆ ၁၈:၃၀:၀၀');
    expect(formatDateTime(moment, { locale: 'ur-PK', timeZone: 'Asia/Karachi' })).toBe('05/12/2026\u060c 17:00:00');
    expect(formatDateTime(moment, { locale: 'zh-CN', timeZone: 'Asia/Yangon' })).toBe('2026/12/05 18:30:00');
  });

  it("reads the day in the given zone, not the viewer's: late evening UTC is the next day in Dhaka", () => {
    const late = new Date('2026-12-31T20:30:00Z');
    expect(formatDateTime(late, { locale: 'en-BD', timeZone: 'Asia/Dhaka' }, { time: false })).toBe('01/01/2027');
    expect(formatDateTime(late, { locale: 'en-BD', timeZone: 'UTC' }, { time: false })).toBe('31/12/2026');
    expect(formatDateTime(late, { locale: 'bn-BD', timeZone: 'Asia/Dhaka' })).toBe('০১/০১/২০২৭, ০২:৩০:০০');
  });

  it('writes midnight as 00, not 24, and shows nothing for an unreadable date', () => {
    expect(formatDateTime('2026-01-01T18:00:00Z', { locale: 'en-BD', timeZone: 'Asia/Dhaka' })).toBe(
      '02/01/2026, 00:00:00',
    );
    expect(formatDateTime('not a date', { locale: 'en-BD', timeZone: 'Asia/Dhaka' })).toBe('');
  });

  // The order is fixed in format.ts because Chromium lacks Burmese date data; it must stay what full ICU writes
  // (English follows en-GB: the merchants' countries write the day first).
  it.each([
    ['bn-BD', 'bn-BD'],
    ['my-MM', 'my-MM'],
    ['ur-PK', 'ur-PK'],
    ['zh-CN', 'zh-CN'],
    ['en-PK', 'en-GB'],
    ['ne-NP', 'ne-NP'],
  ])('writes %s as full ICU writes %s', (locale, icuLocale) => {
    const digits = languageInfo(locale.slice(0, 2)).numberingSystem;
    const icu = new Intl.DateTimeFormat(icuLocale, {
      timeZone: 'Asia/Dhaka',
      numberingSystem: digits,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    for (const when of [moment, '2025-01-02T03:04:05Z', '2024-02-29T23:59:59Z']) {
      expect(formatDateTime(when, { locale, timeZone: 'Asia/Dhaka' })).toBe(icu.format(new Date(when)));
    }
  });
});
