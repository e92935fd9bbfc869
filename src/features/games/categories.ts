/**
 * The vendors of a game page (spec §2, §4). The categories themselves are declared once in
 * src/config/navigation.ts; the platform's menu groups e-sports and cockfight under SPORTS and keeps some
 * RNG vendors out of the slot list, and this module reshapes it for each category page.
 */
import type { GameType, Vendor } from '../../api/contract/games/game';
import type { Category } from '../../config/navigation';
import type { Tenant } from '../../config/tenant-schema';

/** The pseudo vendor that selects the vendors kept out of the RNG list (/rng?vassalage=INHOUSE). */
export const INHOUSE = 'INHOUSE';

interface Menus {
  lanes: { gameType: GameType; vendors: Vendor[] }[];
  rngExcludedVendors: string[];
}

/** Vendors to show on a category page, in menu order. */
export function vendorsFor(category: Category, menus: Menus, brand: Tenant['brand']): Vendor[] {
  const lane = menus.lanes.find((l) => l.gameType === category.gameType)?.vendors ?? [];
  switch (category.id) {
    case 'rng':
      return lane.filter((v) => !menus.rngExcludedVendors.includes(v.vassalage));
    case 'esports':
      return lane.filter((v) => v.vassalage === brand.esportsVendor);
    case 'cockfight':
      return lane.filter((v) => v.vassalage === brand.cockfightVendor);
    case 'sports':
      return lane.filter((v) => v.vassalage !== brand.esportsVendor && v.vassalage !== brand.cockfightVendor);
    default:
      return lane;
  }
}
