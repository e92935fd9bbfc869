/**
 * Claiming a completed mission: its reward moves from the merchant's 'bonuses' account to the member's main
 * wallet (ledger kind mission_reward), exactly once per member, mission and period. The payment and its
 * mission_claims row commit together; the row's unique key (0420_missions.sql) is the guard, so two claims at
 * once (double tap, two tabs, two platform processes) pay once and the other answers mission_already_claimed.
 */
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { payBonus } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import { missionRules, missionWindow, periodActivity, progressOf } from './missions';

export const MISSION_REWARD_KIND = 'mission_reward';

const alreadyClaimed = (missionId: string) =>
  new PlatformError(409, 'mission_already_claimed', `mission ${missionId} is already claimed for this period`);

export async function claimMission(
  db: Database,
  merchant: Merchant,
  memberId: number,
  request: { missionId: string; periodKey: string },
  now: Date,
): Promise<{ missionId: string; periodKey: string; reward: number; balance: number }> {
  const rule = missionRules(merchant).find((candidate) => candidate.id === request.missionId);
  if (!rule) throw new PlatformError(404, 'mission_not_found', `no mission ${request.missionId} at ${merchant.code}`);
  const window = missionWindow(merchant, rule.period, now);
  if (window.key !== request.periodKey) {
    throw new PlatformError(409, 'mission_period_over', `period ${request.periodKey} is not the current one`);
  }
  return db.transaction(async (tx) => {
    // A fast answer for a repeated claim; the unique key below is what makes it safe.
    const [done] = await tx.query(
      'SELECT 1 FROM mission_claims WHERE member_id = $1 AND mission_id = $2 AND period = $3 AND period_key = $4::date',
      [memberId, rule.id, rule.period, window.key],
    );
    if (done) throw alreadyClaimed(rule.id);
    const progress = progressOf(rule, await periodActivity(tx, memberId, window));
    if (progress < rule.target) {
      throw new PlatformError(409, 'mission_not_complete', `mission ${rule.id}: ${progress} of ${rule.target}`);
    }
    const posted = await payBonus(tx, merchant, {
      kind: MISSION_REWARD_KIND,
      memberId,
      amount: rule.reward,
      reference: `mission:${rule.id}:${window.key}`,
      memo: rule.id,
      at: now,
    });
    const [claim] = await tx.query<{ id: number }>(
      `INSERT INTO mission_claims
         (merchant_code, member_id, mission_id, period, period_key, reward, ledger_transaction_id, claimed_at)
       VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8)
       ON CONFLICT (member_id, mission_id, period, period_key) DO NOTHING RETURNING id`,
      [merchant.code, memberId, rule.id, rule.period, window.key, rule.reward, posted.transactionId, now],
    );
    // Another claim committed first: throwing rolls this payment back.
    if (!claim) throw alreadyClaimed(rule.id);
    return {
      missionId: rule.id,
      periodKey: window.key,
      reward: rule.reward,
      balance: posted.balance,
    };
  });
}
