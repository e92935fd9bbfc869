/** Wallet calls: balances by wallet, transfers between the main wallet and vendor wallets, recall all. */

import { walletRecallCall, walletsCall, walletTransferCall } from '../../src/api/calls/money/wallets';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import { refuseWhileExcluded } from '../http/exclusion';
import type { Router } from '../http/route';
import { idempotent, idempotentMove } from '../ledger/idempotent';
import { getMerchantState } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';
import { recallAll, vendorTransferMovement } from './transfers';
import { walletBalances, walletVendors } from './wallet-queries';

export function registerWalletRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  const transferWallets = async (merchant: Merchant) => {
    if ((await getMerchantState(db, merchant.code)).singleWallet) {
      throw new PlatformError(409, 'feature_disabled', 'this merchant runs one wallet for every vendor');
    }
  };

  router.route(walletsCall, async ({ merchant, requireMember }) => {
    const member = requireMember();
    const state = await getMerchantState(db, merchant.code);
    const isSingle = state.singleWallet;
    const byVendor = await walletBalances(db, member.id);
    const vendors = isSingle ? [] : await walletVendors(db, merchant);
    return {
      isSingle,
      autoTransfer: !isSingle && state.autoTransfer,
      currency: merchant.tenant.currency,
      main: byVendor.get('') ?? 0,
      vendors: vendors.map(({ vendor, name }) => ({ vendor, name, balance: byVendor.get(vendor) ?? 0 })),
    };
  });

  router.route(walletTransferCall, async ({ merchant, body, requireMember }) => {
    const member = requireMember();
    // During a break money may come back from a game wallet (to be withdrawn), never go into one.
    if (body.direction === 'in') refuseWhileExcluded(member);
    await transferWallets(merchant);
    if (!(await walletVendors(db, merchant)).some((v) => v.vendor === body.vendor)) {
      throw new PlatformError(404, 'not_found', `no vendor ${body.vendor}`);
    }
    // One statement: the key's claim, the posting and the answer (both balances right after it) together.
    const now = clock();
    return idempotentMove(
      db,
      `member:${member.id}`,
      walletTransferCall.path,
      body,
      now,
      vendorTransferMovement(merchant, member.id, body.vendor, body.direction, body.amount, now),
    );
  });

  router.route(walletRecallCall, async ({ merchant, body, requireMember }) => {
    const member = requireMember();
    await transferWallets(merchant);
    return idempotent(db, `member:${member.id}`, walletRecallCall.path, body, clock(), async (tx) => {
      const recalled = await recallAll(tx, merchant, member.id, clock());
      return { main: (await walletBalances(tx, member.id)).get('') ?? 0, recalled };
    });
  });
}
