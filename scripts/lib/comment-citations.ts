/**
 * A check of `npm run lint`: comments say the rule they rely on, not where it was once written down. A section
 * number of the product spec (the section sign and a number) or an issue's number means nothing to a reader
 * without that document, and issues close; the sentence around it should carry the rule. Found in comment lines (`//`, `/*`,
 * ` *`, SQL `--`) and test titles of the code folders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const FOLDERS = ['src', 'platform', 'scripts', 'tests'];
const CODE_FILE = /\.(ts|tsx|astro|mjs|cjs|js|sql)$/;
/** A comment line, or a test's title. */
const COMMENT_OR_TITLE = /^\s*(\/\/|\/\*|\*|--)|\b(it|test|describe)(\.\w+)?\(\s*['"`]/;
export const CITATION = /§\s?\d|\bspec §|\b[Ii]ssues? \d+/;

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return CODE_FILE.test(entry.name) ? [path] : [];
  });
}

/** Every comment line or test title that cites a spec section or an issue, as `file:line: text`. */
export function commentCitations(root: string): string[] {
  return FOLDERS.flatMap((folder) => codeFiles(join(root, folder))).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        COMMENT_OR_TITLE.test(line) && CITATION.test(line)
          ? [`${relative(root, path)}:${index + 1}: ${line.trim().slice(0, 140)}`]
          : [],
      ),
  );
}
