/**
 * The referral area (member centre page referral): the member's code, named links, invited friends and
 * rewards. Every call is a member's own (the session's member id starts every query), refused with 403
 * feature_disabled where the merchant does not run the promotion; trial users are refused by the audience
 * table like every member call. Reading the summary or the friends list first pays the rewards that became due
 * (rewards.ts explains why on read).
 */
import {
  referralFriendsCall,
  referralLinkCreateCall,
  referralLinkDeleteCall,
  referralSummaryCall,
} from '../../src/api/calls/referral/referral';
import { notFound, PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import type { Merchant } from '../merchants/merchants';
import { ensureMemberCode, isUniqueViolation } from './codes';
import { friendsPage, referralCounts } from './friends';
import { registerInviteLinkRoutes } from './invite-link-routes';
import { createLink, deleteLink, memberLinks } from './links';
import { payDueRewards, referralRule } from './rewards';

function assertEnabled(merchant: Merchant): void {
  if (!merchant.tenant.referral.enabled) {
    throw new PlatformError(403, 'feature_disabled', 'this merchant does not run the referral promotion');
  }
}

export function registerReferralRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;
  registerInviteLinkRoutes(router, deps);

  router.route(referralSummaryCall, async ({ merchant, requireMember }) => {
    assertEnabled(merchant);
    const memberId = requireMember().id;
    const code = await ensureMemberCode(db, merchant.code, memberId);
    await payDueRewards(db, merchant, memberId, clock());
    const [links, { counts, totalRewards }] = await Promise.all([
      memberLinks(db, memberId),
      referralCounts(db, memberId),
    ]);
    return { code, links, rule: referralRule(merchant), counts, totalRewards };
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
    const id = await deleteLink(db, requireMember().id, query.id);
    if (id === undefined) throw notFound('no such referral link of yours');
    return { id };
  });

  router.route(referralFriendsCall, async ({ merchant, query, requireMember }) => {
    assertEnabled(merchant);
    const memberId = requireMember().id;
    await payDueRewards(db, merchant, memberId, clock());
    const { rows, total } = await friendsPage(
      db,
      memberId,
      referralRule(merchant),
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    return { rows, page: query.page, pageSize: query.pageSize, total };
  });
}
