/**
 * The merchant's referral rule (tenant file `referral`) and its payments. A friend's status is computed from
 * facts: their approved deposits, the valid bets of their settled rounds, and whether the referrer was paid for
 * them (referral_rewards).
 *
 * When the rule is checked: whenever the referrer reads their referral summary or friends list. Deposits are
 * credited and bets settled by other areas (money, studio, vendors) on their hot paths; hooking the rule into
 * each of them would add a query to every round and couple those areas to this one. Checking on read is enough
 * to be correct, because a status only ever moves forward (deposits and valid bets only grow) and the payment is
 * guarded by a unique key, not by the read: whichever read first sees a friend qualified pays, exactly once.
 * The referrer sees their reward the moment they look; a friend who qualifies while nobody looks is paid by the
 * scheduled check (reward-job.ts, every 10 minutes).
 */
import type { ReferralRule, ReferralStatus } from '../../src/api/calls/referral/referral';
import type { Database } from '../db/database';
import { toMinor } from '../ledger/minor-units';
import { payBonus } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import { isUniqueViolation } from './codes';

/** Ledger transaction kind of a referral reward (shown in the referrer's account record). */
export const REFERRAL_REWARD_KIND = 'referral_reward';

export function referralRule(merchant: Merchant): ReferralRule {
  const { minDeposit, minValidBet, reward } = merchant.tenant.referral;
  return { minDeposit: toMinor(minDeposit), minValidBet: toMinor(minValidBet), reward: toMinor(reward) };
}

export interface FriendProgress {
  deposits: number;
  validBets: number;
  rewarded: boolean;
}

/** Where a friend stands against the rule (pure: the figures come from friendProgress). */
export function referralStatus(rule: ReferralRule, progress: FriendProgress): ReferralStatus {
  if (progress.rewarded) return 'rewarded';
  if (progress.deposits >= rule.minDeposit && progress.validBets >= rule.minValidBet && progress.deposits > 0) {
    return 'qualified';
  }
  return progress.deposits > 0 ? 'deposited' : 'registered';
}

/** SQL (lateral) of one friend's approved deposits and settled valid bets; `r` is the referrals row. */
export const PROGRESS_JOINS = `
  LEFT JOIN LATERAL (
    SELECT coalesce(sum(d.amount), 0)::bigint AS deposits FROM deposits d
    WHERE d.member_id = r.friend_id AND d.status = 'approved'
  ) dep ON true
  LEFT JOIN LATERAL (
    SELECT coalesce(sum(b.valid_bet), 0)::bigint AS valid_bets FROM bets b
    WHERE b.member_id = r.friend_id AND b.status = 'settled'
  ) bet ON true`;

/** Pays the referrer for one friend, unless someone already did. Returns whether this call paid. */
async function payReward(db: Database, merchant: Merchant, referrerId: number, friendId: number, now: Date) {
  const amount = referralRule(merchant).reward;
  try {
    await db.transaction(async (tx) => {
      const posted = await payBonus(tx, merchant, {
        kind: REFERRAL_REWARD_KIND,
        memberId: referrerId,
        amount: amount,
        reference: `friend:${friendId}`,
        memo: 'referral reward',
        at: now,
      });
      await tx.query(
        `INSERT INTO referral_rewards (friend_id, merchant_code, referrer_id, amount, ledger_transaction_id, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [friendId, merchant.code, referrerId, amount, posted.transactionId, now],
      );
    });
    return true;
  } catch (error) {
    // Another read paid this friend first: its row holds the key, this posting was rolled back with the insert.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Pays the referrer for every friend who meets the rule and was not paid yet. Returns how many this call paid.
 * Nothing is paid while the merchant's referral promotion is off.
 */
export async function payDueRewards(db: Database, merchant: Merchant, referrerId: number, now: Date): Promise<number> {
  if (!merchant.tenant.referral.enabled) return 0;
  const rule = referralRule(merchant);
  const due = await db.query<{ friend_id: number }>(
    `SELECT r.friend_id FROM referrals r
     ${PROGRESS_JOINS}
     WHERE r.referrer_id = $1
       AND NOT EXISTS (SELECT 1 FROM referral_rewards w WHERE w.friend_id = r.friend_id)
       AND dep.deposits > 0 AND dep.deposits >= $2 AND bet.valid_bets >= $3
     ORDER BY r.created_at, r.friend_id`,
    [referrerId, rule.minDeposit, rule.minValidBet],
  );
  let paid = 0;
  for (const { friend_id } of due) {
    if (await payReward(db, merchant, referrerId, friend_id, now)) paid += 1;
  }
  return paid;
}
