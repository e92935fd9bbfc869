/**
 * Reads the content collections for one page language. Only the merchant being built is in the
 * collections (see src/content.config.ts); missing translations fall back to the default language.
 */
import { type CollectionEntry, getCollection } from 'astro:content';
import { tenant } from 'virtual:tenant';
import type { LanguageCode } from '../../i18n/languages';
import { helpSections } from './help-sections';
import { localizedEntries } from './localized-entries';
import type { Promotion } from './schemas';

export async function promotionsIn(lang: LanguageCode) {
  return localizedEntries<Promotion, CollectionEntry<'promotions'>>(
    await getCollection('promotions'),
    lang,
    tenant.defaultLanguage,
  );
}

export async function helpSectionsIn(lang: LanguageCode) {
  return helpSections(await getCollection('help'), lang, tenant.defaultLanguage);
}
