/**
 * The referral rule checked on a schedule as well as on read (rewards.ts): every 10 minutes each merchant's
 * referrers with a friend not paid yet are paid for every friend who now meets the rule, so a referrer is paid
 * soon after their friend qualifies even if they never look. Paying is exactly once per friend whoever pays.
 */
import type { Database } from '../db/database';
import type { JobDefinition } from '../jobs/job-queue';
import type { MerchantRegistry } from '../merchants/merchants';
import { payDueRewards } from './rewards';

export function referralRewardJob(db: Database, merchants: MerchantRegistry, clock: () => Date): JobDefinition {
  return {
    name: 'referral.rewards',
    cron: '*/10 * * * *',
    async handler() {
      for (const merchant of merchants.all()) {
        if (!merchant.tenant.referral.enabled) continue;
        const referrers = await db.query<{ referrer_id: number }>(
          `SELECT DISTINCT r.referrer_id FROM referrals r
           WHERE r.merchant_code = $1 AND NOT EXISTS (SELECT 1 FROM referral_rewards w WHERE w.friend_id = r.friend_id)`,
          [merchant.code],
        );
        for (const { referrer_id } of referrers) await payDueRewards(db, merchant, referrer_id, clock());
      }
    },
  };
}
