/**
 * The one place vendor rounds find the merchant's game house, the ledger account on the other side of every
 * stake and win: the member's shard of it (ledger/money-accounts.ts gameHouseAccount, the same as studio rounds), so
 * concurrent rounds of different players do not queue on one row lock. A credit or rollback of a round finds
 * the same shard as its debit, since the shard follows the member.
 */
import type { Database } from '../db/database';
import { gameHouseAccount } from '../ledger/money-accounts';
import type { Merchant } from '../merchants/merchants';

export async function vendorGameHouse(tx: Database, merchant: Merchant, memberId: number, now: Date): Promise<number> {
  return (await gameHouseAccount(tx, merchant, memberId, now)).id;
}
