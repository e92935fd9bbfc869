import type { LanguageCode } from '../i18n/languages';
import type { Tenant } from './tenant-schema';

/** What the region select needs to know about every merchant: country name, currency and languages. */
export interface Region {
  id: string;
  merchantCode: string;
  /** The fallback merchant: where a switch to an unknown country or currency goes. */
  fallback: boolean;
  /** ISO 3166 code, to name the country in any language when the tenant file gives no name. */
  country: string;
  countryName: Tenant['countryName'];
  currency: string;
  currencySymbol: string;
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  /** Canonical production host name. */
  domain: string;
}

export function toRegion(tenant: Tenant): Region {
  const { id, merchantCode, fallback, country, countryName, currency, currencySymbol, languages, defaultLanguage } =
    tenant;
  // The schema requires at least one domain; the first is the canonical one.
  return {
    id,
    merchantCode,
    fallback,
    country,
    countryName,
    currency,
    currencySymbol,
    languages,
    defaultLanguage,
    domain: tenant.domains[0] as string,
  };
}

/**
 * The regions a merchant's region select shows: its own first, then the merchants its `regionLinks` name,
 * in that order. The tenant files were read together (load-tenants.ts readTenants), which refuses a link naming no
 * file and drops a link to a bad one; a name still missing here is a program error and stops the build.
 */
export function regionsShownBy(tenant: Pick<Tenant, 'id' | 'regionLinks'>, regions: readonly Region[]): Region[] {
  const find = (id: string) => {
    const region = regions.find((r) => r.id === id);
    if (!region) {
      throw new Error(
        `tenants/${tenant.id}.json: regionLinks names "${id}", which is no merchant (known: ${regions.map((r) => r.id).join(', ')})`,
      );
    }
    return region;
  };
  return [find(tenant.id), ...tenant.regionLinks.filter((id) => id !== tenant.id).map(find)];
}

/** A region's country in a language: the tenant file's name, else the Intl name, else the default's name. */
export function regionName(region: Region, lang: LanguageCode, intlLocale: string): string {
  return (
    region.countryName[lang] ??
    new Intl.DisplayNames([intlLocale], { type: 'region', fallback: 'none' }).of(region.country) ??
    (region.countryName[region.defaultLanguage] as string)
  );
}
