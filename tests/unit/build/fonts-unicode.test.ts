/** CSS unicode-range reading and writing, and what counts as drawn by the system font. */
import { describe, expect, it } from 'vitest';
import { formatUnicodeRange, isSystemDrawn, parseUnicodeRange } from '../../../scripts/lib/fonts-unicode';

describe('unicode-range', () => {
  it('reads single points, ranges and wildcards', () => {
    expect([...parseUnicodeRange('U+0041, U+0600-0602,U+4E0?')]).toEqual([
      0x41,
      0x600,
      0x601,
      0x602,
      ...Array.from({ length: 16 }, (_, i) => 0x4e00 + i),
    ]);
  });

  it('writes runs as ranges and reads back what it wrote', () => {
    const points = [0x9f3, 0x980, 0x981, 0x982, 0x1f600];
    expect(formatUnicodeRange(points)).toBe('U+0980-0982,U+09F3,U+1F600');
    expect([...parseUnicodeRange(formatUnicodeRange(points))].sort((a, b) => a - b)).toEqual(
      [...points].sort((a, b) => a - b),
    );
  });
});

describe('system font', () => {
  it('draws Latin, punctuation and emoji but not Bengali, Burmese, Arabic or Han', () => {
    for (const char of ['A', 'é', '–', '€', '😀', '\u200c'])
      expect(isSystemDrawn(char.codePointAt(0) as number)).toBe(true);
    for (const char of ['৳', 'က', 'ک', '中']) expect(isSystemDrawn(char.codePointAt(0) as number)).toBe(false);
  });
});
