/**
 * The money follows the game at transfer-wallet merchants (isSingle false) whose `walletAutoTransfer` is on: a
 * player there has one balance to play with, as players of such sites expect, instead of a main wallet the
 * vendor's game cannot see. Opening a third-party game brings every other vendor wallet back to the main one and
 * then moves the whole main balance into the game's vendor wallet; opening a studio game (which plays from the
 * main wallet) brings them all back. Each transfer is the money area's own wallet transfer: one ledger movement
 * (vendor_transfer_in / vendor_transfer_out), none when there is nothing to move, so opening the same game again
 * moves nothing. The member's main wallet row is held for the whole move, so two launches at once take turns and
 * the second finds the money where the first put it; the ledger refuses any overdraft besides.
 *
 * Coming back to the site brings the money back too: the site calls the wallet recall when the wallets call says
 * the merchant moves money by itself (autoTransfer) and a vendor wallet holds some (src/stores/wallet-split.ts).
 */
import type { Database } from '../db/database';
import { getMerchantState } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';
import { holdMainWallet, recallAll, vendorTransfer } from '../money';

/** What a launch opens, for the money: a vendor's game (its wallet's vendor code) or a studio game (null). */
export type LaunchWallet = { vendor: string } | null;

/** Whether the merchant moves the player's money with the game (transfer wallets and the setting on). */
export async function moneyFollowsGame(db: Database, merchantCode: string): Promise<boolean> {
  const state = await getMerchantState(db, merchantCode);
  return !state.singleWallet && state.autoTransfer;
}

/** Puts the member's whole balance where the game being opened plays from; nothing at other merchants. */
export async function moveMoneyForLaunch(
  db: Database,
  merchant: Merchant,
  memberId: number,
  game: LaunchWallet,
  now: Date,
): Promise<void> {
  if (!(await moneyFollowsGame(db, merchant.code))) return;
  await db.transaction(async (tx) => {
    const before = await holdMainWallet(tx, merchant, memberId, now);
    const recalled = await recallAll(tx, merchant, memberId, now, game?.vendor);
    const main = before + recalled;
    if (game && main > 0) await vendorTransfer(tx, merchant, memberId, game.vendor, 'in', main, now);
  });
}
