import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, AVATAR_IDS, avatarColour, initialsOf, isAvatarId } from '../../../src/features/member/avatars';

/** WCAG 2 contrast ratio between two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('avatars', () => {
  it('offers exactly the platform numbers 1-12, each with its own colour', () => {
    expect([...AVATAR_IDS]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const colours = AVATAR_IDS.map((id) => AVATAR_COLOURS[id]);
    expect(new Set(colours).size).toBe(12);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(AVATAR_IDS)('keeps white initials readable on avatar %i (WCAG AA, 4.5:1)', (id) => {
    expect(contrast(AVATAR_COLOURS[id], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('knows which numbers are avatars', () => {
    expect(isAvatarId(1)).toBe(true);
    expect(isAvatarId(12)).toBe(true);
    expect(isAvatarId(0)).toBe(false);
    expect(isAvatarId(13)).toBe(false);
    expect(isAvatarId(2.5)).toBe(false);
  });

  it('draws an unknown number as the first avatar instead of failing', () => {
    expect(avatarColour(7)).toBe(AVATAR_COLOURS[7]);
    expect(avatarColour(0)).toBe(AVATAR_COLOURS[1]);
    expect(avatarColour(99)).toBe(AVATAR_COLOURS[1]);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(initialsOf('rahim')).toBe('R');
    expect(initialsOf('  lucky   star player ')).toBe('LS');
  });

  it('keeps a Bangla or Burmese letter together with its vowel sign', () => {
    // কি = ক + ি (one grapheme); မို = မ + ိ + ု
    expect(initialsOf('কিরণ')).toBe('কি');
    expect(initialsOf('မိုးမိုး')).toBe('မို');
    expect(initialsOf('علی خان')).toBe('عخ');
  });

  it('falls back to the account name, then to a question mark', () => {
    expect(initialsOf('   ', 'pkplayer1')).toBe('P');
    expect(initialsOf('', '')).toBe('?');
  });
});
