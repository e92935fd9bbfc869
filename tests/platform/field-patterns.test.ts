// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ANY_PATTERN,
  checkFieldRule,
  FIELD_PATTERNS,
  PATTERN_IDS,
  type PatternId,
} from '../../src/api/calls/field-patterns';

/** For every pattern kind of the registration fields: values it must accept and values it must refuse. */
const SAMPLES: Record<PatternId, { accept: string[]; refuse: string[] }> = {
  1: { accept: ['any thing!', 'বাংলা'], refuse: [] },
  2: { accept: ['abc123', 'Player1'], refuse: ['1abc', 'ab_c', 'ab c'] },
  3: { accept: ['张三123', '李四'], refuse: ['abc', '张三 1'] },
  4: { accept: ['a.b+c@example.com', 'x@mail.co.uk'], refuse: ['a@b', 'a b@c.com', '@x.com'] },
  5: { accept: ['abc', '123', 'a1'], refuse: ['a-1', 'a 1'] },
  6: { accept: ['abc123', '1a'], refuse: ['abcdef', '123456', 'abc 123'] },
  7: { accept: ['0123'], refuse: ['12a', '1.5'] },
  8: { accept: ['Abc123', 'ABC'], refuse: ['abc123', 'Abc-123'] },
  9: { accept: ['John Smith'], refuse: ['John3', 'Jöhn'] },
  10: { accept: ['a-b_c!'], refuse: ['a b', 'a\tb'] },
  11: { accept: ['你好，世界！'], refuse: ['hello', '你好 世界'] },
  12: { accept: ['2024-02-29', '1999-12-31'], refuse: ['2024-13-01', '31-12-1999', '2024-1-1'] },
  13: { accept: ['12-31-1999'], refuse: ['1999-12-31', '13-01-2000'] },
  14: { accept: ['한국어'], refuse: ['韓國', 'hangul'] },
  15: { accept: ['ภาษาไทย'], refuse: ['thai', 'ไทย 1'] },
  16: { accept: ['JOHN SMITH'], refuse: ['John Smith', 'JOHN1'] },
  17: { accept: ['Pa$$w0rd!', 'abc'], refuse: ['pass word', 'পাস'] },
  18: { accept: ['Abcdef1!'], refuse: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Abc def1!'] },
  19: { accept: ['Rahim Uddin', 'মোঃ রহিম'], refuse: ['Rahim', 'Rahim  Uddin', 'Rahim Uddin Khan'] },
  20: { accept: ['にほんご', 'カタカナ', '日本語ー'], refuse: ['nihongo', 'ﾆﾎﾝｺﾞ'] },
  21: { accept: ['ABC123'], refuse: ['ABC 123', 'Abc123'] },
};

describe('registration field patterns', () => {
  it('covers every pattern id with samples', () => {
    expect(PATTERN_IDS.sort((a, b) => a - b)).toEqual(Object.keys(SAMPLES).map(Number));
  });

  for (const id of PATTERN_IDS) {
    it(`pattern ${id} accepts and refuses what it should`, () => {
      const rule = { minLength: 1, maxLength: 50, acceptedPattern: FIELD_PATTERNS[id] };
      for (const value of SAMPLES[id].accept) expect(checkFieldRule(rule, value), value).toBe('ok');
      for (const value of SAMPLES[id].refuse) expect(checkFieldRule(rule, value), value).toBe('pattern');
    });
  }

  it('checks length in code points before the pattern', () => {
    const rule = { minLength: 2, maxLength: 3, acceptedPattern: ANY_PATTERN };
    expect(checkFieldRule(rule, 'বাং')).toBe('ok');
    expect(checkFieldRule(rule, '😀😀')).toBe('ok');
    expect(checkFieldRule(rule, 'a')).toBe('length');
    expect(checkFieldRule(rule, 'abcd')).toBe('length');
    expect(checkFieldRule({ ...rule, acceptedPattern: FIELD_PATTERNS[7] }, 'ab')).toBe('pattern');
  });
});
