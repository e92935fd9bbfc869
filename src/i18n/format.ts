/**
 * Numbers and money through Intl, in the page language and the merchant's currency (balances
 * and win amounts with 2 decimals; one grouped style for both, so a page never mixes them). Dates and times in the
 * page language's digits and order, in the merchant's time zone.
 */
import { isLanguageCode, type LanguageCode, languageInfo } from './languages';
import { composeMoney, type PageNumbers } from './number-style';
import { currencySymbol, numberStyle } from './number-style-intl';

/** Intl locale per site language and merchant country: bn + BD → bn-BD; the table fixes zh as zh-CN. */
export function intlLocale(lang: LanguageCode, country: string): string {
  return languageInfo(lang).intlLocale ?? `${lang}-${country}`;
}

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

interface MoneyContext {
  locale: string;
  currency: string;
}

/**
 * Digits and currency placement of a locale's language, from the language catalogue (languages.ts says why they are
 * data rather than the runtime's locale data). A locale of no catalogued language writes Latin digits.
 */
const styleOf = (locale: string) => {
  const lang = locale.split('-')[0] as string;
  const info = isLanguageCode(lang) ? languageInfo(lang) : undefined;
  return { digits: info?.numberingSystem ?? 'latn', symbolAfter: info?.symbolAfter ?? false };
};

/**
 * Every amount on every page, so a page never mixes number styles: 2 decimals with the page locale's
 * grouping and digits (Bangla lakhs and digits, Burmese digits …) and the currency's narrow symbol (৳, Rs,
 * K — the merchant's currency display), e.g. "৳1,520.50", "১,৫২০.৫০৳", "၁,၅၂၀.၅၀ K". Spaces inside are
 * no-break spaces: an amount never breaks across lines.
 */
export function formatMoney(amount: number, { locale, currency }: MoneyContext, { decimals = 2 } = {}): string {
  const { digits, symbolAfter } = styleOf(locale);
  const figure = numberFormat(locale, {
    numberingSystem: digits,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  return composeMoney(figure, currencySymbol(currency), symbolAfter);
}

/**
 * A page's money style as its build hands it to a first-screen script, which writes amounts with it and never
 * starts Intl (number-style.ts); what it writes is formatMoney's own.
 */
export function pageNumbersOf({ locale, currency }: MoneyContext): PageNumbers {
  const { digits, symbolAfter } = styleOf(locale);
  return { style: numberStyle(locale, digits), symbol: currencySymbol(currency), symbolAfter };
}

/** A balance (2 decimals): the one money style, see formatMoney. */
export const formatBalance = formatMoney;
/** A win amount (2 decimals, thousands separators): the one money style, see formatMoney. */
export const formatWinAmount = formatMoney;

/**
 * A count (years, games, pages) in the page's digits, e.g. "৭" on a Bangla page; a year: no grouping. A figure with
 * decimals (a dice roll "২৩.০৬", a payout "×১.৯২") says how many it keeps: between `minDecimals` and `maxDecimals`.
 */
export function formatNumber(
  value: number,
  locale: string,
  { useGrouping, minDecimals, maxDecimals }: { useGrouping?: boolean; minDecimals?: number; maxDecimals?: number } = {},
): string {
  return numberFormat(locale, {
    ...(useGrouping === undefined ? {} : { useGrouping }),
    ...(minDecimals === undefined ? {} : { minimumFractionDigits: minDecimals }),
    ...(maxDecimals === undefined ? {} : { maximumFractionDigits: Math.max(maxDecimals, minDecimals ?? 0) }),
    numberingSystem: styleOf(locale).digits,
  }).format(value);
}

/**
 * Amounts and counts written into text by people (promotion pages, operator seed texts): `{money:10000}`
 * becomes the page's money style ("৳10,000", "১০,০০০৳", "၁၀,၀၀၀ K"; whole amounts without decimals, as
 * copy writes them) and `{number:10000}` a grouped count in the page's digits, so copy never mixes styles
 * with the balances next to it. A token that is not a plain number is left as it is.
 */
export function fillAmountTokens(text: string, money: MoneyContext): string {
  return text.replace(/\{(money|number):(\d+(?:\.\d{1,2})?)\}/g, (_token, kind: string, figure: string) => {
    const value = Number(figure);
    if (kind === 'number') return formatNumber(value, money.locale);
    return formatMoney(value, money, { decimals: Number.isInteger(value) ? 0 : 2 });
  });
}

/** A percentage given in percent (0.5 is "0.5%"), up to 2 decimals, in the page's digits and percent style. */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 4,
    numberingSystem: styleOf(locale).digits,
  }).format(percent / 100);
}

/** What a date needs beside itself: the page's Intl locale (intlLocale) and the time zone it is read in. */
export interface DateContext {
  locale: string;
  /** An IANA zone: the merchant's (tenant `timeZone`) for records, so every member reads the merchant's days. */
  timeZone: string;
}

/**
 * Each language's usual numeric date (the catalogue's datePattern and dateTimeJoin), as full ICU data (Node's,
 * CLDR's short pattern) writes it: day first in Bangla, Burmese, Urdu and English (the merchants' countries write
 * days first), year first in Chinese and Nepali (with dashes). Fixed as data for the same reason as the digits above:
 * Chromium has no Burmese date data and would write the month first. tests/unit/i18n/format.test.ts holds it to
 * Intl's own output.
 */
interface DateOrder {
  date: (parts: DateParts) => string;
  /** Between the day and the time. */
  join: string;
}
function orderOf(locale: string): DateOrder {
  const lang = locale.split('-')[0] as string;
  const { datePattern, dateTimeJoin } = isLanguageCode(lang)
    ? languageInfo(lang)
    : { datePattern: 'd/m/y', dateTimeJoin: ', ' };
  const parts = { d: 'day', m: 'month', y: 'year' } as const;
  return {
    date: (values) => datePattern.replace(/[dmy]/g, (token) => values[parts[token as keyof typeof parts]]),
    join: dateTimeJoin,
  };
}

type DateParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

const dateCache = new Map<string, Intl.DateTimeFormat>();
function dateParts(date: Date, { locale, timeZone }: DateContext): DateParts {
  const key = `${locale}|${timeZone}`;
  let format = dateCache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      numberingSystem: styleOf(locale).digits,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateCache.set(key, format);
  }
  const parts = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of format.formatToParts(date))
    if (part.type in parts) parts[part.type as keyof DateParts] = part.value;
  return parts;
}

/**
 * A moment as records show it, in the page language's digits and order and in `timeZone`: "05/12/2026, 18:00:00",
 * "০৫/১২/২০২৬, ১৮:০০:০০", "၀၅/၁၂/၂၀၂၆ ၁၈:၀၀:၀၀", "2026/12/05 18:00:00"; `time: false` for the day alone. Numeric,
 * so it reads the same in every browser whatever month names its locale data has. An unreadable date shows nothing.
 */
export function formatDateTime(
  value: Date | number | string,
  context: DateContext,
  { time = true }: { time?: boolean } = {},
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateParts(date, context);
  const order = orderOf(context.locale);
  const day = order.date(parts);
  return time ? `${day}${order.join}${parts.hour}:${parts.minute}:${parts.second}` : day;
}
