/** A credit from the merchant's bonus account to a member's wallet (free-play balance, operator gifts). */
import type { Database } from '../db/database';
import { memberWallet, operatorAccount } from '../ledger/money-accounts';
import { postTransaction } from '../ledger/post';
import type { Merchant } from '../merchants/merchants';

export async function grantBonus(
  db: Database,
  merchant: Merchant,
  memberId: number,
  amount: number,
  memo: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const wallet = await memberWallet(tx, merchant, memberId, now);
    const bonuses = await operatorAccount(tx, merchant, 'bonuses', now);
    const posted = await postTransaction(tx, {
      merchantCode: merchant.code,
      kind: 'bonus',
      memberId,
      memo,
      postings: [
        { accountId: bonuses.id, amount: -amount },
        { accountId: wallet.id, amount },
      ],
      at: now,
    });
    return posted.balances.get(wallet.id) ?? 0;
  });
}
