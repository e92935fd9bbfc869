/**
 * Deposits. A trx-id deposit is a claim ("I sent 1,000 from 017… with TrxID 9A7B…") that an operator approves
 * or rejects; a gateway deposit is credited by the provider's signed callback (gateway.ts). Either way the
 * wallet is credited once, in the same database transaction that marks the deposit approved.
 */

import { feeOf } from '../../src/api/calls/money/amounts';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { receiveDeposit } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import { checkAmount, checkFormat, limitsOf, methodFor, receiverFor } from './payment-methods';

export type DepositStatus = 'pending' | 'approved' | 'rejected' | 'expired';

/** `decided_by` of what the payment provider's callback decided (a credit, a decline). */
export const GATEWAY_DECIDER = 'gateway';

export interface DepositRow {
  id: number;
  merchant_code: string;
  member_id: number;
  method_code: string;
  kind: 'trx-id' | 'gateway';
  amount: number;
  fee: number;
  status: DepositStatus;
  sender_account: string | null;
  trx_id: string | null;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  /** `operator:<username>` or `api-token` (admin/decided-by.ts), 'gateway' (the provider's callback), 'system' (expiry). */
  decided_by: string | null;
  /** Set when a gateway deposit was credited by a callback that came after it expired (creditPaidGatewayDeposit). */
  paid_late_at: Date | null;
}

/** Pending trx-id deposits nobody decided within this time expire; gateway payments expire sooner. */
export const TRX_ID_DEPOSIT_TTL_MS = 48 * 60 * 60 * 1000;
export const GATEWAY_DEPOSIT_TTL_MS = 30 * 60 * 1000;

export interface TrxIdDepositRequest {
  merchant: Merchant;
  memberId: number;
  methodCode: string;
  amount: number;
  senderAccount: string;
  trxId: string;
  now: Date;
}

export async function createTrxIdDeposit(db: Database, request: TrxIdDepositRequest): Promise<DepositRow> {
  const method = methodFor(request.merchant, request.methodCode, 'deposit');
  if (method.kind !== 'trx-id') throw new PlatformError(400, 'bad_request', `${method.code} is not a trx-id method`);
  const limits = limitsOf(method, 'deposit');
  checkAmount(request.amount, limits);
  checkFormat(request.senderAccount, method.account.pattern, 'senderAccount');
  const trxId = request.trxId.toUpperCase();
  checkFormat(trxId, method.trxIdPattern as string, 'trxId');
  const receiver = await receiverFor(db, request.merchant, method.code, request.memberId);
  try {
    const [row] = await db.query<DepositRow>(
      `INSERT INTO deposits (merchant_code, member_id, method_code, kind, amount, fee, status, sender_account, trx_id,
         receiver_id, created_at)
       VALUES ($1, $2, $3, 'trx-id', $4, $5, 'pending', $6, $7, $8, $9) RETURNING *`,
      [
        request.merchant.code,
        request.memberId,
        method.code,
        request.amount,
        feeOf(request.amount, limits.feePercent),
        request.senderAccount,
        trxId,
        receiver.id,
        request.now,
      ],
    );
    return row as DepositRow;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new PlatformError(409, 'trx_id_used', 'this transaction ID was already submitted');
    }
    throw error;
  }
}

/** A pending gateway deposit; gateway.ts opens the payment at the provider. */
export async function createGatewayDepositRow(
  db: Database,
  request: Omit<TrxIdDepositRequest, 'senderAccount' | 'trxId'>,
): Promise<DepositRow> {
  const method = methodFor(request.merchant, request.methodCode, 'deposit');
  if (method.kind !== 'gateway') throw new PlatformError(400, 'bad_request', `${method.code} is not a gateway method`);
  const limits = limitsOf(method, 'deposit');
  checkAmount(request.amount, limits);
  const [row] = await db.query<DepositRow>(
    `INSERT INTO deposits (merchant_code, member_id, method_code, kind, amount, fee, status, created_at)
     VALUES ($1, $2, $3, 'gateway', $4, $5, 'pending', $6) RETURNING *`,
    [
      request.merchant.code,
      request.memberId,
      method.code,
      request.amount,
      feeOf(request.amount, limits.feePercent),
      request.now,
    ],
  );
  return row as DepositRow;
}

