// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isolateLtrRuns, isolateLtrRunsIfRtl } from '../../../src/i18n/bidi';

const shown = (text: string) => text.replace(/\u2066/g, '[').replace(/\u2069/g, ']');

describe('isolateLtrRuns', () => {
  it('isolates a Latin name, an amount and a code inside Urdu text, without their sentence punctuation', () => {
    expect(shown(isolateLtrRuns('بڑی جیت: Rs 1,234.50 پر Electric Bonanza Hold and Win! مبارک ہو!'))).toBe(
      'بڑی جیت: [Rs 1,234.50] پر [Electric Bonanza Hold and Win]! مبارک ہو!',
    );
    expect(shown(isolateLtrRuns('لائسنس JAZ2022-044/8048۔'))).toBe('لائسنس [JAZ2022-044/8048]۔');
  });

  it('leaves text without Latin runs alone and never isolates twice', () => {
    expect(isolateLtrRuns('مبارک ہو')).toBe('مبارک ہو');
    const once = isolateLtrRuns('پر PG Soft');
    expect(isolateLtrRuns(once)).toBe(once);
  });
});

describe('isolateLtrRunsIfRtl', () => {
  it('isolates only on a right-to-left page', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    expect(shown(isolateLtrRunsIfRtl('پر PG Soft'))).toBe('پر [PG Soft]');
    document.documentElement.setAttribute('dir', 'ltr');
    expect(isolateLtrRunsIfRtl('Big win on PG Soft')).toBe('Big win on PG Soft');
  });
});
