/**
 * The typefaces the platform draws names into artwork with: the portal's own Noto faces, from the Fontsource
 * packages the sites' fonts come from, bold. A server's own fonts cannot be relied on (this one has only DejaVu, with
 * no Bengali, Myanmar, Urdu or Chinese), so the raster artwork carries them itself and looks the same on any machine.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/** Each package, under the family name the artwork asks for. Its Latin files draw Latin names (Noto Sans design). */
const FACES = [
  { pkg: '@fontsource/noto-sans-bengali', family: 'Noto Sans Bengali' },
  { pkg: '@fontsource/noto-sans-myanmar', family: 'Noto Sans Myanmar' },
  { pkg: '@fontsource/noto-nastaliq-urdu', family: 'Noto Nastaliq Urdu' },
  { pkg: '@fontsource/noto-sans-sc', family: 'Noto Sans SC' },
] as const;

/** The font list of a name: the first face holding a character draws it (Latin: the first, with its Latin files). */
export const ART_FONT_FAMILIES = `${FACES.map((face) => `'${face.family}'`).join(', ')}, sans-serif`;

const require = createRequire(import.meta.url);
let registered = false;

/**
 * Registers the bold files of every face once per process (about 110 files, 0.2 s; Chinese comes in Fontsource's
 * slices). A package that is missing is skipped: its script then draws with the server's fonts.
 */
export function registerArtFonts(): void {
  if (registered) return;
  registered = true;
  for (const { pkg, family } of FACES) {
    let files: string;
    try {
      files = join(dirname(require.resolve(`${pkg}/package.json`)), 'files');
    } catch {
      continue;
    }
    for (const file of readdirSync(files)) {
      if (file.endsWith('-700-normal.woff2')) GlobalFonts.registerFromPath(join(files, file), family);
    }
  }
}
