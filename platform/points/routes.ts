/**
 * The points mall area (issue 13 item 8): the member's points, the rate table, the items, redeem history and
 * points transactions; redeeming and converting (encrypted, transaction password, idempotency key); and the
 * operator's list and decision behind the admin token. Every player call answers 403 points_disabled where the
 * merchant's PTSYS3 flag is off, and reads or spends the session's own member only.
 */
import type { GameType } from '../../src/api/contract/games/game';
import { adminDecidePointRedeemCall, adminPointRedeemsCall } from '../../src/api/contract/points/admin-points';
import { pointsConvertCall, pointsRedeemCall } from '../../src/api/contract/points/exchange';
import {
  type PointTransactionKind,
  pointsBalanceCall,
  pointsConfigCall,
  pointsRedeemListCall,
  pointsRewardCall,
  pointsTransactionsCall,
  type RedeemStatus,
} from '../../src/api/contract/points/points';
import { notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { idempotent } from '../ledger/idempotent';
import { walletBalance } from '../ledger/money-accounts';
import { verifyPaymentPassword } from '../money';
import { accrueNow } from './earning';
import { convertPoints, decideRedeem, redeemItem, redeemOut } from './exchange';
import { cashPerPointMinor, itemCash, requirePoints } from './settings';

interface TransactionRow {
  id: number;
  kind: PointTransactionKind;
  points: number;
  balance_after: number;
  reference: string;
  cash: number | null;
  created_at: Date;
  item_id: string | null;
  status: RedeemStatus | null;
}

export function registerPointsRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  router.route(pointsBalanceCall, async ({ merchant, requireMember }) => {
    await requirePoints(db, merchant);
    const memberId = requireMember().id;
    const points = await accrueNow(db, merchant, memberId, clock());
    const [redeemed] = await db.query<{ total: number }>(
      `SELECT coalesce(-sum(points), 0)::bigint AS total FROM point_transactions
       WHERE member_id = $1 AND kind IN ('redeem', 'redeem_refund', 'convert')`,
      [memberId],
    );
    return { points, balance: await walletBalance(db, memberId), redeemQuantity: redeemed?.total ?? 0 };
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
        name: item.name,
        cost: item.cost,
        kind: item.kind,
        cash: itemCash(item),
      })),
    };
  });

  router.route(pointsRedeemListCall, async ({ merchant, query, requireMember }) => {
    await requirePoints(db, merchant);
    const memberId = requireMember().id;
    const [rows, [count]] = await Promise.all([
      db.query<Parameters<typeof redeemOut>[0]>(
        'SELECT * FROM point_redeems WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
        [memberId, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      db.query<{ total: number }>('SELECT count(*)::bigint AS total FROM point_redeems WHERE member_id = $1', [
        memberId,
      ]),
    ]);
    return { rows: rows.map(redeemOut), page: query.page, pageSize: query.pageSize, total: count?.total ?? 0 };
  });

  router.route(pointsTransactionsCall, async ({ merchant, query, requireMember }) => {
    await requirePoints(db, merchant);
    const memberId = requireMember().id;
    await accrueNow(db, merchant, memberId, clock());
    // A redeem or refund row shows its redeem's item and current status (reference redeem:<id>).
    const [rows, [count]] = await Promise.all([
      db.query<TransactionRow>(
        `SELECT t.id, t.kind, t.points, t.balance_after, t.reference, t.cash, t.created_at, r.item_id, r.status
         FROM point_transactions t
         LEFT JOIN point_redeems r ON t.kind IN ('redeem', 'redeem_refund') AND r.id::text = substr(t.reference, 8)
         WHERE t.member_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT $2 OFFSET $3`,
        [memberId, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      db.query<{ total: number }>('SELECT count(*)::bigint AS total FROM point_transactions WHERE member_id = $1', [
        memberId,
      ]),
    ]);
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
      total: count?.total ?? 0,
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

/** Behind the admin token (registered with the other /admin routes). */
export function registerPointsAdminRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock, merchants } = deps;

  router.route(adminPointRedeemsCall, async ({ query }) => {
    const rows = await db.query<Parameters<typeof redeemOut>[0] & { username: string }>(
      `SELECT r.*, m.username FROM point_redeems r JOIN members m ON m.id = r.member_id
       WHERE r.merchant_code = $1 AND r.status = 'in_process' ORDER BY r.created_at, r.id LIMIT 200`,
      [query.merchantCode],
    );
    return { redeems: rows.map((row) => ({ ...redeemOut(row), username: row.username })) };
  });

  router.route(adminDecidePointRedeemCall, async ({ body }) => {
    const merchant = merchants.byCode(body.merchantCode);
    if (!merchant) throw notFound(`unknown merchant ${body.merchantCode}`);
    return decideRedeem(db, merchant, body.redeemId, body.decision, body.reason ?? null, clock());
  });
}
