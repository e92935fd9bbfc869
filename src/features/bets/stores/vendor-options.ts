/**
 * The vendor filter's choices: every vendor of the game vendor map (stores/catalogue.ts, names in the page
 * language), once each even when it serves several categories, sorted by name.
 */
import type { Catalogue } from '../../../config/catalogue-shape';

export interface VendorOption {
  vassalage: string;
  name: string;
}

export function vendorOptions(catalogue: Catalogue | null, locale: string): VendorOption[] {
  const byCode = new Map<string, VendorOption>();
  for (const category of catalogue?.categories ?? []) {
    for (const vendor of category.vendors) {
      if (!byCode.has(vendor.vassalage))
        byCode.set(vendor.vassalage, { vassalage: vendor.vassalage, name: vendor.name });
    }
  }
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, locale));
}
