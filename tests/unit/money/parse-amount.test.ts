import { describe, expect, it } from 'vitest';
import { minorToInput, parseAmount, toLatinDigits } from '../../../src/i18n/parse-amount';

describe('parseAmount', () => {
  it.each([
    ['1520.5', 152_050],
    ['1520.50', 152_050],
    ['  200 ', 20_000],
    ['0.01', 1],
    ['.5', 50],
    ['7.', 700],
    ['০১২৩৪৫৬৭৮৯', 12_345_678_900], // Bengali
    ['১৫২০.৫', 152_050],
    ['၁၀၀၀', 100_000], // Burmese
    ['۱۲۳۴.۵۶', 123_456], // Urdu (Extended Arabic-Indic)
    ['٣٫٢٥', 325], // Arabic-Indic with the Arabic decimal separator
  ])('reads %s as %i minor units', (text, minor) => {
    expect(parseAmount(text)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'not_positive'],
    ['0.00', 'not_positive'],
    ['-5', 'not_positive'],
    ['1.234', 'too_many_decimals'],
    ['১.২৩৪', 'too_many_decimals'],
    ['abc', 'not_a_number'],
    ['12a', 'not_a_number'],
    ['1,000', 'not_a_number'],
    ['1 000', 'not_a_number'],
    ['1e3', 'not_a_number'],
    ['+5', 'not_a_number'],
    ['.', 'not_a_number'],
    ['1000000000000', 'too_large'],
    ['100000000000.01', 'too_large'],
  ])('refuses %j as %s with its message key', (text, problem) => {
    expect(parseAmount(text)).toEqual({ ok: false, problem, messageKey: `money.amountInput.${problem}` });
  });

  it('takes the largest amount the API allows', () => {
    expect(parseAmount('100000000000')).toEqual({ ok: true, minor: 10_000_000_000_000 });
  });
});

describe('toLatinDigits and minorToInput', () => {
  it('maps every script to Latin digits and leaves other characters alone', () => {
    expect(toLatinDigits('৳ ১২ ၃၄ ۵۶ ٧٨')).toBe('৳ 12 34 56 78');
  });

  it('writes minor units as field text', () => {
    expect(minorToInput(50_000)).toBe('500');
    expect(minorToInput(152_050)).toBe('1520.50');
    expect(minorToInput(5)).toBe('0.05');
  });
});
