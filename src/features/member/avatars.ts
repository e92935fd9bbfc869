/**
 * The 12 avatars a member picks from (GET/PUT /wps/member/info/icon numbers them 1-12; the site decides what
 * each looks like). They are drawn, not downloaded: the member's initials on one of 12 colours, so the
 * picker costs no image requests on a slow phone. Every colour keeps white initials at WCAG AA contrast.
 */

export const AVATAR_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];

/** Background per avatar number, in order; dark enough for white text (tests/unit/member check 4.5:1). */
export const AVATAR_COLOURS: Readonly<Record<AvatarId, string>> = {
  1: '#b91c1c',
  2: '#c2410c',
  3: '#a16207',
  4: '#4d7c0f',
  5: '#15803d',
  6: '#0f766e',
  7: '#0e7490',
  8: '#1d4ed8',
  9: '#4338ca',
  10: '#7e22ce',
  11: '#be185d',
  12: '#374151',
};

export function isAvatarId(value: number): value is AvatarId {
  return (AVATAR_IDS as readonly number[]).includes(value);
}

/** The colour of avatar `icon`; a number outside 1-12 (an older platform, bad data) gets the first. */
export function avatarColour(icon: number): string {
  return AVATAR_COLOURS[isAvatarId(icon) ? icon : 1];
}

function firstGrapheme(word: string): string {
  // Whole grapheme clusters: a Bangla or Burmese letter with its vowel sign must not be split.
  const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word);
  return first?.segment ?? '';
}

/**
 * Up to two initials from a nickname (first letters of its first two words), upper-cased where the script
 * has case; `fallback` (the account name) when the nickname has no letters to show.
 */
export function initialsOf(nickname: string, fallback = ''): string {
  const words = nickname.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return fallback.trim() ? initialsOf(fallback) : '?';
  return words
    .slice(0, 2)
    .map((word) => firstGrapheme(word).toLocaleUpperCase())
    .join('');
}
