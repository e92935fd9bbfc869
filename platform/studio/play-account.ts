/**
 * Which ledger accounts a studio round moves money between: the player's side is their main wallet, or, at a
 * merchant with transfer wallets (isSingle false), their wallet at the INHOUSE vendor, filled and emptied
 * through the wallet transfer calls like any vendor's; the other side is the merchant's game house, in the
 * shard of this member (ledger/money-accounts.ts gameHouseShard: one shared row would serialise every round).
 *
 * Named by owner: ledger/account-ids.ts turns them into ids (remembered per process, so a round usually looks
 * nothing up) and creates a missing one on first use.
 */
import { STUDIO_VENDOR } from '../../src/api/calls/studio/games';
import type { AccountRef } from '../ledger/accounts';
import { gameHouseShard } from '../ledger/money-accounts';
import type { Merchant } from '../merchants/merchants';

export function roundAccounts(
  merchant: Merchant,
  memberId: number,
  singleWallet: boolean,
): { player: AccountRef; house: AccountRef } {
  const merchantCode = merchant.code;
  return {
    player: singleWallet
      ? { merchantCode, kind: 'wallet', memberId }
      : { merchantCode, kind: 'vendor_wallet', memberId, vendor: STUDIO_VENDOR },
    house: { merchantCode, kind: 'game_house', shard: gameHouseShard(memberId) },
  };
}
