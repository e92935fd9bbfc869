import type { LanguageCode } from '../i18n/languages';
import type { Tenant } from './tenant-schema';

/** What the region select needs to know about every merchant (spec §2 "Region select"). */
export interface Region {
  id: string;
  countryName: Tenant['countryName'];
  currency: string;
  currencySymbol: string;
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  /** Canonical production host name. */
  domain: string;
}

export function toRegion(tenant: Tenant): Region {
  const { id, countryName, currency, currencySymbol, languages, defaultLanguage, domains } = tenant;
  // The schema requires at least one domain; the first is the canonical one.
  return { id, countryName, currency, currencySymbol, languages, defaultLanguage, domain: domains[0] as string };
}
