/**
 * Every pattern kind of the registration fields as the forms check it: a value that fits, values that do not, and the
 * reg_pattern_<id> message with min and max, in every language.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_PATTERNS, type FieldRule, PATTERN_IDS, type PatternId } from '../../../src/api/calls/field-patterns';
import { checkField, ruleMessage } from '../../../src/features/auth/validation';
import { LANGUAGE_CODES } from '../../../src/i18n/languages';
import { readMessages } from '../i18n/locale-files';

const rule = (patternId: PatternId, minLength = 1, maxLength = 40): FieldRule => ({
  patternId,
  minLength,
  maxLength,
  acceptedPattern: FIELD_PATTERNS[patternId],
  show: true,
  required: true,
});

const SAMPLES: Record<PatternId, { ok: string[]; bad: string[] }> = {
  1: { ok: ['anything goes', 'বাংলা ১২৩', '!@#'], bad: [] },
  2: { ok: ['player1', 'A', 'abcXYZ9'], bad: ['1player', 'play er', 'play_er', 'খেলা'] },
  3: { ok: ['张三2024', '李四', '123'], bad: ['abc', '张 三', '张三!'] },
  4: { ok: ['a.b+c@example.com', 'me@mail.co.uk'], bad: ['me@', 'me@example', 'me example@x.com', '@x.com'] },
  5: { ok: ['abc', '123', 'a1B2'], bad: ['a-b', 'a b', 'é'] },
  6: { ok: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc 123', 'abc_123'] },
  7: { ok: ['0123456789'], bad: ['12a', '+880', '12 34', '১২৩'] },
  8: { ok: ['Abc123', 'ABC'], bad: ['abc123', 'Abc-123'] },
  9: { ok: ['John Smith', 'abc'], bad: ['John3', 'Jöhn', 'John-Smith'] },
  10: { ok: ['no-spaces!', 'বাংলা'], bad: ['has space', 'tab\there'] },
  11: { ok: ['你好，世界。', '中文'], bad: ['中文abc', '中文 1'] },
  12: { ok: ['2024-02-29', '1999-12-31'], bad: ['2024-13-01', '24-01-01', '2024/01/01', '01-31-2024'] },
  13: { ok: ['12-31-1999', '02-29-2024'], bad: ['1999-12-31', '13-01-2024', '12/31/1999'] },
  14: { ok: ['한국어'], bad: ['한국어1', 'abc', '한국 어'] },
  15: { ok: ['ภาษาไทย'], bad: ['ไทย1', 'thai'] },
  16: { ok: ['JOHN SMITH', 'ABC'], bad: ['John Smith', 'ABC1'] },
  17: { ok: ['P@ss-w0rd!', 'abc'], bad: ['has space', 'ünïcode'] },
  18: { ok: ['Str0ng!pw', 'aB3$'], bad: ['weakpass1', 'NoDigits!', 'n0upper!', 'N0LOWER!', 'NoSymbol1', 'Sp ace1!a'] },
  19: { ok: ['Rahim Uddin', 'মো রহিম', 'Nguyễn Văn'], bad: ['Rahim', 'Rahim  Uddin', 'Rahim Uddin Khan', 'R2 D2'] },
  20: { ok: ['ひらがな', 'カタカナ', '漢字ー', 'ＡＢＣ'], bad: ['abc', 'ひらがな abc'] },
  21: { ok: ['ABC123', 'A1'], bad: ['abc123', 'AB 12', 'AB-12'] },
};

describe('pattern kinds', () => {
  it('has samples for every pattern id', () => {
    expect(
      Object.keys(SAMPLES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...PATTERN_IDS].sort((a, b) => a - b));
  });

  describe.each(PATTERN_IDS)('pattern %i', (id) => {
    const samples = SAMPLES[id];
    it.each(samples.ok)('accepts %j', (value) => {
      expect(checkField(rule(id), value, true)).toBeNull();
    });
    if (samples.bad.length) {
      it.each(samples.bad)('refuses %j with reg_pattern_%i and its lengths', (value) => {
        expect(checkField(rule(id, 1, 40), value, true)).toEqual({
          key: `auth.reg_pattern_${id}`,
          values: { min: 1, max: 40 },
        });
      });
    }
  });
});

describe('lengths', () => {
  it('refuses a value shorter than minLength or longer than maxLength with the rule message', () => {
    const username = rule(2, 4, 16);
    expect(checkField(username, 'abc', true)).toEqual(ruleMessage(username));
    expect(checkField(username, 'abcd', true)).toBeNull();
    expect(checkField(username, 'a'.repeat(16), true)).toBeNull();
    expect(checkField(username, 'a'.repeat(17), true)).toEqual({
      key: 'auth.reg_pattern_2',
      values: { min: 4, max: 16 },
    });
  });

  it('counts characters, not UTF-16 units, so Bangla and Chinese names are measured as typed', () => {
    const name = rule(1, 2, 3);
    expect(checkField(name, '𠮷𠮷𠮷', true)).toBeNull();
    expect(checkField(name, '𠮷𠮷𠮷𠮷', true)).not.toBeNull();
  });
});

describe('required and optional', () => {
  it('answers input_empty for an empty required field and nothing for an empty optional one', () => {
    expect(checkField(rule(4), '', true)).toEqual({ key: 'errors.input_empty' });
    expect(checkField(rule(4), '', false)).toBeNull();
  });

  it('still checks an optional field once it is filled', () => {
    expect(checkField(rule(4), 'not-an-email', false)?.key).toBe('auth.reg_pattern_4');
  });

  it('accepts any filled value when the field has no rule', () => {
    expect(checkField(undefined, 'whatever', true)).toBeNull();
  });
});

describe('reg_pattern messages', () => {
  it.each(LANGUAGE_CODES)('exist in %s for every pattern kind, with {{min}} and {{max}}', (lang) => {
    const messages = readMessages(lang, 'auth');
    for (const id of PATTERN_IDS) {
      const message = messages?.get(`reg_pattern_${id}`);
      expect(message, `${lang} reg_pattern_${id}`).toEqual(expect.stringContaining('{{min}}'));
      expect(message, `${lang} reg_pattern_${id}`).toEqual(expect.stringContaining('{{max}}'));
    }
  });
});
