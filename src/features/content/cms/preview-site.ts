/** What the editor's preview needs of the merchant being edited (sent by the CMS server with the Decap config). */
export interface PreviewSite {
  id: string;
  name: string;
  country: string;
  currency: string;
  languages: string[];
  defaultLanguage: string;
}

/** The Immutable.js entry Decap hands a preview template, as far as the templates read it. */
export interface PreviewEntry {
  get(key: 'data'): unknown;
  getIn(path: readonly string[]): unknown;
}

/**
 * The language the preview shows. Decap previews the left panel's locale by setting the entry's data to that
 * locale's data (decap-cms-core lib/i18n.ts getPreviewEntry) without naming it, so the locale is the one whose
 * i18n data is that very object; the default language keeps its data at the top.
 */
export function previewLanguage(entry: PreviewEntry, site: PreviewSite): string {
  const data = entry.get('data');
  return site.languages.find((lang) => entry.getIn(['i18n', lang, 'data']) === data) ?? site.defaultLanguage;
}

/** A text field of the previewed data, or of the default language's when this language leaves it empty. */
export function fieldOf(entry: PreviewEntry, name: string): string {
  const value = entry.getIn(['data', name]);
  return typeof value === 'string' ? value : '';
}

/** A YYYY-MM-DD field (Decap writes a string; YAML may have read a date) as UTC midnight, as the build reads it. */
export function dayOf(value: unknown): Date | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
