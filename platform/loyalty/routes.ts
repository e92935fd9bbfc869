/**
 * The loyalty area: the member's VIP level and progress, accrued rebate, manual rebate claims (MANPLAYREB3),
 * rebate history, and the operator's "settle this day" call; the hourly daily-rebate job is defined here and
 * run by the job queue (jobs/job-queue.ts) when the platform schedules jobs.
 */
import { adminSettleRebatesCall } from '../../src/api/calls/loyalty/admin-rebates';
import { rebateCall, rebateClaimCall, rebateHistoryCall } from '../../src/api/calls/loyalty/rebate';
import { vipCall } from '../../src/api/calls/loyalty/vip';
import { notFound, PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { rebatePaymentsPage } from './rebate-history';
import { merchantDay, paysOnClaim, settleRebateDay } from './rebate-settlement';
import { accruedRebate, payRebate, type RebateMode } from './rebates';
import { validBetTotal, vipLevelFor, vipLevels } from './vip-levels';

export function registerLoyaltyRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  router.route(vipCall, async ({ merchant, requireMember }) => {
    const total = await validBetTotal(db, requireMember().id);
    return { rank: vipLevelFor(merchant, total).rank, validBetTotal: total, levels: vipLevels(merchant) };
  });

  router.route(rebateCall, async ({ merchant, requireMember }) => {
    const mode: RebateMode = (await paysOnClaim(db, merchant)) ? 'manual' : 'daily';
    const accrued = await accruedRebate(db, merchant, requireMember().id, clock());
    return {
      mode,
      accrued: {
        since: accrued.since?.toISOString() ?? null,
        until: accrued.until.toISOString(),
        vipLabel: accrued.level.label,
        lines: accrued.lines,
        amount: accrued.amount,
      },
    };
  });

  router.route(rebateClaimCall, async ({ merchant, requireMember }) => {
    if (!(await paysOnClaim(db, merchant))) {
      throw new PlatformError(409, 'rebate_paid_daily', 'this merchant pays rebates daily: there is nothing to claim');
    }
    const paid = await payRebate(db, merchant, requireMember().id, clock(), 'manual', clock());
    if (!paid) throw new PlatformError(409, 'rebate_nothing_to_claim', 'no rebate has accrued since the last claim');
    return paid;
  });

  router.route(rebateHistoryCall, async ({ query, requireMember }) => {
    const { rows, total } = await rebatePaymentsPage(
      db,
      requireMember().id,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    return { rows, page: query.page, pageSize: query.pageSize, total };
  });
}

/** Behind the operator guard (registered with the other /admin routes). */
export function registerLoyaltyAdminRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock, merchants } = deps;
  router.route(adminSettleRebatesCall, async ({ body }) => {
    const merchant = merchants.byCode(body.merchantCode);
    if (!merchant) throw notFound(`unknown merchant ${body.merchantCode}`);
    return settleRebateDay(db, merchant, merchantDay(merchant, body.day), clock());
  });
}
