/**
 * Spending points: redeeming an item and converting points to cash, and the operator's decision on a redeem
 * that waits. Each runs inside the caller's transaction (the idempotency key's, for the player's calls): the
 * points it costs, the redeem row and any cash paid through the ledger commit together or not at all.
 *
 * A cash item pays at once (Approved); a goods item waits In Process for the operator, who approves it (nothing
 * more to pay: the goods are handed over outside the platform) or rejects it (the points come back).
 */
import type { PointsRedeem, RedeemStatus } from '../../src/api/calls/points/points';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { walletBalance } from '../ledger/money-accounts';
import { payBonus } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import { accruePoints } from './earning';
import { movePoints } from './point-book';
import { cashPerPointMinor, findItem, itemCash } from './settings';

export interface RedeemRow {
  id: number;
  merchant_code: string;
  member_id: number;
  item_id: string;
  item_kind: 'cash' | 'goods';
  points: number;
  cash: number | null;
  status: RedeemStatus;
  reason: string | null;
  ledger_transaction_id: number | null;
  created_at: Date;
  decided_at: Date | null;
}

export const redeemOut = (row: RedeemRow): PointsRedeem => ({
  id: row.id,
  itemId: row.item_id,
  kind: row.item_kind,
  points: row.points,
  cash: row.cash,
  status: row.status,
  reason: row.reason,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

/** Pays a cash redeem from the merchant's bonus account to the member's wallet. */
async function payCash(tx: Database, merchant: Merchant, row: RedeemRow, now: Date): Promise<number> {
  const posted = await payBonus(tx, merchant, {
    kind: 'points_redeem',
    memberId: row.member_id,
    amount: row.cash ?? 0,
    reference: `points-redeem:${row.id}`,
    memo: row.item_id,
    at: now,
  });
  return posted.transactionId;
}

export async function redeemItem(
  tx: Database,
  merchant: Merchant,
  memberId: number,
  itemId: string,
  now: Date,
): Promise<{ redeem: PointsRedeem; points: number; balance: number }> {
  const item = findItem(merchant, itemId);
  await accruePoints(tx, merchant, memberId, now);
  const cash = itemCash(item);
  const [inserted] = await tx.query<RedeemRow>(
    `INSERT INTO point_redeems (merchant_code, member_id, item_id, item_kind, points, cash, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'in_process', $7) RETURNING *`,
    [merchant.code, memberId, item.id, item.kind, item.cost, cash, now],
  );
  let row = inserted as RedeemRow;
  const points = await movePoints(tx, {
    merchantCode: merchant.code,
    memberId,
    kind: 'redeem',
    points: -item.cost,
    reference: `redeem:${row.id}`,
    at: now,
  });
  if (item.kind === 'cash') row = await decide(tx, merchant, row, 'approve', null, now);
  return { redeem: redeemOut(row), points, balance: await walletBalance(tx, memberId) };
}

export async function convertPoints(
  tx: Database,
  merchant: Merchant,
  memberId: number,
  request: { points: number; idempotencyKey: string },
  now: Date,
): Promise<{ cash: number; points: number; balance: number }> {
  const { minConvert } = merchant.tenant.points;
  if (request.points < minConvert) {
    throw new PlatformError(400, 'points_below_minimum', `convert at least ${minConvert} points`, undefined);
  }
  await accruePoints(tx, merchant, memberId, now);
  const cash = request.points * cashPerPointMinor(merchant);
  // Points first: a conversion of more than the member holds stops here, before any money moves.
  await movePoints(tx, {
    merchantCode: merchant.code,
    memberId,
    kind: 'convert',
    points: -request.points,
    reference: `convert:${request.idempotencyKey}`,
    cash,
    at: now,
  });
  const posted = await payBonus(tx, merchant, {
    kind: 'points_convert',
    memberId,
    amount: cash,
    reference: `points-convert:${memberId}:${request.idempotencyKey}`,
    memo: `${request.points} points`,
    at: now,
  });
  const [after] = await tx.query<{ balance: number }>(
    `UPDATE point_transactions SET ledger_transaction_id = $3 WHERE member_id = $1 AND kind = 'convert' AND reference = $2
     RETURNING balance_after AS balance`,
    [memberId, `convert:${request.idempotencyKey}`, posted.transactionId],
  );
  return { cash, points: after?.balance ?? 0, balance: posted.balance };
}

/** Approves (paying a cash item not paid yet) or rejects (returning the points) a redeem that is In Process. */
async function decide(
  tx: Database,
  merchant: Merchant,
  row: RedeemRow,
  decision: 'approve' | 'reject',
  reason: string | null,
  now: Date,
): Promise<RedeemRow> {
  let ledgerTransactionId = row.ledger_transaction_id;
  if (decision === 'approve' && row.item_kind === 'cash' && ledgerTransactionId === null) {
    ledgerTransactionId = await payCash(tx, merchant, row, now);
  }
  if (decision === 'reject') {
    await movePoints(tx, {
      merchantCode: merchant.code,
      memberId: row.member_id,
      kind: 'redeem_refund',
      points: row.points,
      reference: `redeem:${row.id}`,
      at: now,
    });
  }
  const [updated] = await tx.query<RedeemRow>(
    `UPDATE point_redeems SET status = $2, reason = $3, ledger_transaction_id = $4, decided_at = $5
     WHERE id = $1 AND status = 'in_process' RETURNING *`,
    [row.id, decision === 'approve' ? 'approved' : 'rejected', reason, ledgerTransactionId, now],
  );
  if (!updated) throw new PlatformError(409, 'request_already_handled', `redeem ${row.id} is already decided`);
  return updated;
}

/** The operator's decision, once per redeem (the row is locked while it is taken). */
export function decideRedeem(
  db: Database,
  merchant: Merchant,
  redeemId: number,
  decision: 'approve' | 'reject',
  reason: string | null,
  now: Date,
): Promise<PointsRedeem> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<RedeemRow>(
      'SELECT * FROM point_redeems WHERE id = $1 AND merchant_code = $2 FOR UPDATE',
      [redeemId, merchant.code],
    );
    if (!row) throw new PlatformError(404, 'not_found', `no redeem ${redeemId} at ${merchant.code}`);
    if (row.status !== 'in_process') {
      throw new PlatformError(409, 'request_already_handled', `redeem ${redeemId} is already decided`);
    }
    return redeemOut(await decide(tx, merchant, row, decision, reason, now));
  });
}
