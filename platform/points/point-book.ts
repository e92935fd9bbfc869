/**
 * A member's points: one point_accounts row (balance and earning watermark) and an append-only list of
 * point_transactions (0500_points.sql).
 *
 * Why not the ledger: points are not money. The ledger's accounts carry an ISO currency and every posting
 * needs an opposite one summing to zero; its readers (account record, P&L, ledger check, reports) would all
 * have to learn to skip a pseudo-currency, and a points movement has no natural counter-account. Points keep
 * the ledger's two guarantees by the same means instead: a change is one conditional UPDATE of the balance row
 * (it takes the row lock and refuses to go below zero, so concurrent spends can never overdraw) plus one
 * append-only row with the balance after it, in the same database transaction. Only the cash a point turns into
 * moves through the ledger, in the same transaction as the points it costs.
 */
import type { PointTransactionKind } from '../../src/api/calls/points/points';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';

export interface PointAccount {
  balance: number;
  /** Bets settled before this have earned their points; null: none yet. */
  earnedUntil: Date | null;
  /** Millionths of a point earned but not yet a whole point (see earning.ts). */
  earnedFraction: number;
}

/** Creates the member's points row on first use and locks it (FOR UPDATE) for the rest of the transaction. */
export async function lockPointAccount(tx: Database, merchantCode: string, memberId: number): Promise<PointAccount> {
  await tx.query(
    'INSERT INTO point_accounts (member_id, merchant_code) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING',
    [memberId, merchantCode],
  );
  const [row] = await tx.query<{ balance: number; earned_until: Date | string; earned_fraction: number }>(
    'SELECT balance, earned_until, earned_fraction FROM point_accounts WHERE member_id = $1 FOR UPDATE',
    [memberId],
  );
  // -infinity comes back as a string (or an invalid Date): nothing earned yet.
  const until = row?.earned_until;
  return {
    balance: row?.balance ?? 0,
    earnedUntil: until instanceof Date && Number.isFinite(until.getTime()) ? until : null,
    earnedFraction: row?.earned_fraction ?? 0,
  };
}

/** The member's points without creating or locking anything (0 before their first points). */
export async function pointBalance(db: Database, memberId: number): Promise<number> {
  const [row] = await db.query<{ balance: number }>('SELECT balance FROM point_accounts WHERE member_id = $1', [
    memberId,
  ]);
  return row?.balance ?? 0;
}

export interface PointMove {
  merchantCode: string;
  memberId: number;
  kind: PointTransactionKind;
  /** Signed whole points: positive earns or refunds, negative spends. */
  points: number;
  reference: string;
  cash?: number | null;
  ledgerTransactionId?: number | null;
  at: Date;
}

/**
 * Applies one change to the balance and appends its row; answers the balance after it. A spend larger than the
 * balance changes nothing and throws points_insufficient. Run it inside the caller's transaction.
 */
export async function movePoints(tx: Database, move: PointMove): Promise<number> {
  const [row] = await tx.query<{ balance: number }>(
    `UPDATE point_accounts SET balance = balance + $2 WHERE member_id = $1 AND balance + $2 >= 0 RETURNING balance`,
    [move.memberId, move.points],
  );
  if (!row) throw new PlatformError(409, 'points_insufficient', `member ${move.memberId} holds too few points`);
  await tx.query(
    `INSERT INTO point_transactions
       (merchant_code, member_id, kind, points, balance_after, reference, cash, ledger_transaction_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      move.merchantCode,
      move.memberId,
      move.kind,
      move.points,
      row.balance,
      move.reference,
      move.cash ?? null,
      move.ledgerTransactionId ?? null,
      move.at,
    ],
  );
  return row.balance;
}
