/**
 * Sets of code points for the font step: parsing and writing CSS `unicode-range`, and the characters a
 * phone's own system font draws (so no web font is needed for them).
 */

export type CodePoints = Set<number>;

/** The code points of a CSS unicode-range value such as `U+0600-06FF,U+200C`. */
export function parseUnicodeRange(value: string): CodePoints {
  const points: CodePoints = new Set();
  for (const part of value.split(',')) {
    const match = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match?.[1]) continue;
    const [first, last] = match[2]
      ? [match[1], match[2]]
      : [match[1].replaceAll('?', '0'), match[1].replaceAll('?', 'f')];
    for (let cp = Number.parseInt(first, 16); cp <= Number.parseInt(last, 16); cp++) points.add(cp);
  }
  return points;
}

/** The shortest unicode-range value for a set of code points (runs become ranges). */
export function formatUnicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0');
    parts.push(i === j ? `U+${hex(sorted[i] as number)}` : `U+${hex(sorted[i] as number)}-${hex(sorted[j] as number)}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** The code points of a string, each once. */
export function codePointsOf(text: string): CodePoints {
  const points: CodePoints = new Set();
  for (const char of text) points.add(char.codePointAt(0) as number);
  return points;
}

export const describeCodePoint = (cp: number) =>
  `${String.fromCodePoint(cp)} (U+${cp.toString(16).toUpperCase().padStart(4, '0')})`;

/**
 * What every phone's and desktop's system font draws: Latin with its accents and punctuation, the common
 * symbol blocks, emoji, and the invisible controls (spaces, joiners, direction marks) that draw nothing.
 * Anything outside these needs a web font on the page.
 */
const SYSTEM_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x024f], // controls, Basic Latin, Latin-1, Latin Extended-A/B
  [0x0250, 0x036f], // IPA, spacing modifiers, combining diacritics
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
  [0x2000, 0x206f], // spaces, joiners, direction marks, General Punctuation
  [0x20a0, 0x20c0], // currency signs (₹ ₨ € …)
  [0x2100, 0x23ff], // letterlike symbols, number forms, arrows, maths, technical
  [0x2460, 0x27bf], // enclosed numbers, box drawing, shapes, symbols, dingbats
  [0x2b00, 0x2bff], // arrows and symbols
  [0xfe00, 0xfe0f], // variation selectors
  [0xfeff, 0xfeff], // byte order mark
  [0xfff0, 0xffff], // specials (replacement character)
  [0x1f000, 0x1faff], // emoji and pictographs
];

export function isSystemDrawn(cp: number): boolean {
  return SYSTEM_RANGES.some(([first, last]) => cp >= first && cp <= last);
}
