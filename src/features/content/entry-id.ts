/**
 * Entry ids of the content collections. Files live at content/<tenant>/<lang>/<kind>/<slug>.md; the glob
 * loader sees the path below content/<tenant>/ and the id becomes "<lang>/<slug>". A file in a language the
 * merchant does not build, or with a name that cannot be a URL segment, fails the build naming the file.
 */
import type { LanguageCode } from '../../i18n/languages';

const SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/;

export class ContentPathError extends Error {
  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = 'ContentPathError';
  }
}

interface EntryContext {
  /** The tenant's content folder as configured, e.g. "./content/pakistan"; used to name the file in errors. */
  dir: string;
  tenantId: string;
  languages: readonly LanguageCode[];
}

/** `entry` is relative to the tenant's content folder, e.g. "ur/promotions/welcome-bonus.md". */
export function contentEntryId(entry: string, { dir, tenantId, languages }: EntryContext): string {
  const file = `${dir.replace(/^\.\//, '').replace(/\/$/, '')}/${entry}`;
  const [lang, , name, ...rest] = entry.split('/');
  if (!lang || !name || rest.length) {
    throw new ContentPathError(file, 'must be content/<tenant>/<lang>/<promotions|help>/<name>.md');
  }
  if (!(languages as readonly string[]).includes(lang)) {
    throw new ContentPathError(file, `"${lang}" is not one of ${tenantId}'s languages (${languages.join(', ')})`);
  }
  const slug = name.replace(/\.md$/, '');
  if (!SLUG.test(slug)) {
    throw new ContentPathError(
      file,
      `file name "${slug}" becomes the page address: use lower-case letters, digits and -`,
    );
  }
  return `${lang}/${slug}`;
}

/** Splits an entry id back into its language and slug. */
export function splitEntryId(id: string): { lang: LanguageCode; slug: string } {
  const [lang, slug] = id.split('/') as [LanguageCode, string];
  return { lang, slug };
}
