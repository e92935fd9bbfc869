/**
 * Picks the entries shown in one language. Each language folder may translate any subset of the files;
 * a file missing from a language falls back to the merchant's default language (the same rule as the
 * interface strings), so a new promotion appears everywhere as soon as the default language has it.
 */
import type { LanguageCode } from '../../i18n/languages';
import { splitEntryId } from './entry-id';

export interface ContentEntry<Data> {
  /** "<lang>/<slug>", see entry-id.ts. */
  id: string;
  data: Data;
  filePath?: string;
}

export interface LocalizedEntry<Data, Entry extends ContentEntry<Data> = ContentEntry<Data>> {
  slug: string;
  /** The language the text is actually written in (differs from the page language on fallback). */
  lang: LanguageCode;
  entry: Entry;
}

export function localizedEntries<Data extends { order: number }, Entry extends ContentEntry<Data>>(
  entries: readonly Entry[],
  lang: LanguageCode,
  defaultLanguage: LanguageCode,
): LocalizedEntry<Data, Entry>[] {
  const bySlug = new Map<string, LocalizedEntry<Data, Entry>>();
  for (const entry of entries) {
    const { lang: entryLang, slug } = splitEntryId(entry.id);
    if (entryLang === lang) bySlug.set(slug, { slug, lang: entryLang, entry });
    else if (entryLang === defaultLanguage && !bySlug.has(slug)) bySlug.set(slug, { slug, lang: entryLang, entry });
  }
  return [...bySlug.values()].sort((a, b) => a.entry.data.order - b.entry.data.order || a.slug.localeCompare(b.slug));
}
