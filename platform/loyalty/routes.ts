/**
 * The loyalty area: the member's VIP level and progress, accrued rebate, manual rebate claims (MANPLAYREB3),
 * rebate history, and the operator's "settle this day" call; the hourly daily-rebate job is defined here and
 * run by the job queue (jobs/job-queue.ts) when the platform schedules jobs.
 */
import { adminSettleRebatesCall } from '../../src/api/contract/loyalty/admin-rebates';
import { rebateCall, rebateClaimCall, rebateHistoryCall } from '../../src/api/contract/loyalty/rebate';
import { vipCall } from '../../src/api/contract/loyalty/vip';
import { notFound, PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { merchantDay, paysOnClaim, settleRebateDay } from './rebate-settlement';
import { accruedRebate, payRebate, type RebateMode } from './rebates';
import { validBetTotal, vipLevelFor, vipLevels } from './vip-levels';

interface PaymentRow {
  id: number;
  paid_at: Date;
  from_at: Date | null;
  to_at: Date;
  mode: 'daily' | 'manual';
  vip_label: string;
  amount: number;
  lines: { gameType: string; validBet: number; percent: number; amount: number }[];
}

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
    const memberId = requireMember().id;
    const [rows, [count]] = await Promise.all([
      db.query<PaymentRow>(
        `SELECT id, paid_at, from_at, to_at, mode, vip_label, amount, lines FROM rebate_payments
         WHERE member_id = $1 ORDER BY paid_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [memberId, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      db.query<{ total: number }>('SELECT count(*)::bigint AS total FROM rebate_payments WHERE member_id = $1', [
        memberId,
      ]),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        paidAt: row.paid_at.toISOString(),
        from: row.from_at?.toISOString() ?? null,
        to: row.to_at.toISOString(),
        mode: row.mode,
        vipLabel: row.vip_label,
        amount: row.amount,
        lines: row.lines,
      })),
      page: query.page,
      pageSize: query.pageSize,
      total: count?.total ?? 0,
    };
  });
}

/** Behind the admin token (registered with the other /admin routes). */
export function registerLoyaltyAdminRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock, merchants } = deps;
  router.route(adminSettleRebatesCall, async ({ body }) => {
    const merchant = merchants.byCode(body.merchantCode);
    if (!merchant) throw notFound(`unknown merchant ${body.merchantCode}`);
    return settleRebateDay(db, merchant, merchantDay(merchant, body.day), clock());
  });
}
