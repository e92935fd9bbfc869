/**
 * Fonts of the platform's own pages (plain-page.ts). Their text is Bangla, Urdu, Burmese, Chinese or English, and a phone may lack
 * the script (the test machine draws some Urdu letters as boxes): a page declares one Fontsource font per
 * script with its unicode-range, so a browser downloads only the scripts it shows (about 45-55 KB each); they
 * come first in the font list, and their ranges leave Latin text to the phone's system font.
 * Chinese is left to the phone's own CJK font: its web font is several megabytes.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const PLAIN_PAGE_FONT_PATH = '/lgw/vendor-sim/font';

const FONTS = {
  bengali: {
    family: 'Noto Sans Bengali',
    file: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
    range: 'U+0951-0952,U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC',
  },
  myanmar: {
    family: 'Noto Sans Myanmar',
    file: '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff2',
    range: 'U+1000-109F,U+200C-200D,U+25CC,U+A9E0-A9FE,U+AA60-AA7F',
  },
  // Naskh, not the site's Nastaliq: a third of the size, and the face Android draws Urdu with.
  arabic: {
    family: 'Noto Naskh Arabic',
    file: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2',
    range: 'U+0600-06FF,U+0750-077F,U+200C-200E,U+FB50-FDFF,U+FE70-FEFC',
  },
} as const;

export type PlainPageFont = keyof typeof FONTS;

export const isPlainPageFont = (name: string): name is PlainPageFont => Object.hasOwn(FONTS, name);

/** The @font-face rules and the font-family list of the page. */
export const PLAIN_PAGE_FONT_CSS = `${Object.entries(FONTS)
  .map(
    ([name, font]) =>
      `@font-face{font-family:'${font.family}';src:url(${PLAIN_PAGE_FONT_PATH}/${name}.woff2) format('woff2');font-display:swap;unicode-range:${font.range}}`,
  )
  .join('\n')}
body{font-family:${Object.values(FONTS)
  .map((font) => `'${font.family}'`)
  .join(',')},system-ui,sans-serif,'Noto Sans CJK SC','PingFang SC','Microsoft YaHei'}`;

export const readPlainPageFont = (name: PlainPageFont): Promise<Buffer> => readFile(require.resolve(FONTS[name].file));
