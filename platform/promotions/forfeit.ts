/**
 * What a break forfeits of a member's promotions (migration 0770), run by responsible-gaming in the transaction that
 * starts the break, so a refused break forfeits nothing and a replayed one finds nothing left:
 *
 * - applications still waiting for the operator are cancelled (status `cancelled`, which the player's reward centre
 *   and the operator's history show; the player may apply again once the break is over);
 * - bonuses still locked under their turnover requirement are taken back through the ledger (`bonus_taken_back`,
 *   wallet → the merchant's bonus account), each at most its amount and never more than the main wallet still holds
 *   (what was staked and lost of it is gone already), and marked forfeited: they no longer lock the balance.
 *
 * Bonus money moved into a vendor's own wallet (a transfer-wallet merchant) is not reached: only the main wallet is.
 */
import type { Database } from '../db/database';
import { takeBackBonus } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import { bonusProgress, isUnlocked } from './bonus-lock';

/** Who cancelled an application the break cancelled (`decided_by`): no operator did. */
export const CANCELLED_BY_BREAK = 'responsible-gaming';

export interface Forfeited {
  /** Ids of the applications cancelled. */
  cancelledApplications: number[];
  /** Each locked bonus forfeited, with the minor units taken back from the wallet for it (0: the wallet was empty). */
  bonuses: { bonusId: number; promotionId: string; takenBack: number }[];
}

export async function forfeitPendingBonuses(
  tx: Database,
  merchant: Merchant,
  memberId: number,
  cause: 'time-out' | 'self-exclusion',
  now: Date,
): Promise<Forfeited> {
  const cancelled = await tx.query<{ id: number }>(
    `UPDATE promo_applications SET status = 'cancelled', decided_at = $2, decided_by = $3
     WHERE member_id = $1 AND status = 'applying' RETURNING id`,
    [memberId, now, CANCELLED_BY_BREAK],
  );
  // Newest first: when the wallet holds less than every locked bonus, the most recent (least played) go first.
  const locked = (await bonusProgress(tx, memberId)).filter((bonus) => !isUnlocked(bonus));
  const bonuses: Forfeited['bonuses'] = [];
  for (const bonus of locked) {
    const moved = await takeBackBonus(tx, merchant, {
      memberId,
      upTo: bonus.amount,
      reference: `promo-bonus:${bonus.id}`,
      memo: bonus.promotion_id,
      at: now,
    });
    await tx.query(
      `INSERT INTO promo_bonus_forfeits (merchant_code, member_id, bonus_id, amount, ledger_transaction_id, cause,
         forfeited_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [merchant.code, memberId, bonus.id, moved?.amount ?? 0, moved?.transactionId ?? null, cause, now],
    );
    bonuses.push({ bonusId: bonus.id, promotionId: bonus.promotion_id, takenBack: moved?.amount ?? 0 });
  }
  return { cancelledApplications: cancelled.map((row) => row.id), bonuses };
}
