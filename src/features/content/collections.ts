/**
 * Reads the content collections for one page language. Only the merchant being built is in the
 * collections (see src/content.config.ts); missing translations fall back to the default language.
 * Amount tokens ({money:10000}, {number:30}) in the frontmatter and the rendered body are filled here, in
 * the entry's own language and the merchant's currency, so a promotion's amounts look like the balances.
 */
import { type CollectionEntry, getCollection } from 'astro:content';
import { tenant } from 'virtual:tenant';
import { fillAmountTokens, intlLocale } from '../../i18n/format';
import type { LanguageCode } from '../../i18n/languages';
import { helpSections } from './help-sections';
import { type LocalizedEntry, localizedEntries } from './localized-entries';
import type { HelpSection, Promotion } from './schemas';

/**
 * `item` with the amount tokens filled in the named frontmatter texts and in the body's HTML (which
 * render() shows: a token is plain text to the Markdown processor, so it arrives in the HTML as written).
 */
function withAmounts<Data, Entry extends { data: Data; rendered?: { html: string } }>(
  item: LocalizedEntry<Data, Entry & { id: string }>,
  fields: readonly (keyof Data)[],
): LocalizedEntry<Data, Entry & { id: string }> {
  const money = { locale: intlLocale(item.lang, tenant.country), currency: tenant.currency };
  const data = { ...item.entry.data };
  for (const field of fields) {
    const text = data[field];
    if (typeof text === 'string') data[field] = fillAmountTokens(text, money) as Data[keyof Data];
  }
  const { rendered } = item.entry;
  const html = rendered && { rendered: { ...rendered, html: fillAmountTokens(rendered.html, money) } };
  return { ...item, entry: { ...item.entry, data, ...html } };
}

export async function promotionsIn(lang: LanguageCode) {
  return localizedEntries<Promotion, CollectionEntry<'promotions'>>(
    await getCollection('promotions'),
    lang,
    tenant.defaultLanguage,
  ).map((item) => withAmounts<Promotion, CollectionEntry<'promotions'>>(item, ['title', 'summary', 'imageAlt']));
}

export async function helpSectionsIn(lang: LanguageCode) {
  return helpSections(await getCollection('help'), lang, tenant.defaultLanguage).map((item) =>
    withAmounts<HelpSection, CollectionEntry<'help'>>(item, ['title']),
  );
}
