/**
 * A merchant's content files judged before astro runs (src/features/content/check-content-file.ts, the rules the
 * CMS applies too): a bad file stops that merchant's build with one line per problem naming the file, the field
 * and the fix, instead of astro's error wrapped in framework output. Only this merchant's folder is read, so another
 * merchant's broken file never stops this build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type ContentCollection, checkContentFile } from '../../src/features/content/check-content-file';

const ROOT = resolve(import.meta.dirname, '../..');
const COLLECTIONS: readonly ContentCollection[] = ['promotions', 'help'];

/** The content folder the build reads (CONTENT_DIR: tests and the CMS's tests point it at a copy). */
export const contentRoot = () => resolve(ROOT, process.env.CONTENT_DIR || 'content');
/** The site's public folder (PUBLIC_DIR: tests point it at a copy, as astro.config.mjs does). */
export const publicRoot = () => resolve(ROOT, process.env.PUBLIC_DIR || 'public');

/** Whether the site path (/promotions/welcome.svg) is a file of the public folder, never outside it. */
export function publicFileExists(sitePath: string, root = publicRoot()): boolean {
  const file = resolve(root, `.${sitePath}`);
  return file.startsWith(`${root}/`) && existsSync(file) && statSync(file).isFile();
}

/** "content/<id>/<lang>/<collection>/<name>.md: field: problem" lines for every bad file of the merchant. */
export function contentProblems(tenantId: string, root = contentRoot(), publicDir = publicRoot()): string[] {
  const base = join(root, tenantId);
  if (!existsSync(base)) return [];
  const lines: string[] = [];
  for (const lang of readdirSync(base)) {
    for (const collection of COLLECTIONS) {
      const dir = join(base, lang, collection);
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir).filter((file) => file.endsWith('.md'))) {
        const file = join(dir, name);
        const problems = checkContentFile(collection, readFileSync(file, 'utf8'), {
          publicFileExists: (path) => publicFileExists(path, publicDir),
        });
        const shown = relative(ROOT, file).startsWith('..') ? file : relative(ROOT, file);
        for (const problem of problems) lines.push(`${shown}: ${problem}`);
      }
    }
  }
  return lines;
}
