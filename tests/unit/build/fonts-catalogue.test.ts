/**
 * The fonts catalogue as data (scripts/lib/fonts-catalogue.json): a script is an entry naming its Fontsource
 * stylesheet and alphabet, checked before any build uses it.
 */
import { describe, expect, it } from 'vitest';
import { parseFontsCatalogue, SCRIPT_FONTS } from '../../../scripts/lib/fonts-catalogue';
import { LANGUAGES } from '../../../src/i18n/languages';

const devanagari = {
  script: 'devanagari',
  typeface: 'Noto Sans Devanagari',
  stylesheets: ['@fontsource/noto-sans-devanagari/devanagari-400.css'],
  alphabet: 'U+0900-097F',
  fallback: { local: ['Noto Sans Devanagari'] },
};

describe('the fonts catalogue', () => {
  it('has a font for the script of every language but Latin', () => {
    const scripts = new Set(SCRIPT_FONTS.map((font) => font.script));
    for (const [code, info] of Object.entries(LANGUAGES)) {
      if (info.script !== 'latin') expect(scripts.has(info.script), `${code}: ${info.script}`).toBe(true);
    }
  });

  it("turns an entry's alphabet range into its characters", () => {
    const [font] = parseFontsCatalogue({ scripts: [devanagari] });
    expect(font?.alphabet).toHaveLength(0x80);
    expect(font?.alphabet).toContain('रू'[0]);
    expect(font?.alphabet).toContain('९');
  });

  it('names each bad field: a package not installed, an alphabet that is no range, a script twice', () => {
    const bad = () =>
      parseFontsCatalogue({
        scripts: [
          { ...devanagari, stylesheets: ['@fontsource/noto-sans-klingon/klingon-400.css'] },
          { ...devanagari, alphabet: 'Devanagari' },
        ],
      });
    expect(bad).toThrow('scripts.0.stylesheets.0: is not installed (npm install the @fontsource package)');
    expect(bad).toThrow('scripts.1.alphabet: must be a unicode-range like U+0900-097F, U+0964');
    expect(() => parseFontsCatalogue({ scripts: [devanagari, devanagari] })).toThrow('scripts: names a script twice');
  });
});
