/**
 * The points mall area: the member's points, the rate table, the items, redeem history and points
 * transactions; redeeming and converting (encrypted, transaction password, idempotency key); and the
 * operator's list and decision behind the operator guard. Every player call answers 403 points_disabled where the
 * merchant's PTSYS3 flag is off, and reads or spends the session's own member only.
 */
import type { GameType } from '../../src/api/calls/games/game';
import { adminDecidePointRedeemCall, adminPointRedeemsCall } from '../../src/api/calls/points/admin-points';
import { pointsConvertCall, pointsRedeemCall } from '../../src/api/calls/points/exchange';
import {
  pointsBalanceCall,
  pointsConfigCall,
  pointsRedeemListCall,
  pointsRewardCall,
  pointsTransactionsCall,
} from '../../src/api/calls/points/points';
import { auditedChange } from '../admin';
import { badRequest, notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { idempotent } from '../ledger/idempotent';
import { walletBalance } from '../ledger/money-accounts';
import { verifyPaymentPassword } from '../money';
import { accrueNow } from './earning';
import { convertPoints, decideRedeem, redeemItem, redeemOut } from './exchange';
import { registerRedeemHistoryRoutes } from './history-routes';
import { pointTransactionPage, redeemedPoints, redeemPage, waitingRedeems } from './point-queries';
import { cashPerPointMinor, itemCash, requirePoints } from './settings';

export function registerPointsRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  router.route(pointsBalanceCall, async ({ merchant, requireMember }) => {
    await requirePoints(db, merchant);
    const memberId = requireMember().id;
    const points = await accrueNow(db, merchant, memberId, clock());
    const redeemQuantity = await redeemedPoints(db, memberId);
    return { points, balance: await walletBalance(db, memberId), redeemQuantity };
  });

  router.route(pointsConfigCall, async ({ merchant }) => {
    await requirePoints(db, merchant);
    const { earnRate, minConvert } = merchant.tenant.points;
    return {
      earnRates: Object.entries(earnRate).map(([gameType, pointsPer100]) => ({
        gameType: gameType as GameType,
        pointsPer100: pointsPer100 ?? 0,
      })),
      cashPerPoint: cashPerPointMinor(merchant),
      minConvert,
    };
  });

  router.route(pointsRewardCall, async ({ merchant }) => {
    await requirePoints(db, merchant);
    return {
      items: merchant.tenant.points.items.map((item) => ({
        id: item.id,
        // Parsed JSON: a language the file lists has a name (the schema's partial record only types it loosely).
        name: item.name as Record<string, string>,
        cost: item.cost,
        kind: item.kind,
        cash: itemCash(item),
      })),
    };
  });

  router.route(pointsRedeemListCall, async ({ merchant, query, requireMember }) => {
    await requirePoints(db, merchant);
    const { rows, total } = await redeemPage(db, requireMember().id, query.page, query.pageSize);
    return { rows: rows.map(redeemOut), page: query.page, pageSize: query.pageSize, total };
  });

  router.route(pointsTransactionsCall, async ({ merchant, query, requireMember }) => {
    await requirePoints(db, merchant);
    const memberId = requireMember().id;
    await accrueNow(db, merchant, memberId, clock());
    const { rows, total } = await pointTransactionPage(db, memberId, query.page, query.pageSize);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        points: row.points,
        balanceAfter: row.balance_after,
        status: row.status ?? 'approved',
        remark: row.item_id ?? (row.kind === 'earn' ? 'bets' : ''),
        cash: row.cash,
        createdAt: row.created_at.toISOString(),
      })),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  });

  router.route(pointsRedeemCall, async ({ merchant, body, requireMember }) => {
    await requirePoints(db, merchant);
    const member = requireMember();
    // Checked outside the money transaction, so a wrong password is counted even though nothing moves.
    await verifyPaymentPassword(db, member.id, body.paymentPassword, clock());
    return idempotent(db, `member:${member.id}`, pointsRedeemCall.path, body, clock(), (tx) =>
      redeemItem(tx, merchant, member.id, body.itemId, clock()),
    );
  });

  router.route(pointsConvertCall, async ({ merchant, body, requireMember }) => {
    await requirePoints(db, merchant);
    const member = requireMember();
    await verifyPaymentPassword(db, member.id, body.paymentPassword, clock());
    return idempotent(db, `member:${member.id}`, pointsConvertCall.path, body, clock(), (tx) =>
      convertPoints(tx, merchant, member.id, body, clock()),
    );
  });
}

/** Behind the operator guard (registered with the other /admin routes). */
export function registerPointsAdminRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock, merchants } = deps;
  // Every redeem, decided or not: the console's history, its totals and CSV.
  registerRedeemHistoryRoutes(router, deps);

  router.route(adminPointRedeemsCall, async ({ query }) => {
    const rows = await waitingRedeems(db, query.merchantCode);
    return { redeems: rows.map((row) => ({ ...redeemOut(row), username: row.username })) };
  });

  router.route(adminDecidePointRedeemCall, async ({ body, c }) => {
    const merchant = merchants.byCode(body.merchantCode);
    if (!merchant) throw notFound(`unknown merchant ${body.merchantCode}`);
    // A rejection without a reason would leave the member reading only "Rejected".
    if (body.decision === 'reject' && !body.reason?.trim()) {
      throw badRequest('a reason is required: the member reads it', { reason: 'input_empty' });
    }
    const now = clock();
    return auditedChange(db, c, now, async (tx) => {
      const decided = await decideRedeem(tx, merchant, body.redeemId, body.decision, body.reason ?? null, now);
      return {
        value: decided,
        audit: {
          action: `redeem.${body.decision}`,
          target: `redeem:${body.redeemId}`,
          merchantCode: merchant.code,
          reason: body.reason ?? null,
          before: { status: 'in_process' },
          after: { status: decided.status },
        },
      };
    });
  });
}
