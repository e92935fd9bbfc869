/**
 * A locale's number style and a currency's symbol, read from Intl once each (number-style.ts writes with them).
 * The build reads them for a page's first screen, so that page never starts Intl (see number-style.ts).
 */
import { currencyInfo } from './currencies';
import type { NumberStyle } from './number-style';

const styles = new Map<string, NumberStyle>();
const symbols = new Map<string, string>();

/** Everything a negative number writes before its digits: Urdu puts a left-to-right mark before the minus. */
function minusPrefix(parts: Intl.NumberFormatPart[]): string {
  const digitsAt = parts.findIndex((p) => p.type === 'integer');
  return parts
    .slice(0, Math.max(0, digitsAt))
    .map((p) => p.value)
    .join('');
}

function readNumberStyle(locale: string, numberingSystem: string): NumberStyle {
  const plain = new Intl.NumberFormat(locale, { numberingSystem, useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, digit) => plain.format(digit)).join('');
  const grouped = new Intl.NumberFormat(locale, { numberingSystem, minimumFractionDigits: 1 });
  const parts = grouped.formatToParts(123456789.5);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const groups = parts.filter((p) => p.type === 'integer').map((p) => p.value.length);
  const primaryGroup = groups.at(-1) ?? 3;
  return {
    digits,
    decimal: part('decimal') || '.',
    group: part('group'),
    minus: minusPrefix(plain.formatToParts(-1)),
    primaryGroup,
    secondaryGroup: groups.length > 2 ? (groups.at(-2) ?? primaryGroup) : primaryGroup,
    groupsFourDigits: grouped.formatToParts(1234).some((p) => p.type === 'group'),
  };
}

/** The style of `locale` written in `numberingSystem` (latn, beng, mymr). */
export function numberStyle(locale: string, numberingSystem: string): NumberStyle {
  const key = `${locale}|${numberingSystem}`;
  let style = styles.get(key);
  if (!style) {
    style = readNumberStyle(locale, numberingSystem);
    styles.set(key, style);
  }
  return style;
}

/** The currency's symbol (৳, Rs, K, रू): the currency catalogue's, else its narrow symbol as Intl names it in English. */
export function currencySymbol(currency: string): string {
  let symbol = symbols.get(currency) ?? currencyInfo(currency)?.symbol;
  if (symbol === undefined) {
    symbol =
      new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currency;
    symbols.set(currency, symbol);
  }
  return symbol;
}
