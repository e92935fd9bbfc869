/**
 * The scheduled referral check (referral/reward-job.ts): a friend who meets the rule pays their referrer without
 * the referrer opening the page, once — two runs racing and a third later pay nothing more; a friend short of
 * the rule pays nothing.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/database';
import { toMinor } from '../../../platform/ledger/minor-units';
import { referralRewardJob } from '../../../platform/referral/reward-job';
import { addMember, BD, describeLedgerDatabases, merchants } from '../ledger/ledger-db';

const NOW = new Date('2026-11-20T06:00:00Z');

async function friendOf(db: Database, referrer: number, name: string, deposit: number, validBet: number) {
  const friend = await addMember(db, name, { merchantCode: BD.code });
  await db.query(`INSERT INTO referrals (friend_id, merchant_code, referrer_id, created_at) VALUES ($1, $2, $3, $4)`, [
    friend,
    BD.code,
    referrer,
    NOW,
  ]);
  await db.query(
    `INSERT INTO deposits (merchant_code, member_id, method_code, kind, amount, status, created_at)
     VALUES ($1, $2, 'bkash', 'gateway', $3, 'approved', $4)`,
    [BD.code, friend, deposit, NOW],
  );
  await db.query(
    `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
       result, placed_at, status, settled_at)
     VALUES ($1, $2, 'INHOUSE', 'RNG', 'slot', $3, $4, $4, 0, '{}', $5, 'settled', $5)`,
    [BD.code, friend, `referral-${name}`, validBet, NOW],
  );
  return friend;
}

describeLedgerDatabases('scheduled referral rewards', (db) => {
  let referrer = 0;
  const rule = BD.tenant.referral;

  beforeAll(async () => {
    referrer = await addMember(db(), 'refjobreferrer', { merchantCode: BD.code });
    await friendOf(db(), referrer, 'refjobqualified', toMinor(rule.minDeposit), toMinor(rule.minValidBet));
    await friendOf(db(), referrer, 'refjobshort', toMinor(rule.minDeposit), toMinor(rule.minValidBet) - 1);
  });

  it('pays a qualified friend once, on schedule, and not a friend short of the rule', async () => {
    const job = referralRewardJob(db(), merchants, () => NOW);
    await Promise.all([job.handler({}), job.handler({})]);
    await job.handler({});
    const paid = await db().query<{ amount: number }>('SELECT amount FROM referral_rewards WHERE referrer_id = $1', [
      referrer,
    ]);
    expect(paid).toEqual([{ amount: toMinor(rule.reward) }]);
    const [wallet] = await db().query<{ balance: number }>(
      `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'wallet'`,
      [referrer],
    );
    expect(wallet?.balance).toBe(toMinor(rule.reward));
  });
});
