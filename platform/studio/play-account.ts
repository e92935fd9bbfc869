/**
 * Which ledger accounts a studio round moves money between: the player's side is their main wallet at every
 * merchant (the studio is the site's own, so at transfer-wallet merchants too: opening a studio game brings the
 * vendor wallets back to it, games/launch-wallet.ts); the other side is the merchant's game house, in the shard of
 * this member (ledger/money-accounts.ts gameHouseShard: one shared row would serialise every round).
 *
 * Named by owner: ledger/account-ids.ts turns them into ids (remembered per process, so a round usually looks
 * nothing up) and creates a missing one on first use.
 */
import type { Database } from '../db/database';
import { type AccountRef, memberAccounts } from '../ledger/accounts';
import { gameHouseShard } from '../ledger/money-accounts';
import type { Merchant } from '../merchants/merchants';

export function roundAccounts(merchant: Merchant, memberId: number): { player: AccountRef; house: AccountRef } {
  const merchantCode = merchant.code;
  return {
    player: { merchantCode, kind: 'wallet', memberId },
    house: { merchantCode, kind: 'game_house', shard: gameHouseShard(memberId) },
  };
}

/** The balance a member's rounds play from (minor units; 0 while that account does not exist). */
export async function playBalance(db: Database, merchant: Merchant, memberId: number) {
  const account = (await memberAccounts(db, memberId)).find(
    (row) => row.merchantCode === merchant.code && row.kind === 'wallet',
  );
  return account?.balance ?? 0;
}
