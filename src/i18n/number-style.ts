/**
 * Numbers written in a locale's style (its digits, separators and grouping) by plain string work. The style is
 * read from Intl (number-style-intl.ts), at build time for a page's first screen: the first Intl object a page
 * creates costs Chromium 30–100 ms of main thread (its ICU set-up), ×6 on Lighthouse's phone, so the home's
 * winner boards write their amounts from the style the build handed them and never start Intl. Rounding follows
 * Intl's (half away from zero, on the number's shortest decimal form), so the output is Intl's own, character for
 * character (tests/unit/i18n/number-style.test.ts holds them together).
 */

export interface NumberStyle {
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

/** A page's money style: its number style, its currency's symbol and which side the symbol goes. */
export interface PageNumbers {
  style: NumberStyle;
  symbol: string;
  symbolAfter: boolean;
}

/**
 * The absolute value's digits rounded to `decimals` places, half away from zero, from its shortest decimal form as
 * Intl rounds. Below 1e-6 (written 1e-7) a value rounds to zero at any number of decimals shown here.
 */
function roundedDigits(value: number, decimals: number): { whole: string; fraction: string } {
  const magnitude = Math.abs(value);
  const text = magnitude < 1e-6 ? '0' : String(magnitude);
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
 * `value` in `style` with between `minDecimals` (up to 6) and `maxDecimals` decimals, grouped unless told not to:
 * Intl's output for the same options. Not for values of 1e21 and more, which no amount reaches (JS writes those
 * with an exponent), nor for NaN or infinities.
 */
export function writeNumber(
  value: number,
  style: NumberStyle,
  { minDecimals = 0, maxDecimals = 3, grouping = true } = {},
): string {
  const rounded = roundedDigits(value, maxDecimals);
  const inDigits = (latin: string) => latin.replace(/[0-9]/g, (digit) => style.digits[Number(digit)] ?? digit);
  const fraction = inDigits(rounded.fraction.replace(/0+$/, '').padEnd(minDecimals, '0'));
  const whole = grouping ? groupWhole(inDigits(rounded.whole), style) : inDigits(rounded.whole);
  const written = fraction ? `${whole}${style.decimal}${fraction}` : whole;
  const negative = value < 0 || Object.is(value, -0);
  return negative ? `${style.minus}${written}` : written;
}

/**
 * An amount in the page's money style, e.g. "৳1,520.50", "১,৫২০.৫০৳", "၁,၅၂၀.၅၀ K": the figure and the symbol on its
 * side, a no-break space between them when the symbol is a word (Rs, K). Spaces inside are no-break spaces: an amount
 * never breaks across lines. formatMoney (i18n/format.ts) composes its Intl figure with it too.
 */
export function composeMoney(figure: string, symbol: string, symbolAfter: boolean): string {
  const gap = /\p{L}/u.test(symbol) ? '\u00a0' : '';
  // The sign (with the direction mark Urdu puts before it) leads the whole amount, symbol included: "-Rs 499.10",
  // never "Rs -499.10", in every language.
  const [, sign = '', digits = figure] = /^([\u200e\u200f\u061c]*[-\u2212])?(.*)$/su.exec(figure) ?? [];
  return (symbolAfter ? `${sign}${digits}${gap}${symbol}` : `${sign}${symbol}${gap}${digits}`).replace(
    /[ \u202f]/g,
    '\u00a0',
  );
}

/** An amount with `decimals` decimals in a page's money style: what formatMoney writes, without Intl. */
export function writeMoney(amount: number, { style, symbol, symbolAfter }: PageNumbers, decimals = 2): string {
  return composeMoney(
    writeNumber(amount, style, { minDecimals: decimals, maxDecimals: decimals }),
    symbol,
    symbolAfter,
  );
}
