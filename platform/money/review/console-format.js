// How the console writes amounts, payment methods and times (plain JS module, served as a file like review-kit.js):
// one place, used by every section. Amounts in the opened merchant's currency style (its symbol on its side, as the
// merchant's own English pages write it), methods by the names the tenant file gives them, times in the operator's
// own time zone with the day, month and year unambiguous. What a merchant's style is comes from the platform, which
// reads it from the tenant files and src/i18n (review-page.ts writes it on the merchant picker's options).

/** Every merchant's style, { locale, symbol, symbolAfter, methods: { code: name } }, by merchant code. */
const styles = new Map(
  [...document.querySelectorAll('option[data-style]')].map((option) => [
    option.value,
    JSON.parse(option.dataset.style),
  ]),
);
const NO_STYLE = { locale: 'en', symbol: '', symbolAfter: false, methods: {} };
let opened = '';

/** Called by review.js when the operator opens a merchant, before any section fills: its style is the default. */
export function openMerchant(merchantCode) {
  opened = merchantCode;
}

const styleOf = (merchantCode) => styles.get(merchantCode ?? opened) ?? NO_STYLE;

const figures = new Map();
const figureFormat = (locale) => {
  if (!figures.has(locale)) {
    figures.set(locale, new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  }
  return figures.get(locale);
};

/**
 * An amount in minor units as the merchant's pages write it (the opened merchant's, or `merchantCode`'s for a list
 * of every merchant's rows), e.g. "৳1,520.50", "Rs 1,520.50", "-K 499.10": the symbol
 * on its side (a no-break space after a word symbol), the sign first (src/i18n/number-style.ts composeMoney, which
 * this plain script cannot import).
 */
export function money(minor, merchantCode) {
  const style = styleOf(merchantCode);
  const figure = figureFormat(style.locale).format(Math.abs(minor) / 100);
  const gap = /\p{L}/u.test(style.symbol) ? '\u00a0' : '';
  const amount = style.symbolAfter ? `${figure}${gap}${style.symbol}` : `${style.symbol}${gap}${figure}`;
  return minor < 0 ? `-${amount}` : amount;
}

const counts = new Intl.NumberFormat('en');

/** A count (points, rows) as the console writes it: English grouping, e.g. "12,500". */
export const figure = (n) => counts.format(n);

/** A payment method's name ("bKash" for bkash); a code the tenant file does not name is shown as it is. */
export const method = (code, merchantCode) => styleOf(merchantCode).methods[code] ?? code;

/** The operator's time zone (the browser's), named once in the console's header. */
export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** An instant in the operator's time zone, e.g. "6 Dec 2026, 17:36:05"; '–' for none. */
export const when = (iso) => (iso ? dateTime.format(new Date(iso)) : '–');
