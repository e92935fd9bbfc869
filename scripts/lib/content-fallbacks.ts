/**
 * What a merchant's pages will show from somewhere else, said before its build: a merchant copied from another
 * file builds fine with no content folder, and its promotions and help pages are then empty while its home banner
 * still advertises a bonus. Each line names what is missing and what stands in for it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Tenant } from '../../src/config/tenant-schema';

const ROOT = resolve(import.meta.dirname, '../..');
const KINDS = ['promotions', 'help'] as const;

function markdownFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : [];
}

/** Warnings for `tenant`'s content under `contentDir` (CONTENT_DIR or content/); none when nothing falls back. */
export function contentFallbacks(
  tenant: Pick<Tenant, 'id' | 'languages' | 'defaultLanguage'>,
  contentDir = resolve(ROOT, process.env.CONTENT_DIR || 'content'),
): string[] {
  const base = join(contentDir, tenant.id);
  const shown = (path: string) => relative(ROOT, path) || path;
  if (!existsSync(base)) {
    return [`${shown(base)}/ does not exist: the site has no promotions and no help pages (nothing to fall back to).`];
  }
  const warnings: string[] = [];
  const defaultDir = join(base, tenant.defaultLanguage);
  for (const kind of KINDS) {
    const defaults = markdownFiles(join(defaultDir, kind));
    if (!defaults.length) warnings.push(`${shown(join(defaultDir, kind))}/ has no pages: no ${kind} in any language.`);
    for (const lang of tenant.languages) {
      if (lang === tenant.defaultLanguage) continue;
      const own = new Set(markdownFiles(join(base, lang, kind)));
      for (const name of defaults.filter((file) => !own.has(file))) {
        warnings.push(
          `${shown(join(base, lang, kind, name))} is missing: ${lang} pages show ${shown(join(defaultDir, kind, name))}.`,
        );
      }
    }
  }
  return warnings;
}
