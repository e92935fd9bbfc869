/**
 * Fallback metrics computed from the font files: Noto Naskh Arabic (what Android draws Urdu with) made to
 * take Noto Nastaliq Urdu's room, so the swap to the web font moves no line.
 */
import { describe, expect, it } from 'vitest';
import { fallbackMetrics, metricsDescriptors } from '../../../scripts/lib/fonts-metrics';
import { openFont, packageFile } from '../../../scripts/lib/fonts-source';

describe('fallback metrics', () => {
  it('scales Naskh to Nastaliq: as wide on Urdu text, with Nastaliq line box', async () => {
    const nastaliq = await openFont(
      packageFile('@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2'),
    );
    const naskh = await openFont(
      packageFile('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2'),
    );
    const sample = 'اکاؤنٹ بنائیں اور کھیلیں میں آپ کا خیر مقدم ہے';
    const metrics = fallbackMetrics(nastaliq, naskh, sample);
    const width = (font: typeof naskh, scale: number) =>
      (font.layout(sample, { curs: false, mark: false, mkmk: false }).advanceWidth / font.unitsPerEm) * scale;
    expect(width(naskh, metrics.sizeAdjust)).toBeCloseTo(width(nastaliq, 1), 5);
    // Line box in em of the used font size: ascent + descent overrides × size-adjust = Nastaliq's (1904 + 596) / 1000.
    expect((metrics.ascentOverride + metrics.descentOverride) * metrics.sizeAdjust).toBeCloseTo(2.5, 5);
    expect(metricsDescriptors(metrics)).toMatch(
      /^size-adjust:\d+\.\d\d%;ascent-override:\d+\.\d\d%;descent-override:\d+\.\d\d%;line-gap-override:0\.00%$/,
    );
  });

  it('leaves a font with the same metrics unscaled', async () => {
    const bengali = await openFont(
      packageFile('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2'),
    );
    expect(fallbackMetrics(bengali, bengali, 'স্বাগতম বোনাস').sizeAdjust).toBe(1);
  });
});