/**
 * Approves a pending deposit and credits the wallet (amount - fee) from `source`: the operator's cash for a
 * trx-id deposit (the money arrived in their e-wallet or bank), payment clearing for a gateway one (the
 * provider owes it). Refuses a deposit that is not pending: approving twice never credits twice.
 */
export async function approveDeposit(
  db: Database,
  merchant: Merchant,
  depositId: number,
  decidedBy: string,
  now: Date,
): Promise<DepositRow> {
  return creditDeposit(db, merchant, depositId, decidedBy, now, ['pending']);
}

/**
 * The provider's word that a gateway deposit was paid: credits it when it is pending, and also when it merely
 * expired (marked `paid_late_at`). Expiry is only the platform giving up waiting, nobody's decision, and the
 * payer has been charged: the signed callback proves the payment exactly as it would have on time, so the
 * credit is owed. (A rejected deposit is another matter: a person decided; gateway.ts opens a case instead.)
 * One conditional UPDATE, so a late callback racing the expiry job, or repeating, credits at most once.
 */
export async function creditPaidGatewayDeposit(
  db: Database,
  merchant: Merchant,
  depositId: number,
  now: Date,
): Promise<DepositRow> {
  return creditDeposit(db, merchant, depositId, GATEWAY_DECIDER, now, ['pending', 'expired']);
}

async function creditDeposit(
  db: Database,
  merchant: Merchant,
  depositId: number,
  decidedBy: string,
  now: Date,
  fromStatuses: DepositStatus[],
): Promise<DepositRow> {
  return db.transaction(async (tx) => {
    const [deposit] = await tx.query<DepositRow>(
      `UPDATE deposits SET status = 'approved', decided_at = $3, decided_by = $4,
         paid_late_at = CASE WHEN status = 'expired' THEN $3::timestamptz END
       WHERE id = $1 AND merchant_code = $2 AND status = ANY($5::text[])
         AND (status = 'pending' OR kind = 'gateway') RETURNING *`,
      [depositId, merchant.code, now, decidedBy, fromStatuses],
    );
    if (!deposit) throw alreadyHandled(depositId);
    const posted = await receiveDeposit(tx, merchant, {
      memberId: deposit.member_id,
      amount: deposit.amount - deposit.fee,
      source: deposit.kind === 'gateway' ? 'payment_clearing' : 'cash',
      reference: `deposit:${deposit.id}`,
      memo: deposit.method_code,
      at: now,
    });
    await tx.query('UPDATE deposits SET ledger_transaction_id = $2 WHERE id = $1', [deposit.id, posted.transactionId]);
    return deposit;
  });
}

export async function rejectDeposit(
  db: Database,
  merchant: Merchant,
  depositId: number,
  decidedBy: string,
  reason: string,
  now: Date,
): Promise<DepositRow> {
  const [deposit] = await db.query<DepositRow>(
    `UPDATE deposits SET status = 'rejected', decided_at = $3, decided_by = $4, reason = $5
     WHERE id = $1 AND merchant_code = $2 AND status = 'pending' RETURNING *`,
    [depositId, merchant.code, now, decidedBy, reason],
  );
  if (!deposit) throw alreadyHandled(depositId);
  return deposit;
}

/** Marks deposits nobody completed in time as expired; returns how many. Safe to run from any process. */
export async function expireDeposits(db: Database, now: Date): Promise<number> {
  const rows = await db.query(
    `UPDATE deposits SET status = 'expired', decided_at = $1, decided_by = 'system'
     WHERE status = 'pending' AND ((kind = 'trx-id' AND created_at < $2) OR (kind = 'gateway' AND created_at < $3))
     RETURNING id`,
    [now, new Date(now.getTime() - TRX_ID_DEPOSIT_TTL_MS), new Date(now.getTime() - GATEWAY_DEPOSIT_TTL_MS)],
  );
  return rows.length;
}

export async function depositsOf(
  db: Database,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: DepositRow[]; total: number }> {
  const rows = await db.query<DepositRow>(
    'SELECT * FROM deposits WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
    [memberId, pageSize, (page - 1) * pageSize],
  );
  const [count] = await db.query<{ total: number }>('SELECT count(*) AS total FROM deposits WHERE member_id = $1', [
    memberId,
  ]);
  return { rows, total: count?.total ?? 0 };
}

function alreadyHandled(depositId: number): PlatformError {
  return new PlatformError(409, 'request_already_handled', `deposit ${depositId} is not pending`);
}
