/**
 * The promotions area: the reward centre (the member's promotions, join, claim, apply), bonus details, and
 * the operator's application review (admin API and a section of the /admin/ review page). Every member call
 * reads or pays the session's own member: no call takes a member id.
 */
import {
  adminApplicationDecisionCall,
  adminApplicationImageCall,
  adminApplicationsCall,
} from '../../src/api/calls/promotions/admin-promotions';
import {
  bonusDetailsCall,
  promotionApplyCall,
  promotionClaimCall,
  promotionJoinCall,
  promotionsCall,
} from '../../src/api/calls/promotions/promotions';
import { auditedChange, decidedBy } from '../admin';
import { badRequest, notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { walletBalance } from '../ledger/money-accounts';
import type { Merchant } from '../merchants/merchants';
import { applicationImage, applicationsOf, applyToPromotion, decideApplication } from './applications';
import { bonusProgress, isUnlocked, lockedOf, withdrawableOf } from './bonus-lock';
import { registerApplicationHistoryRoutes } from './history-routes';
import { claimPromotion, joinPromotion, memberPromotions } from './promotions';
import { registerApplicationReview } from './review/review-section';
import type { UploadStore } from './uploads/upload-store';

export function registerPromotionRoutes(router: Router, deps: PlatformDeps, uploads: UploadStore): void {
  const { db, clock } = deps;

  router.route(promotionsCall, ({ merchant, requireMember }) =>
    memberPromotions(db, merchant, requireMember().id, clock()),
  );

  router.route(promotionJoinCall, ({ merchant, requireMember, body }) =>
    joinPromotion(db, merchant, requireMember().id, body.promotionId, clock()),
  );

  router.route(promotionClaimCall, ({ merchant, requireMember, body }) =>
    claimPromotion(db, merchant, requireMember().id, body.promotionId, clock()),
  );

  router.route(promotionApplyCall, ({ merchant, requireMember, body }) =>
    applyToPromotion(db, uploads, merchant, requireMember().id, body, clock()),
  );

  router.route(bonusDetailsCall, async ({ merchant, requireMember }) => {
    const memberId = requireMember().id;
    const [rows, balance] = await Promise.all([bonusProgress(db, memberId), walletBalance(db, memberId)]);
    const slugs = new Map(merchant.tenant.promotions.map((promotion) => [promotion.id, promotion.slug]));
    const bonuses = rows.map((row) => ({
      id: row.id,
      promotionId: row.promotion_id,
      slug: slugs.get(row.promotion_id) ?? row.promotion_id,
      kind: row.kind,
      amount: row.amount,
      creditedAt: row.credited_at.toISOString(),
      turnoverRequired: row.turnover_required,
      turnover: row.turnover,
      complete: isUnlocked(row),
    }));
    const locked = lockedOf(rows);
    return { bonuses, balance, locked, withdrawable: withdrawableOf(balance, locked) };
  });

  // The review page's script for applications: before the admin API's token guard, like the page itself.
  registerApplicationReview(router);
}

/** The operator's calls (behind /admin's guard) and the review page's section. */
export function registerPromotionAdminRoutes(router: Router, deps: PlatformDeps, uploads: UploadStore): void {
  const { db, clock, merchants } = deps;
  const merchantOf = (code: string): Merchant => {
    const merchant = merchants.byCode(code);
    if (!merchant) throw notFound(`unknown merchant ${code}`);
    return merchant;
  };

  router.route(adminApplicationsCall, ({ query }) => applicationsOf(db, merchantOf(query.merchantCode), query.status));
  // Every application, decided or not: the console's history, its count and CSV.
  registerApplicationHistoryRoutes(router, deps);

  router.route(adminApplicationDecisionCall, ({ body, c }) => {
    // A rejection without a reason would leave the member reading only "Rejected".
    if (body.decision === 'reject' && !body.reason?.trim()) {
      throw badRequest('a reason is required: the member reads it', { reason: 'input_empty' });
    }
    const now = clock();
    return auditedChange(db, c, now, async (tx) => {
      const decided = await decideApplication(tx, merchantOf(body.merchantCode), body, decidedBy(c), now);
      return {
        value: decided,
        audit: {
          action: `application.${body.decision}`,
          target: `application:${body.applicationId}`,
          merchantCode: body.merchantCode,
          reason: body.reason ?? null,
          before: { status: 'applying' },
          after: { status: decided.status },
        },
      };
    });
  });

  router.route(adminApplicationImageCall, ({ query }) =>
    applicationImage(db, uploads, merchantOf(query.merchantCode), query.applicationId, query.index),
  );
}
