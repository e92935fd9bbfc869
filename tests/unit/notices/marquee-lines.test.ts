// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { marqueeLines, marqueeSeconds } from '../../../src/features/notices/marquee/marquee-lines';

describe('notice marquee lines', () => {
  it('reads the notices as one-line text, in order, skipping what is not a notice', () => {
    const value = {
      notice: [
        { id: 1, content: 'Welcome to <b>Indus Play</b>!', time: 't' },
        { id: 2, content: 42 },
        null,
        { id: 3, content: '<script>alert(1)</script>' },
        { id: 4, content: 'Big win:\n  Rs 1,000' },
      ],
    };
    expect(marqueeLines(value)).toEqual(['Welcome to Indus Play!', 'Big win: Rs 1,000']);
  });

  it('gives no lines for an answer of another shape', () => {
    expect(marqueeLines(null)).toEqual([]);
    expect(marqueeLines({ notice: 'text' })).toEqual([]);
    expect(marqueeLines({})).toEqual([]);
  });

  it('paces the loop by length, never faster than 20 s', () => {
    expect(marqueeSeconds([])).toBe(20);
    expect(marqueeSeconds(['short'])).toBe(20);
    expect(marqueeSeconds(['x'.repeat(700)])).toBe(100);
  });
});
