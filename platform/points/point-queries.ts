/**
 * Reads of the points calls: the points a member has spent, pages of their redeems and of their points
 * transactions (each with the total), and the redeems waiting for the operator. Every member read is keyed by
 * the member's id, so nobody reads another member's points; the operator's list is keyed by merchant.
 */
import type { PointTransactionKind, RedeemStatus } from '../../src/api/calls/points/points';
import type { Database } from '../db/database';
import type { RedeemRow } from './exchange';

/** A points transaction with, for a redeem or its refund, the redeem's item and current status. */
export interface PointTransactionRow {
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

/** The points the member has redeemed or converted, net of refunds. */
export async function redeemedPoints(db: Database, memberId: number): Promise<number> {
  const [redeemed] = await db.query<{ total: number }>(
    `SELECT coalesce(-sum(points), 0)::bigint AS total FROM point_transactions
       WHERE member_id = $1 AND kind IN ('redeem', 'redeem_refund', 'convert')`,
    [memberId],
  );
  return redeemed?.total ?? 0;
}

/** One page of the member's redeems, newest first, and how many there are. */
export async function redeemPage(
  db: Database,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: RedeemRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<RedeemRow>(
      'SELECT * FROM point_redeems WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
      [memberId, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>('SELECT count(*)::bigint AS total FROM point_redeems WHERE member_id = $1', [memberId]),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One page of the member's points transactions, newest first, and how many there are. */
export async function pointTransactionPage(
  db: Database,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: PointTransactionRow[]; total: number }> {
  // A redeem or refund row shows its redeem's item and current status (reference redeem:<id>).
  const [rows, [count]] = await Promise.all([
    db.query<PointTransactionRow>(
      `SELECT t.id, t.kind, t.points, t.balance_after, t.reference, t.cash, t.created_at, r.item_id, r.status
         FROM point_transactions t
         LEFT JOIN point_redeems r ON t.kind IN ('redeem', 'redeem_refund') AND r.id::text = substr(t.reference, 8)
         WHERE t.member_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT $2 OFFSET $3`,
      [memberId, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>('SELECT count(*)::bigint AS total FROM point_transactions WHERE member_id = $1', [
      memberId,
    ]),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The merchant's redeems waiting for the operator (In Process), oldest first, at most 200, with the username. */
export function waitingRedeems(db: Database, merchantCode: string): Promise<(RedeemRow & { username: string })[]> {
  return db.query<RedeemRow & { username: string }>(
    `SELECT r.*, m.username FROM point_redeems r JOIN members m ON m.id = r.member_id
       WHERE r.merchant_code = $1 AND r.status = 'in_process' ORDER BY r.created_at, r.id LIMIT 200`,
    [merchantCode],
  );
}
