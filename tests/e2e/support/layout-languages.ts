/**
 * The language sweeps of the layout tests (phone width): each language once, on the merchant whose default it is,
 * and English on the merchant whose default is English. A page's words come from its language; each merchant's own
 * flags, pages and amounts are all met in its default language.
 */
import { loadAllTenants } from '../../../src/config/load-tenants';
import type { Tenant } from '../../../src/config/tenant-schema';

export interface LayoutLanguage {
  tenant: Tenant;
  lang: string;
  /** The path prefix of that language on that merchant's site ('' for its default). */
  prefix: string;
  /**
   * The browser's language for that sweep (`test.use({ locale })`): a merchant that follows the device's language
   * (Myanmar's useDeviceLanguage) sends a first visit to its unprefixed pages on to the device's language, so an
   * English browser would measure Myanmar's English pages instead of its Burmese ones.
   */
  locale: string;
}

function layoutLanguages(): LayoutLanguage[] {
  const tenants = loadAllTenants();
  const chosen: LayoutLanguage[] = [];
  const seen = new Set<string>();
  // Every merchant in its default language first, then any language no merchant has as its default, on the first
  // merchant that offers it.
  for (const tenant of tenants) {
    chosen.push({
      tenant,
      lang: tenant.defaultLanguage,
      prefix: '',
      locale: `${tenant.defaultLanguage}-${tenant.country}`,
    });
    seen.add(tenant.defaultLanguage);
  }
  for (const tenant of tenants) {
    for (const lang of tenant.languages) {
      if (seen.has(lang)) continue;
      seen.add(lang);
      chosen.push({ tenant, lang, prefix: `/${lang}`, locale: `${lang}-${tenant.country}` });
    }
  }
  return chosen;
}

export const LAYOUT_LANGUAGES = layoutLanguages();

/** `items` in consecutive groups of at most `size`. */
export function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
