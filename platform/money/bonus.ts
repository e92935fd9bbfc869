/** A credit from the merchant's bonus account to a member's wallet (free-play balance, operator gifts). */
import type { Database } from '../db/database';
import { payBonus } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';

/** Answers the wallet's balance right after it (minor units). */
export async function grantBonus(
  db: Database,
  merchant: Merchant,
  memberId: number,
  amount: number,
  memo: string,
  now: Date,
): Promise<number> {
  const { balance } = await db.transaction((tx) =>
    payBonus(tx, merchant, { kind: 'bonus', memberId, amount, memo, at: now }),
  );
  return balance;
}
