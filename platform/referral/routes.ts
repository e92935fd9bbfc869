/**
 * The referral area (member centre page referral; issue 13 item 5): the member's code, named links, invited
 * friends and rewards. Every call is a member's own (the session's member id starts every query), refused with
 * 403 feature_disabled where the merchant does not run the promotion; trial users are refused by the audience
 * table like every member call. Reading the summary or the friends list first pays the rewards that became due
 * (rewards.ts explains why on read).
 */
import {
  MAX_REFERRAL_LINKS,
  type ReferralLink,
  referralFriendsCall,
  referralLinkCreateCall,
  referralLinkDeleteCall,
  referralSummaryCall,
} from '../../src/api/contract/referral/referral';
import { maskName } from '../core/personal-details';
import { notFound, PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import type { Merchant } from '../merchants/merchants';
import { ensureMemberCode, freeCode, isUniqueViolation, LINK_CODE_LENGTH } from './codes';
import { PROGRESS_JOINS, payDueRewards, referralRule, referralStatus } from './rewards';

interface LinkRow {
  id: number;
  name: string;
  code: string;
  created_at: Date;
  friends: number;
}

const linkOut = (row: LinkRow): ReferralLink => ({
  id: row.id,
  name: row.name,
  code: row.code,
  createdAt: row.created_at.toISOString(),
  friends: row.friends,
});

function assertEnabled(merchant: Merchant): void {
  if (!merchant.tenant.referral.enabled) {
    throw new PlatformError(403, 'feature_disabled', 'this merchant does not run the referral promotion');
  }
}

async function linksOf(db: Database, memberId: number): Promise<LinkRow[]> {
  return db.query<LinkRow>(
    `SELECT l.id, l.name, l.code, l.created_at,
            (SELECT count(*) FROM referrals r WHERE r.link_id = l.id)::bigint AS friends
     FROM referral_links l WHERE l.member_id = $1 ORDER BY l.id`,
    [memberId],
  );
}

async function createLink(db: Database, merchant: Merchant, memberId: number, name: string, now: Date) {
  return db.transaction(async (tx) => {
    // The member's row lock queues their concurrent creations, so the limit holds under concurrency too.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const [held] = await tx.query<{ n: number }>(
      'SELECT count(*)::bigint AS n FROM referral_links WHERE member_id = $1',
      [memberId],
    );
    if ((held?.n ?? 0) >= MAX_REFERRAL_LINKS) {
      throw new PlatformError(409, 'referral_link_limit', `at most ${MAX_REFERRAL_LINKS} referral links`, {
        max: MAX_REFERRAL_LINKS,
      });
    }
    const [taken] = await tx.query('SELECT 1 FROM referral_links WHERE member_id = $1 AND lower(name) = lower($2)', [
      memberId,
      name,
    ]);
    if (taken) throw new PlatformError(409, 'referral_link_name_taken', 'a link with this name exists');
    const code = await freeCode(tx, merchant.code, LINK_CODE_LENGTH);
    const [row] = await tx.query<LinkRow>(
      `INSERT INTO referral_links (merchant_code, member_id, name, code, created_at) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, name, code, created_at, 0::bigint AS friends`,
      [merchant.code, memberId, name, code, now],
    );
    return linkOut(row as LinkRow);
  });
}

interface FriendRow {
  username: string;
  created_at: Date;
  link_name: string | null;
  deposits: number;
  valid_bets: number;
  reward: number | null;
}

export function registerReferralRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  router.route(referralSummaryCall, async ({ merchant, requireMember }) => {
    assertEnabled(merchant);
    const memberId = requireMember().id;
    const code = await ensureMemberCode(db, merchant.code, memberId);
    await payDueRewards(db, merchant, memberId, clock());
    const [links, [counts]] = await Promise.all([
      linksOf(db, memberId),
      db.query<{ invited: number; deposited: number; rewarded: number; total_rewards: number }>(
        `SELECT count(*)::bigint AS invited,
                count(*) FILTER (WHERE EXISTS (
                  SELECT 1 FROM deposits d WHERE d.member_id = r.friend_id AND d.status = 'approved'))::bigint AS deposited,
                count(w.friend_id)::bigint AS rewarded,
                coalesce(sum(w.amount), 0)::bigint AS total_rewards
         FROM referrals r LEFT JOIN referral_rewards w ON w.friend_id = r.friend_id
         WHERE r.referrer_id = $1`,
        [memberId],
      ),
    ]);
    return {
      code,
      links: links.map(linkOut),
      rule: referralRule(merchant),
      counts: { invited: counts?.invited ?? 0, deposited: counts?.deposited ?? 0, rewarded: counts?.rewarded ?? 0 },
      totalRewards: counts?.total_rewards ?? 0,
    };
  });

  router.route(referralLinkCreateCall, async ({ merchant, body, requireMember }) => {
    assertEnabled(merchant);
    try {
      return await createLink(db, merchant, requireMember().id, body.name, clock());
    } catch (error) {
      // Two creations with one name at once: the unique name index refuses the second.
      if (isUniqueViolation(error)) {
        throw new PlatformError(409, 'referral_link_name_taken', 'a link with this name exists');
      }
      throw error;
    }
  });

  router.route(referralLinkDeleteCall, async ({ merchant, query, requireMember }) => {
    assertEnabled(merchant);
    const [row] = await db.query<{ id: number }>(
      'DELETE FROM referral_links WHERE id = $1 AND member_id = $2 RETURNING id',
      [query.id, requireMember().id],
    );
    if (!row) throw notFound('no such referral link of yours');
    return { id: row.id };
  });

  router.route(referralFriendsCall, async ({ merchant, query, requireMember }) => {
    assertEnabled(merchant);
    const memberId = requireMember().id;
    await payDueRewards(db, merchant, memberId, clock());
    const rule = referralRule(merchant);
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
        [memberId, query.pageSize, (query.page - 1) * query.pageSize],
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
      page: query.page,
      pageSize: query.pageSize,
      total: count?.total ?? 0,
    };
  });
}
