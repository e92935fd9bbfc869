/**
 * Reading the friends a member invited (referrals): the summary's counts and the friends list, each keyed by
 * the member's id as referrer. A friend's name is masked, and their status is computed from their deposits,
 * valid bets and whether the member was paid for them (rewards.ts holds the rule).
 */
import type { ReferralRule } from '../../src/api/calls/referral/referral';
import { maskName } from '../core/personal-details';
import type { Database } from '../db/database';
import { PROGRESS_JOINS, referralStatus } from './rewards';

interface FriendRow {
  username: string;
  created_at: Date;
  link_name: string | null;
  deposits: number;
  valid_bets: number;
  reward: number | null;
}

interface CountsRow {
  invited: number;
  deposited: number;
  rewarded: number;
  total_rewards: number;
}

/** How many friends the member invited, how many deposited, how many were rewarded, and the rewards' sum. */
export async function referralCounts(db: Database, memberId: number) {
  const [counts] = await db.query<CountsRow>(
    `SELECT count(*)::bigint AS invited,
                count(*) FILTER (WHERE EXISTS (
                  SELECT 1 FROM deposits d WHERE d.member_id = r.friend_id AND d.status = 'approved'))::bigint AS deposited,
                count(w.friend_id)::bigint AS rewarded,
                coalesce(sum(w.amount), 0)::bigint AS total_rewards
         FROM referrals r LEFT JOIN referral_rewards w ON w.friend_id = r.friend_id
         WHERE r.referrer_id = $1`,
    [memberId],
  );
  return {
    counts: { invited: counts?.invited ?? 0, deposited: counts?.deposited ?? 0, rewarded: counts?.rewarded ?? 0 },
    totalRewards: counts?.total_rewards ?? 0,
  };
}

/** A page of the member's friends, newest first, with the count of all. */
export async function friendsPage(db: Database, memberId: number, rule: ReferralRule, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    db.query<FriendRow>(
      `SELECT f.username, r.created_at, l.name AS link_name, dep.deposits, bet.valid_bets, w.amount AS reward
         FROM (SELECT * FROM referrals WHERE referrer_id = $1
               ORDER BY created_at DESC, friend_id DESC LIMIT $2 OFFSET $3) r
         JOIN members f ON f.id = r.friend_id
         LEFT JOIN referral_links l ON l.id = r.link_id
         LEFT JOIN referral_rewards w ON w.friend_id = r.friend_id
         ${PROGRESS_JOINS}
         ORDER BY r.created_at DESC, r.friend_id DESC`,
      [memberId, limit, offset],
    ),
    db.query<{ total: number }>('SELECT count(*)::bigint AS total FROM referrals WHERE referrer_id = $1', [memberId]),
  ]);
  return {
    rows: rows.map((row) => ({
      name: maskName(row.username),
      joinedAt: row.created_at.toISOString(),
      status: referralStatus(rule, {
        deposits: row.deposits,
        validBets: row.valid_bets,
        rewarded: row.reward !== null,
      }),
      linkName: row.link_name,
      reward: row.reward,
    })),
    total: count?.total ?? 0,
  };
}
