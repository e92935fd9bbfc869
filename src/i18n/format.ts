/**
 * Numbers and money through Intl, in the page language and the merchant's currency (spec §9: balances
 * with 2 decimals; win amounts with 2 decimals and thousands separators). Times as yyyy-MM-dd HH:mm:ss.
 */
import { LANGUAGES, type LanguageCode } from './languages';

/** Intl locale per site language and merchant country: bn + BD → bn-BD; the table fixes zh as zh-CN. */
export function intlLocale(lang: LanguageCode, country: string): string {
  return LANGUAGES[lang].intlLocale ?? `${lang}-${country}`;
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

/** A balance: 2 decimals, no grouping (spec §9), e.g. "৳1234.50". */
export function formatBalance(amount: number, { locale, currency }: MoneyContext): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount);
}

/** A win amount: 2 decimals with thousands separators, e.g. "Rs 12,345.00". */
export function formatWinAmount(amount: number, { locale, currency }: MoneyContext): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(amount);
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale, {}).format(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd HH:mm:ss in the viewer's time zone (spec §2 announcement times). */
export function formatDateTime(date: Date | number | string): string {
  const d = new Date(date);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
