/**
 * Storing the merchant's CDN host lists in its state (merchant_state), so every process answers the same. Each
 * list keeps its order and drops repeats; the write drops this process's cached state of the merchant, so the
 * answer read right after it is the new one.
 */
import type { Database } from '../db/database';
import { invalidateMerchantState } from '../merchants/merchant-state';

export async function storeCdnLists(
  db: Database,
  merchantCode: string,
  lists: { imageCDNs: string[]; launchGameCDNs: string[] },
): Promise<void> {
  await db.query('UPDATE merchant_state SET image_cdns = $2, launch_game_cdns = $3 WHERE merchant_code = $1', [
    merchantCode,
    [...new Set(lists.imageCDNs)],
    [...new Set(lists.launchGameCDNs)],
  ]);
  invalidateMerchantState(db, merchantCode);
}
