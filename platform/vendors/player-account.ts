/**
 * The player's side of a vendor round: the main wallet, or at a transfer-wallet merchant (isSingle false) their
 * wallet at this vendor, which the wallet transfer calls fill and empty — the same rule as the studio's rounds.
 */
import type { Database } from '../db/database';
import { memberWallet, vendorWallet } from '../ledger/money-accounts';
import type { Merchant } from '../merchants/merchants';

export async function playerAccount(
  tx: Database,
  merchant: Merchant,
  memberId: number,
  vendor: string,
  singleWallet: boolean,
  now: Date,
): Promise<{ id: number; balance: number }> {
  const account = singleWallet
    ? await memberWallet(tx, merchant, memberId, now)
    : await vendorWallet(tx, merchant, memberId, vendor, now);
  return { id: account.id, balance: account.balance };
}
