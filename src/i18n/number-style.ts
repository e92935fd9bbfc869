/**
 * How a locale writes numbers (its digits, separators and grouping), read once from Intl, and numbers written in
 * that style by plain string work. The first Intl object a page creates costs Chromium 30–100 ms of main thread
 * (its ICU set-up), ×6 on Lighthouse's phone: a page hands its build-time style and currency symbol to
 * `seedNumberStyle` and writes the amounts of its first screen without starting Intl (the home's winner boards).
 * Rounding follows Intl's (half away from zero, on the number's shortest decimal form), so the output is Intl's
 * own, character for character (tests/unit/i18n/number-style.test.ts holds them together).
 */

export interface NumberStyle {
  /** The locale and numbering system it was read for: Intl writes what the style cannot (1e21 and beyond). */
  locale: string;
  numberingSystem: string;
  /** The ten digits 0–9 of the locale's numbering system. */
  digits: string;
  decimal: string;
  group: string;
  /** What a negative number carries before its digits (a minus sign, after a direction mark in Urdu). */
  minus: string;
  /** Digits in the group next to the decimal point (3), and in each group before it (3, or 2 for lakhs). */
  primaryGroup: number;
  secondaryGroup: number;
  /** Whether a four-digit integer is grouped (1,000) or not (1000). */
  groupsFourDigits: boolean;
}

/** A page's number style and its currency's symbol, as the build hands them over (a data attribute). */
export interface PageNumbers {
  locale: string;
  numberingSystem: string;
  style: NumberStyle;
  currency: string;
  symbol: string;
}

const styles = new Map<string, NumberStyle>();
const symbols = new Map<string, string>();

/** The style of `locale` written in `numberingSystem`, from Intl (once per pair). */
export function numberStyle(locale: string, numberingSystem: string): NumberStyle {
  const key = `${locale}|${numberingSystem}`;
  let style = styles.get(key);
  if (!style) {
    style = readNumberStyle(locale, numberingSystem);
    styles.set(key, style);
  }
  return style;
}

/** The currency's narrow symbol (৳, Rs, K), as Intl names it in English; once per currency. */
export function currencySymbol(currency: string): string {
  let symbol = symbols.get(currency);
  if (symbol === undefined) {
    symbol =
      new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currency;
    symbols.set(currency, symbol);
  }
  return symbol;
}

/** What a page's build knows, so the page writes its numbers without Intl (see the file's comment). */
export function pageNumbers(locale: string, numberingSystem: string, currency: string): PageNumbers {
  return {
    locale,
    numberingSystem,
    style: numberStyle(locale, numberingSystem),
    currency,
    symbol: currencySymbol(currency),
  };
}

export function seedNumberStyle(page: PageNumbers): void {
  styles.set(`${page.locale}|${page.numberingSystem}`, page.style);
  symbols.set(page.currency, page.symbol);
}

function readNumberStyle(locale: string, numberingSystem: string): NumberStyle {
  const plain = new Intl.NumberFormat(locale, { numberingSystem, useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, digit) => plain.format(digit)).join('');
  const grouped = new Intl.NumberFormat(locale, { numberingSystem, minimumFractionDigits: 1 });
  const parts = grouped.formatToParts(-123456789.5);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const groups = parts.filter((p) => p.type === 'integer').map((p) => p.value.length);
  const primaryGroup = groups.at(-1) ?? 3;
  return {
    locale,
    numberingSystem,
    digits,
    decimal: part('decimal') || '.',
    group: part('group'),
    minus: minusPrefix(plain.formatToParts(-1)),
    primaryGroup,
    secondaryGroup: groups.length > 2 ? (groups.at(-2) ?? primaryGroup) : primaryGroup,
    groupsFourDigits: grouped.formatToParts(1234).some((p) => p.type === 'group'),
  };
}

/** Everything a negative number writes before its digits: Urdu puts a left-to-right mark before the minus. */
function minusPrefix(parts: Intl.NumberFormatPart[]): string {
  const digitsAt = parts.findIndex((p) => p.type === 'integer');
  return parts
    .slice(0, Math.max(0, digitsAt))
    .map((p) => p.value)
    .join('');
}

/** The absolute value's digits rounded to `decimals` places, half away from zero; null for exponent forms. */
function roundedDigits(value: number, decimals: number): { whole: string; fraction: string } | null {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= decimals) return { whole, fraction };
  const kept = BigInt(whole + fraction.slice(0, decimals)) + (Number(fraction[decimals]) >= 5 ? 1n : 0n);
  const all = kept.toString().padStart(decimals + 1, '0');
  return { whole: all.slice(0, all.length - decimals), fraction: all.slice(all.length - decimals) };
}

function groupWhole(whole: string, style: NumberStyle): string {
  if (!style.group || whole.length < style.primaryGroup + (style.groupsFourDigits ? 1 : 2)) return whole;
  const groups = [whole.slice(-style.primaryGroup)];
  let rest = whole.slice(0, -style.primaryGroup);
  while (rest.length > style.secondaryGroup) {
    groups.unshift(rest.slice(-style.secondaryGroup));
    rest = rest.slice(0, -style.secondaryGroup);
  }
  if (rest) groups.unshift(rest);
  return groups.join(style.group);
}

/**
 * `value` in `style` with between `minDecimals` and `maxDecimals` decimals, grouped unless told not to; Intl's
 * output for the same options. A number too large or too small for plain decimals (1e21, 1e-7) is left to Intl.
 */
export function writeNumber(
  value: number,
  style: NumberStyle,
  { minDecimals = 0, maxDecimals = 3, grouping = true } = {},
): string {
  const rounded = roundedDigits(value, maxDecimals);
  if (!rounded) {
    return new Intl.NumberFormat(style.locale, {
      numberingSystem: style.numberingSystem,
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      useGrouping: grouping ? 'auto' : false,
    }).format(value);
  }
  const inDigits = (latin: string) => latin.replace(/[0-9]/g, (digit) => style.digits[Number(digit)] ?? digit);
  const fraction = inDigits(rounded.fraction.replace(/0+$/, '').padEnd(minDecimals, '0'));
  const whole = grouping ? groupWhole(inDigits(rounded.whole), style) : inDigits(rounded.whole);
  const written = fraction ? `${whole}${style.decimal}${fraction}` : whole;
  const negative = value < 0 || Object.is(value, -0);
  return negative ? `${style.minus}${written}` : written;
}
