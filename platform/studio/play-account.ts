/**
 * Which ledger accounts a studio round moves money between: the player's side is their main wallet, or, at a
 * merchant with transfer wallets (isSingle false), their wallet at the INHOUSE vendor, filled and emptied
 * through the wallet transfer calls like any vendor's; the other side is the merchant's game house.
 */
import { STUDIO_VENDOR } from '../../src/api/contract/studio/games';
import type { Database } from '../db/database';
import type { LedgerAccount } from '../ledger/accounts';
import type { Merchant } from '../merchants/merchants';
import { memberWallet, operatorAccount, vendorWallet } from '../money/money-accounts';

export async function roundAccounts(
  tx: Database,
  merchant: Merchant,
  memberId: number,
  singleWallet: boolean,
  now: Date,
): Promise<{ player: LedgerAccount; house: LedgerAccount }> {
  const player = singleWallet
    ? await memberWallet(tx, merchant, memberId, now)
    : await vendorWallet(tx, merchant, memberId, STUDIO_VENDOR, now);
  return { player, house: await operatorAccount(tx, merchant, 'game_house', now) };
}
