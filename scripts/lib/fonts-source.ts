/**
 * Reads a Fontsource stylesheet into its font files: weight, the woff2 file and the characters that file
 * can draw (the rule's unicode-range, or the file's character map read with fontkit when it has none).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import * as fontkit from 'fontkit';
import { type CodePoints, parseUnicodeRange } from './fonts-unicode';

export interface SourceFace {
  weight: number;
  /** Absolute path of the woff2 file. */
  file: string;
  /** What the file draws. */
  covers: CodePoints;
}

const NODE_MODULES = resolve(import.meta.dirname, '../../node_modules');

/** A path inside an installed package, e.g. `@fontsource/noto-sans-sc/400.css`. */
export const packageFile = (specifier: string) => join(NODE_MODULES, specifier);

/** Opens a font file with fontkit (a collection is not expected here). */
export async function openFont(file: string): Promise<fontkit.Font> {
  const font = fontkit.create(await readFile(file));
  if ('fonts' in font) throw new Error(`${file} is a font collection, expected one font`);
  return font;
}

export async function readSourceFaces(stylesheet: string): Promise<SourceFace[]> {
  const cssFile = packageFile(stylesheet);
  const css = await readFile(cssFile, 'utf8');
  const faces: SourceFace[] = [];
  for (const [, body = ''] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const url = /url\(([^)]+\.woff2)\)/.exec(body)?.[1]?.replace(/^['"]|['"]$/g, '');
    if (!url) throw new Error(`${cssFile}: an @font-face rule without a woff2 file`);
    const file = join(dirname(cssFile), url);
    const weight = Number(/font-weight:\s*(\d+)/.exec(body)?.[1] ?? 400);
    const declared = /unicode-range:\s*([^;]+)/.exec(body)?.[1];
    // Fontsource writes each file's range from the file itself; a rule without one covers the whole file.
    const covers = declared ? parseUnicodeRange(declared) : new Set((await openFont(file)).characterSet);
    faces.push({ weight, file, covers });
  }
  return faces;
}
