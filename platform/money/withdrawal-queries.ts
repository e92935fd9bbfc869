/**
 * Reads of withdrawals for the answers of the member's and the operator's calls: one withdrawal with the payout
 * account it pays to, the operator's queue of one status, and a withdrawal's proof image. The operator's reads
 * are keyed by merchant (the queue and the proof), so an operator of one merchant never reads another's.
 */
import type { Database } from '../db/database';
import type { WithdrawalRow } from './withdrawals';

/** A withdrawal with the method and number of the payout account it pays to. */
export type WithdrawalWithAccount = WithdrawalRow & { method_code: string; account_number: string };

/** A withdrawal of the operator's queue: with its account's holder, the member's username, and whether a proof came. */
export type QueuedWithdrawal = WithdrawalWithAccount & { account_name: string; username: string; has_proof: boolean };

export interface WithdrawalProof {
  proof_image: Uint8Array | null;
  proof_type: 'image/png' | 'image/jpeg' | null;
}

export async function findWithdrawalWithAccount(db: Database, id: number): Promise<WithdrawalWithAccount | undefined> {
  const [row] = await db.query<WithdrawalWithAccount>(
    `SELECT w.*, p.method_code, p.account_number FROM withdrawals w JOIN payout_accounts p ON p.id = w.payout_account_id
     WHERE w.id = $1`,
    [id],
  );
  return row;
}

/** The merchant's withdrawals of one status, oldest first, at most 200. */
export function queuedWithdrawals(db: Database, merchantCode: string, status: string): Promise<QueuedWithdrawal[]> {
  return db.query<QueuedWithdrawal>(
    `SELECT w.*, p.method_code, p.account_number, p.account_name, m.username, w.proof_image IS NOT NULL AS has_proof
       FROM withdrawals w JOIN payout_accounts p ON p.id = w.payout_account_id JOIN members m ON m.id = w.member_id
       WHERE w.merchant_code = $1 AND w.status = $2 ORDER BY w.created_at, w.id LIMIT 200`,
    [merchantCode, status],
  );
}

/** The proof image of the merchant's withdrawal `id` (null columns when none came), or undefined. */
export async function withdrawalProof(
  db: Database,
  id: number,
  merchantCode: string,
): Promise<WithdrawalProof | undefined> {
  const [row] = await db.query<WithdrawalProof>(
    'SELECT proof_image, proof_type FROM withdrawals WHERE id = $1 AND merchant_code = $2',
    [id, merchantCode],
  );
  return row;
}

/** The member's newest withdrawal's id and state, or undefined when they have none. */
export async function newestWithdrawal(
  db: Database,
  memberId: number,
): Promise<{ id: number; status: WithdrawalRow['status'] } | undefined> {
  const [row] = await db.query<{ id: number; status: WithdrawalRow['status'] }>(
    'SELECT id, status FROM withdrawals WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [memberId],
  );
  return row;
}

/** A withdrawal's status at the merchant (undefined when it has none such), e.g. for the audit of a decision. */
export async function withdrawalStatus(db: Database, id: number, merchantCode: string): Promise<string | undefined> {
  const [row] = await db.query<{ status: string }>(
    'SELECT status FROM withdrawals WHERE id = $1 AND merchant_code = $2',
    [id, merchantCode],
  );
  return row?.status;
}
