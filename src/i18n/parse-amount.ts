/**
 * What a player types into an amount field, turned into minor units (1/100: poisha, paisa, pya), the only
 * form money takes on the wire (src/api/calls/money/amounts.ts). Players type in their own digits, so
 * Bengali (০-৯), Burmese (၀-၉) and Arabic-Indic (٠-٩, Urdu's ۰-۹) digits count like Latin ones. Anything
 * else — zero, a minus sign, a third decimal, letters, thousands separators, spaces inside — is refused with
 * the i18next key of a message that says what is wrong, so no amount is ever guessed.
 */

/** First code point of each script's 0-9 run. */
const DIGIT_ZEROS = [0x30, 0x09e6, 0x1040, 0x0660, 0x06f0];
/** Largest amount the API takes: 10^13 minor units. */
const MAX_MINOR = 10_000_000_000_000;

export type AmountProblem = 'empty' | 'not_a_number' | 'too_many_decimals' | 'not_positive' | 'too_large';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem; messageKey: string };

function latinDigit(char: string): string | null {
  const code = char.codePointAt(0) ?? 0;
  for (const zero of DIGIT_ZEROS) {
    if (code >= zero && code <= zero + 9) return String(code - zero);
  }
  return null;
}

/** The text with every script's digits as Latin ones and the Arabic decimal separator (٫) as a point. */
export function toLatinDigits(text: string): string {
  return [...text].map((char) => latinDigit(char) ?? (char === '٫' ? '.' : char)).join('');
}

function refuse(problem: AmountProblem): ParsedAmount {
  return { ok: false, problem, messageKey: `money.amountInput.${problem}` };
}

/** "1520.5" → 152050; "১০০" → 10000; "0", "-5", "1.234", "1,000", "abc" are refused. */
export function parseAmount(text: string): ParsedAmount {
  const latin = toLatinDigits(text.trim());
  if (latin === '') return refuse('empty');
  if (/^-/.test(latin)) return refuse('not_positive');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(latin) ?? /^()\.(\d+)$/.exec(latin);
  if (!match) return refuse('not_a_number');
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return refuse('too_many_decimals');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > 12) return refuse('too_large');
  const minor = Number(wholeDigits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (minor === 0) return refuse('not_positive');
  if (minor > MAX_MINOR) return refuse('too_large');
  return { ok: true, minor };
}

/** Minor units as the plain major-unit text an amount field shows, e.g. 152050 → "1520.50" (for quick amounts). */
export function minorToInput(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
