/**
 * Cuts a font file down to some characters (HarfBuzz's subsetter through subset-font, which keeps every
 * glyph those characters can shape into: joined Nastaliq forms, Bengali conjuncts). Subsetting Nastaliq
 * takes seconds, so results are kept in node_modules/.cache keyed by the file's bytes and the characters.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { packageFile } from './fonts-source';

const CACHE_DIR = packageFile('.cache/portal-fonts');
/** Bump when the subsetting options change, so cached files are not reused. */
const CACHE_VERSION = '1';

export async function subsetWoff2(file: string, codePoints: Iterable<number>): Promise<Buffer> {
  const font = await readFile(file);
  const text = String.fromCodePoint(...[...codePoints].sort((a, b) => a - b));
  const key = createHash('sha256').update(CACHE_VERSION).update(font).update(text).digest('hex').slice(0, 32);
  const cached = join(CACHE_DIR, `${key}.woff2`);
  if (existsSync(cached)) return readFile(cached);
  // No hinting: phones' high-density screens do not use it, and it is a large part of each file.
  const subset = await subsetFont(font, text, { targetFormat: 'woff2', noHinting: true });
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFile(cached, subset);
  return subset;
}
