/**
 * The registration field patterns (21 kinds, by patternId), shared by the platform (which answers them per field in the
 * register settings and enforces them) and the site's form validator (which shows reg_pattern_<patternId>).
 *
 * `acceptedPattern` is a JavaScript regular-expression source compiled with the `u` flag (Unicode property
 * escapes such as \p{Script=Han}); the special value `*` means any characters. Length is counted in code
 * points, so one Bangla or Chinese character counts as one.
 */
import { z } from 'zod/mini';

export const ANY_PATTERN = '*';

export const FIELD_PATTERNS = {
  /** any characters */
  1: ANY_PATTERN,
  /** starts with a letter, then letters and digits */
  2: '^[A-Za-z][A-Za-z0-9]*$',
  /** Chinese characters and digits */
  3: '^[\\p{Script=Han}0-9]+$',
  /** e-mail address */
  4: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
  /** letters or digits only */
  5: '^[A-Za-z0-9]+$',
  /** letters and digits combined (at least one of each) */
  6: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  /** digits only */
  7: '^[0-9]+$',
  /** letters and digits with at least one upper-case letter */
  8: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  /** English letters and spaces */
  9: '^[A-Za-z ]+$',
  /** no spaces */
  10: '^\\S+$',
  /** Chinese characters and punctuation */
  11: '^[\\p{Script=Han}\\p{P}]+$',
  /** date yyyy-MM-dd */
  12: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  /** date MM-dd-yyyy */
  13: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  /** Korean only */
  14: '^[\\p{Script=Hangul}]+$',
  /** Thai only */
  15: '^[\\p{Script=Thai}]+$',
  /** upper-case letters and spaces */
  16: '^[A-Z ]+$',
  /** letters, digits and symbols (printable ASCII without spaces) */
  17: '^[\\x21-\\x7E]+$',
  /** strong password: upper, lower, digit and symbol, no spaces */
  18: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$',
  /** full name in two parts separated by one space */
  19: '^[\\p{L}\\p{M}]+ [\\p{L}\\p{M}]+$',
  /** full-width Japanese only (kana, kanji, full-width forms) */
  20: '^[\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Han}\\u3000-\\u303F\\uFF01-\\uFF60ー]+$',
  /** upper-case letters and digits without spaces */
  21: '^[A-Z0-9]+$',
} as const satisfies Record<number, string>;

export type PatternId = keyof typeof FIELD_PATTERNS;
export const PATTERN_IDS = Object.keys(FIELD_PATTERNS).map(Number) as PatternId[];

export const fieldRule = z.object({
  /** Which pattern of FIELD_PATTERNS; the error text is reg_pattern_<patternId> with min and max filled in. */
  patternId: z.int().check(z.gte(1)),
  minLength: z.int().check(z.gte(0)),
  maxLength: z.int().check(z.gte(1)),
  /** Regular-expression source (u flag) or `*` for any. */
  acceptedPattern: z.string().check(z.minLength(1)),
  /** Whether the form shows the field. */
  show: z.boolean(),
  /** Whether the field must be filled when shown. */
  required: z.boolean(),
});
export type FieldRule = z.infer<typeof fieldRule>;

export type RuleCheck = 'ok' | 'length' | 'pattern';

const compiled = new Map<string, RegExp>();

/** Checks one value against one rule: length first (in code points), then the pattern. */
export function checkFieldRule(
  rule: Pick<FieldRule, 'minLength' | 'maxLength' | 'acceptedPattern'>,
  value: string,
): RuleCheck {
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return 'length';
  if (rule.acceptedPattern === ANY_PATTERN) return 'ok';
  let regex = compiled.get(rule.acceptedPattern);
  if (!regex) {
    regex = new RegExp(rule.acceptedPattern, 'u');
    compiled.set(rule.acceptedPattern, regex);
  }
  return regex.test(value) ? 'ok' : 'pattern';
}
