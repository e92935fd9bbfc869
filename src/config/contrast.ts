/**
 * WCAG 2 contrast between theme colours, so a tenant file whose text would be hard to read stops the build
 * (tenant-schema.ts) instead of shipping: body text, navigation and buttons all need 4.5:1 (AA, normal text).
 */

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

type ThemeColours = Record<
  'primary' | 'primaryContent' | 'neutral' | 'neutralContent' | 'base100' | 'base200' | 'base300' | 'baseContent',
  string
>;

/**
 * The text-on-background pairs the sites draw: [text token, background token]. Primary is also text: the
 * current item of the bottom bar (on neutral) and links and icons on the page and on cards.
 */
export const TEXT_PAIRS: readonly (readonly [keyof ThemeColours, keyof ThemeColours])[] = [
  ['primaryContent', 'primary'],
  ['primary', 'neutral'],
  ['primary', 'base100'],
  ['primary', 'base200'],
  ['neutralContent', 'neutral'],
  ['baseContent', 'base100'],
  ['baseContent', 'base200'],
  ['baseContent', 'base300'],
];

/** The pairs of `colours` below MIN_TEXT_CONTRAST, with their ratio. */
export function unreadablePairs(colours: ThemeColours): { text: string; background: string; ratio: number }[] {
  return TEXT_PAIRS.flatMap(([text, background]) => {
    const ratio = contrastRatio(colours[text], colours[background]);
    return ratio < MIN_TEXT_CONTRAST ? [{ text, background, ratio }] : [];
  });
}
