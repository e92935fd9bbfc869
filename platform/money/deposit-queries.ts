/**
 * Reads of deposits for the operator's calls: the queue of one status with who asked and the account it was sent
 * to, and one deposit as it stands now (after a decision). The queue is keyed by merchant, so an operator of one
 * merchant never reads another's.
 */
import type { Database } from '../db/database';
import type { DepositRow } from './deposits';

/** A deposit of the operator's queue: with the member's username and the receiving account's number. */
export type QueuedDeposit = DepositRow & { username: string; receiver_account: string | null };

/** The merchant's deposits of one status, oldest first, at most 200. */
export function queuedDeposits(db: Database, merchantCode: string, status: string): Promise<QueuedDeposit[]> {
  return db.query<QueuedDeposit>(
    `SELECT d.*, m.username, r.account_number AS receiver_account FROM deposits d
       JOIN members m ON m.id = d.member_id LEFT JOIN payment_receivers r ON r.id = d.receiver_id
       WHERE d.merchant_code = $1 AND d.status = $2 ORDER BY d.created_at, d.id LIMIT 200`,
    [merchantCode, status],
  );
}

export async function findDeposit(db: Database, id: number): Promise<DepositRow | undefined> {
  const [row] = await db.query<DepositRow>('SELECT * FROM deposits WHERE id = $1', [id]);
  return row;
}
