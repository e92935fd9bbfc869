/**
 * Metric overrides that make a phone's own font take the same room as the web font that replaces it, so
 * the swap moves nothing: `size-adjust` scales the fallback so the site's text is as wide in both, and
 * the ascent/descent/line-gap overrides give it the web font's line box (the formulas of Capsize's
 * fallback font stacks, with widths measured on the site's own text instead of English letter
 * frequencies, since these are not Latin scripts).
 */
import type { Font } from 'fontkit';

export interface FallbackMetrics {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * Features that only place glyphs (cursive joins, marks): they never change a line's width, and fontkit
 * fails on some of Nastaliq's anchors.
 */
const PLACEMENT_ONLY = { curs: false, mark: false, mkmk: false };

/** Average advance of the text's characters, in em, as the font shapes it. */
function averageAdvance(font: Font, text: string): number {
  const chars = [...text].length;
  if (!chars) return 0;
  return font.layout(text, PLACEMENT_ONLY).advanceWidth / font.unitsPerEm / chars;
}

/** Vertical metrics as browsers read them: typo metrics when the font asks for them, else hhea. */
function verticalMetrics(font: Font): { ascent: number; descent: number; lineGap: number } {
  const os2 = font['OS/2'] as {
    fsSelection?: { useTypoMetrics?: boolean };
    typoAscender: number;
    typoDescender: number;
    typoLineGap: number;
  };
  if (os2?.fsSelection?.useTypoMetrics) {
    return { ascent: os2.typoAscender, descent: os2.typoDescender, lineGap: os2.typoLineGap };
  }
  return { ascent: font.ascent, descent: font.descent, lineGap: font.lineGap };
}

/** Overrides for `fallback` so `sample` set in it takes the room it takes in `webFont`. */
export function fallbackMetrics(webFont: Font, fallback: Font, sample: string): FallbackMetrics {
  const fallbackWidth = averageAdvance(fallback, sample);
  const sizeAdjust = fallbackWidth ? averageAdvance(webFont, sample) / fallbackWidth : 1;
  const { ascent, descent, lineGap } = verticalMetrics(webFont);
  const em = webFont.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: ascent / em,
    descentOverride: Math.abs(descent) / em,
    lineGapOverride: lineGap / em,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

export function metricsDescriptors(metrics: FallbackMetrics): string {
  return [
    `size-adjust:${percent(metrics.sizeAdjust)}`,
    `ascent-override:${percent(metrics.ascentOverride)}`,
    `descent-override:${percent(metrics.descentOverride)}`,
    `line-gap-override:${percent(metrics.lineGapOverride)}`,
  ].join(';');
}
