/**
 * The vendors of a game page. The categories are declared once in src/config/navigation.ts and
 * the platform's menu is reshaped for them once, in src/config/catalogue-shape.ts (e-sports and cockfight
 * out of SPORTS, the in-house vendors out of RNG); this module only picks a page's share.
 */
import type { Vendor } from '../../api/calls/games/game';
import { type GameMenus, shapeCatalogue, vendorsOf } from '../../config/catalogue-shape';
import type { Category } from '../../config/navigation';
import type { Tenant } from '../../config/tenant-schema';

/** The pseudo vendor that selects the vendors kept out of the RNG list (/rng?vassalage=INHOUSE). */
export const INHOUSE = 'INHOUSE';

/** Vendors to show on a category page, in menu order. */
export function vendorsFor(category: Category, menus: GameMenus, brand: Tenant['brand']): Vendor[] {
  const catalogue = shapeCatalogue(menus, {
    esportsVendor: brand.esportsVendor,
    cockfightVendor: brand.cockfightVendor,
  });
  return vendorsOf(catalogue, category.catalogue);
}
