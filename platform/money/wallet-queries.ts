/**
 * Reads of the wallet calls: the vendor wallets a merchant offers (one per catalogue vendor, whatever its
 * categories) and a member's balance per wallet. The vendor list changes with a deploy, not per request, so each
 * process keeps a merchant's list for a second (as merchant-state.ts does) and a transfer does not group the
 * catalogue every time.
 */
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';

export type WalletVendors = { vendor: string; name: string }[];

const VENDORS_MS = 1000;
const vendorCaches = new WeakMap<object, Map<string, { vendors: Promise<WalletVendors>; until: number }>>();

/** The merchant's vendor wallets in lobby order, each with its vendor's name. */
export function walletVendors(db: Database, merchant: Merchant): Promise<WalletVendors> {
  let cache = vendorCaches.get(db.location);
  if (!cache) {
    cache = new Map();
    vendorCaches.set(db.location, cache);
  }
  const now = Date.now();
  const hit = cache.get(merchant.code);
  if (hit && hit.until > now) return hit.vendors;
  // One wallet per vendor, whatever its categories: a vendor listed under two game types is one wallet.
  const vendors = db.query<{ vendor: string; name: string }>(
    `SELECT vassalage AS vendor, min(name) AS name FROM game_vendor WHERE merchant_code = $1
     GROUP BY vassalage ORDER BY min(sort_order), vassalage`,
    [merchant.code],
  );
  cache.set(merchant.code, { vendors, until: now + VENDORS_MS });
  vendors.catch(() => cache.delete(merchant.code));
  return vendors;
}

/** The member's balance per wallet, keyed by vendor ('' is the main wallet). */
export async function walletBalances(db: Database, memberId: number): Promise<Map<string, number>> {
  const rows = await db.query<{ vendor: string; balance: number }>(
    'SELECT vendor, balance FROM ledger_accounts WHERE member_id = $1',
    [memberId],
  );
  return new Map(rows.map((row) => [row.vendor, row.balance]));
}
