/** Wallet calls: balances by wallet, transfers between the main wallet and vendor wallets, recall all. */
import { walletRecallCall, walletsCall, walletTransferCall } from '../../src/api/contract/money/wallets';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { idempotent } from '../ledger/idempotent';
import { getMerchantState } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';
import { recallAll, vendorTransfer } from './transfers';

type Vendors = { vendor: string; name: string }[];

/**
 * The catalogue's vendors change with a deploy, not per request: each process keeps a merchant's list for a
 * second (as merchant-state.ts does), so a transfer does not group the catalogue every time.
 */
const VENDORS_MS = 1000;
const vendorCaches = new WeakMap<object, Map<string, { vendors: Promise<Vendors>; until: number }>>();

function vendorsOf(db: Database, merchant: Merchant): Promise<Vendors> {
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

async function balances(db: Database, memberId: number): Promise<Map<string, number>> {
  const rows = await db.query<{ vendor: string; balance: number }>(
    'SELECT vendor, balance FROM ledger_accounts WHERE member_id = $1',
    [memberId],
  );
  return new Map(rows.map((row) => [row.vendor, row.balance]));
}

export function registerWalletRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  const transferWallets = async (merchant: Merchant) => {
    if ((await getMerchantState(db, merchant.code)).singleWallet) {
      throw new PlatformError(409, 'feature_disabled', 'this merchant runs one wallet for every vendor');
    }
  };

  router.route(walletsCall, async ({ merchant, requireMember }) => {
    const member = requireMember();
    const isSingle = (await getMerchantState(db, merchant.code)).singleWallet;
    const byVendor = await balances(db, member.id);
    const vendors = isSingle ? [] : await vendorsOf(db, merchant);
    return {
      isSingle,
      currency: merchant.tenant.currency,
      main: byVendor.get('') ?? 0,
      vendors: vendors.map(({ vendor, name }) => ({ vendor, name, balance: byVendor.get(vendor) ?? 0 })),
    };
  });

  router.route(walletTransferCall, async ({ merchant, body, requireMember }) => {
    const member = requireMember();
    await transferWallets(merchant);
    if (!(await vendorsOf(db, merchant)).some((v) => v.vendor === body.vendor)) {
      throw new PlatformError(404, 'not_found', `no vendor ${body.vendor}`);
    }
    return idempotent(db, `member:${member.id}`, walletTransferCall.path, body, clock(), async (tx) => {
      // Both balances come back from the posting itself, right after it.
      const done = await vendorTransfer(tx, merchant, member.id, body.vendor, body.direction, body.amount, clock());
      return { main: done.main, vendor: done.vendor };
    });
  });

  router.route(walletRecallCall, async ({ merchant, body, requireMember }) => {
    const member = requireMember();
    await transferWallets(merchant);
    return idempotent(db, `member:${member.id}`, walletRecallCall.path, body, clock(), async (tx) => {
      const recalled = await recallAll(tx, merchant, member.id, clock());
      return { main: (await balances(tx, member.id)).get('') ?? 0, recalled };
    });
  });
}
