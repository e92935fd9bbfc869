/**
 * The web fonts the sites can load, one per script the merchants' languages and names use. Each comes
 * from a Fontsource package (its CSS lists the font files and the characters each file holds); the build
 * subsets them to the characters the site shows (scripts/lib/fonts-site.ts).
 */

import type { LANGUAGES, LanguageCode } from '../../src/i18n/languages';

/** The scripts of the languages (src/i18n/languages.ts) that need a web font: all but Latin. */
export type ScriptName = Exclude<(typeof LANGUAGES)[LanguageCode]['script'], 'latin'>;

export interface ScriptFont {
  script: ScriptName;
  /** The typeface's name, as the generated stylesheet's comment names it. */
  typeface: string;
  /**
   * Fontsource stylesheets, one per weight: their @font-face rules name the files and their ranges. Regular only: bold
   * text is drawn by the browser's synthetic bold, because a second weight doubles each page's font download and, not
   * preloaded, arrives late and moves the bold text it replaces.
   */
  stylesheets: string[];
  /**
   * Characters always kept in the subset although no page shows them at build time: the letters, marks and
   * digits of the language, so text that only arrives at run time (names, notices) still draws.
   */
  alphabet: string;
  /**
   * Fonts phones already have for this script, in the order to try them while the web font loads. Their
   * metrics are matched to the web font's (see fonts-metrics.ts) when `metricsFile` names one of them.
   */
  fallback: { local: string[]; metricsFile?: string };
  /** Rules that go with the typeface wherever its stylesheet is linked. */
  extraCss?: string;
  /**
   * For page faces (fonts-site.ts): one file holding every character of the slices that the sites show, to cut
   * each page's characters from in one piece. A page's own text then arrives in one response, not in 51 (the
   * Chinese home's slices), and is laid out again once for it. Text that arrives at run time still draws from the
   * site's faces, whose files each lay the page out again when they arrive.
   */
  pageFacesFile?: string;
}

const range = (first: number, last: number) =>
  String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, i) => first + i));

export const SCRIPT_FONTS: readonly ScriptFont[] = [
  {
    script: 'bengali',
    typeface: 'Noto Sans Bengali',
    stylesheets: ['@fontsource/noto-sans-bengali/bengali-400.css'],
    alphabet: `${range(0x0980, 0x09fe)}\u0964\u0965`,
    // Android draws Bengali with this very typeface: same metrics, nothing moves on the swap.
    fallback: { local: ['Noto Sans Bengali', 'Noto Sans Bengali UI'] },
  },
  {
    script: 'myanmar',
    typeface: 'Noto Sans Myanmar',
    stylesheets: ['@fontsource/noto-sans-myanmar/myanmar-400.css'],
    alphabet: range(0x1000, 0x109f),
    fallback: { local: ['Noto Sans Myanmar', 'Noto Sans Myanmar UI'] },
  },
  {
    script: 'arabic',
    typeface: 'Noto Nastaliq Urdu',
    stylesheets: ['@fontsource/noto-nastaliq-urdu/arabic-400.css'],
    // The Urdu alphabet and marks, Arabic and Urdu digits, Urdu punctuation.
    alphabet: `${range(0x0621, 0x0655)}${range(0x0660, 0x066d)}\u0670\u0679\u067e\u0686\u0688\u0691\u0698\u06a9\u06af\u06ba\u06be\u06c0${range(0x06c1, 0x06c3)}\u06cc\u06d2\u06d3\u06d4${range(0x06f0, 0x06f9)}\u060c\u061b\u061f`,
    // Android draws Urdu with Noto Naskh Arabic: its metrics are scaled to Nastaliq's.
    fallback: {
      local: ['Noto Naskh Arabic', 'Noto Naskh Arabic UI'],
      metricsFile: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2',
    },
    // Nastaliq's tall glyphs need a taller line on Urdu pages (a rule of no weight: global.css may refine it).
    extraCss: ':where(html:lang(ur)) body{line-height:2}',
  },
  {
    script: 'han',
    typeface: 'Noto Sans SC',
    stylesheets: ['@fontsource/noto-sans-sc/400.css'],
    // Thousands of characters: only what the site shows is kept; other characters load Fontsource's slices.
    alphabet: '',
    fallback: { local: ['Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei'] },
    // Fontsource's unsliced Simplified Chinese file: 7,947 characters, every one the slices give the sites.
    pageFacesFile: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff2',
  },
];
