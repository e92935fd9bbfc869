/**
 * Withdrawals. The member binds a payout account in their own name once (binding is final), then asks for an amount within
 * the method's limits and their balance: the funds move at once from the wallet to the merchant's
 * pending-withdrawals account. The operator pays (confirmed) or rejects (the funds go back). After payment
 * the member answers received, fully paid, or not received with a proof image (a case the operator resolves
 * as paid or refunded). With no answer within the merchant's minutes it counts as received, and nothing is
 * refunded (the money has left; the product also allows refunding it, and this platform chose not to).
 */

import { checkFieldRule } from '../../src/api/calls/field-patterns';
import { feeOf } from '../../src/api/calls/money/amounts';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { requireIdentityCheck } from '../kyc';
import { holdWithdrawal, insufficientBalance, settleWithdrawal } from '../ledger/movements';
import { getMerchantState } from '../merchants/merchant-state';
import type { Merchant, MerchantRegistry } from '../merchants/merchants';
import { lockedBonus, withdrawableOf } from '../promotions';
import { nameMismatch, sameName, tidyName } from './holder-name';
import { adoptRealName, realNameForUpdate } from './member-queries';
import { checkAmount, checkFormat, limitsOf, methodFor } from './payment-methods';
import { notifyWithdrawal } from './withdrawal-notify';

export type WithdrawalStatus = 'pending' | 'confirmed' | 'rejected' | 'received' | 'not_received';
export type WithdrawalAnswer = 'received' | 'not_received' | 'fully_paid';

export interface PayoutAccountRow {
  id: number;
  member_id: number;
  method_code: string;
  account_number: string;
  account_name: string;
  confirmed_at: Date;
}

export interface WithdrawalRow {
  id: number;
  merchant_code: string;
  member_id: number;
  payout_account_id: number;
  amount: number;
  fee: number;
  status: WithdrawalStatus;
  answer: WithdrawalAnswer | 'auto' | null;
  resolution: 'paid' | 'refunded' | null;
  reason: string | null;
  created_at: Date;
  paid_at: Date | null;
  answered_at: Date | null;
}

const WITHDRAWAL_COLUMNS = `id, merchant_code, member_id, payout_account_id, amount, fee, status, answer, resolution, reason,
  created_at, paid_at, answered_at`;

/** Largest proof image (5 MB) and the types accepted, recognised by their first bytes. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export function proofImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (bytes.length > MAX_PROOF_BYTES || bytes.length < 8) return null;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte);
  if (png) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export async function payoutAccountsOf(db: Database, memberId: number): Promise<PayoutAccountRow[]> {
  return db.query<PayoutAccountRow>(
    `SELECT id, member_id, method_code, account_number, account_name, confirmed_at FROM payout_accounts
     WHERE member_id = $1 ORDER BY id`,
    [memberId],
  );
}

/**
 * Binds the member's payout account for one method. The caller has checked the transaction password. The holder name
 * must be the member's real name (holder-name.ts), or becomes it when none is saved: decided under the member's row
 * lock, so two bindings at once cannot each set a different real name.
 */
export async function bindPayoutAccount(
  db: Database,
  merchant: Merchant,
  memberId: number,
  input: { methodCode: string; accountNumber: string; accountName: string },
  now: Date,
): Promise<PayoutAccountRow> {
  const method = methodFor(merchant, input.methodCode, 'withdrawal');
  checkFormat(input.accountNumber, method.account.pattern, 'accountNumber');
  const holder = tidyName(input.accountName);
  try {
    return await db.transaction(async (tx) => {
      const realName = await realNameForUpdate(tx, memberId);
      if (realName !== null && !sameName(realName, holder)) throw nameMismatch();
      if (realName === null) {
        // The name becomes the profile's real name, so it must be one the profile would take.
        const rule = (await getMerchantState(tx, merchant.code)).registerRules.payeeName;
        if (rule && checkFieldRule(rule, holder) !== 'ok') {
          throw new PlatformError(400, 'invalid_format', 'the holder name is not a real name the profile takes', {
            field: 'accountName',
            patternId: rule.patternId,
            minLength: rule.minLength,
            maxLength: rule.maxLength,
          });
        }
        await adoptRealName(tx, memberId, holder);
      }
      const [row] = await tx.query<PayoutAccountRow>(
        `INSERT INTO payout_accounts (merchant_code, member_id, method_code, account_number, account_name, confirmed_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING id, member_id, method_code, account_number, account_name, confirmed_at`,
        [merchant.code, memberId, method.code, input.accountNumber, holder, now],
      );
      return row as PayoutAccountRow;
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new PlatformError(409, 'payout_account_bound', `a ${method.code} account is already bound`);
    }
    throw error;
  }
}

/**
 * What the member has withdrawn or asked to withdraw besides withdrawal `except`: every withdrawal not rejected and not
 * refunded (pending, paid, received, or a case not resolved as refunded), in minor units.
 */
async function withdrawnBefore(db: Database, memberId: number, except: number): Promise<number> {
  const [row] = await db.query<{ total: string }>(
    `SELECT COALESCE(SUM(amount), 0) AS total FROM withdrawals
     WHERE member_id = $1 AND id <> $2 AND status <> 'rejected' AND resolution IS DISTINCT FROM 'refunded'`,
    [memberId, except],
  );
  return Number(row?.total ?? 0);
}

/** Holds the amount and records a pending withdrawal. The caller has checked the transaction password. */
export async function requestWithdrawal(
  db: Database,
  merchant: Merchant,
  memberId: number,
  input: { payoutAccountId: number; amount: number },
  now: Date,
): Promise<WithdrawalRow> {
  const [account] = await db.query<PayoutAccountRow>('SELECT * FROM payout_accounts WHERE id = $1 AND member_id = $2', [
    input.payoutAccountId,
    memberId,
  ]);
  if (!account) throw new PlatformError(409, 'payout_account_required', 'bind a payout account first');
  const limits = limitsOf(methodFor(merchant, account.method_code, 'withdrawal'), 'withdrawal');
  checkAmount(input.amount, limits);
  return db.transaction(async (tx) => {
    const [withdrawal] = await tx.query<WithdrawalRow>(
      `INSERT INTO withdrawals (merchant_code, member_id, payout_account_id, amount, fee, status, created_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6) RETURNING ${WITHDRAWAL_COLUMNS}`,
      [merchant.code, memberId, account.id, input.amount, feeOf(input.amount, limits.feePercent), now],
    );
    const row = withdrawal as WithdrawalRow;
    await notifyWithdrawal(tx, { memberId, id: row.id, status: row.status });
    const { balance: left } = await holdWithdrawal(
      tx,
      merchant,
      { memberId, amount: row.amount, reference: `withdrawal:${row.id}`, memo: account.method_code, at: now },
      insufficientBalance('the balance is too low for this withdrawal'),
    );
    // The identity check the merchant asks for above its limits (platform/kyc). Also after the debit, under the
    // wallet's row lock, so two withdrawals at once cannot both pass the cumulative limit.
    await requireIdentityCheck(tx, merchant, memberId, row.amount, await withdrawnBefore(tx, memberId, row.id));
    // Bonuses whose turnover requirement is open stay in the wallet (platform/promotions/bonus-lock.ts). Checked
    // after the debit, while this transaction holds the wallet's row lock: a refusal rolls the withdrawal back.
    const locked = await lockedBonus(tx, memberId);
    if (left < locked) {
      const balance = left + row.amount;
      throw new PlatformError(409, 'bonus_turnover_open', 'the withdrawal would take a bonus that is still locked', {
        balance,
        locked,
        withdrawable: withdrawableOf(balance, locked),
      });
    }
    return row;
  });
}

async function transition(
  tx: Database,
  merchant: Merchant,
  id: number,
  from: WithdrawalStatus,
  set: string,
  params: unknown[],
): Promise<WithdrawalRow> {
  // A case is open while it has no resolution: a resolved one never changes again (no second refund).
  const open = from === 'not_received' ? ' AND resolution IS NULL' : '';
  const [row] = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET ${set} WHERE id = $1 AND merchant_code = $2 AND status = '${from}'${open} RETURNING ${WITHDRAWAL_COLUMNS}`,
    [id, merchant.code, ...params],
  );
  if (!row) throw new PlatformError(409, 'request_already_handled', `withdrawal ${id} is not ${from}`);
  await notifyWithdrawal(tx, { memberId: row.member_id, id: row.id, status: row.status });
  return row;
}

/** Moves a withdrawal's whole amount out of where it is held: paid out, or back to the member's wallet. */
const settle = (
  tx: Database,
  merchant: Merchant,
  row: WithdrawalRow,
  outcome: 'paid' | 'refunded',
  heldIn: 'pending_withdrawals' | 'cash',
  now: Date,
) =>
  settleWithdrawal(tx, merchant, {
    memberId: row.member_id,
    amount: row.amount,
    reference: `withdrawal:${row.id}`,
    outcome,
    heldIn,
    at: now,
  });

/** The operator paid: the held funds leave the merchant's books. */
export function payWithdrawal(db: Database, merchant: Merchant, id: number, by: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await transition(tx, merchant, id, 'pending', "status = 'confirmed', paid_at = $3, decided_by = $4", [
      now,
      by,
    ]);
    await settle(tx, merchant, row, 'paid', 'pending_withdrawals', now);
    return row;
  });
}

/** The operator refused: the held funds go back to the wallet. */
export function rejectWithdrawal(db: Database, merchant: Merchant, id: number, by: string, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await transition(tx, merchant, id, 'pending', "status = 'rejected', decided_by = $3, reason = $4", [
      by,
      reason,
    ]);
    await settle(tx, merchant, row, 'refunded', 'pending_withdrawals', now);
    return row;
  });
}

/** The member's answer after payment; "not received" needs a proof image (png or jpg, at most 5 MB). */
export async function answerWithdrawal(
  db: Database,
  merchant: Merchant,
  memberId: number,
  id: number,
  answer: WithdrawalAnswer,
  proof: Uint8Array | null,
  now: Date,
): Promise<WithdrawalRow> {
  const [owned] = await db.query('SELECT 1 FROM withdrawals WHERE id = $1 AND member_id = $2', [id, memberId]);
  if (!owned) throw new PlatformError(404, 'not_found', 'no such withdrawal');
  if (answer !== 'not_received') {
    return db.transaction((tx) =>
      transition(tx, merchant, id, 'confirmed', "status = 'received', answer = $3, answered_at = $4", [answer, now]),
    );
  }
  const type = proof ? proofImageType(proof) : null;
  if (!proof || !type) throw new PlatformError(400, 'image_invalid', 'a png or jpg proof of at most 5 MB is needed');
  return db.transaction((tx) =>
    transition(
      tx,
      merchant,
      id,
      'confirmed',
      "status = 'not_received', answer = 'not_received', answered_at = $3, proof_image = $4, proof_type = $5",
      [now, Buffer.from(proof), type],
    ),
  );
}

/**
 * The operator settles a "not received" case: the money did arrive (paid), or it is refunded to the wallet. A
 * refund's reason (the member reads it) is kept in `reason`; null keeps the one there.
 */
export function resolveCase(
  db: Database,
  merchant: Merchant,
  id: number,
  resolution: 'paid' | 'refunded',
  by: string,
  now: Date,
  reason: string | null = null,
) {
  return db.transaction(async (tx) => {
    const row = await transition(
      tx,
      merchant,
      id,
      'not_received',
      `resolution = $3, resolved_at = $4, decided_by = $5, reason = coalesce($6, reason)${resolution === 'paid' ? ", status = 'received'" : ''}`,
      [resolution, now, by, reason],
    );
    if (resolution === 'refunded') {
      await settle(tx, merchant, row, 'refunded', 'cash', now);
    }
    return row;
  });
}

/** Paid withdrawals nobody answered within their merchant's minutes count as received. Returns how many. */
export async function autoConfirmWithdrawals(db: Database, merchants: MerchantRegistry, now: Date): Promise<number> {
  let count = 0;
  for (const merchant of merchants.all()) {
    const minutes = merchant.tenant.payments.withdrawalAutoConfirmMinutes;
    count += await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number; member_id: number }>(
        `UPDATE withdrawals SET status = 'received', answer = 'auto', answered_at = $2
         WHERE merchant_code = $1 AND status = 'confirmed' AND paid_at < $3 RETURNING id, member_id`,
        [merchant.code, now, new Date(now.getTime() - minutes * 60_000)],
      );
      for (const row of rows) await notifyWithdrawal(tx, { memberId: row.member_id, id: row.id, status: 'received' });
      return rows.length;
    });
  }
  return count;
}

export async function withdrawalsOf(
  db: Database,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: (WithdrawalRow & { method_code: string; account_number: string })[]; total: number }> {
  const rows = await db.query<WithdrawalRow & { method_code: string; account_number: string }>(
    `SELECT w.id, w.merchant_code, w.member_id, w.payout_account_id, w.amount, w.fee, w.status, w.answer, w.resolution,
            w.reason, w.created_at, w.paid_at, w.answered_at, p.method_code, p.account_number
     FROM withdrawals w JOIN payout_accounts p ON p.id = w.payout_account_id
     WHERE w.member_id = $1 ORDER BY w.created_at DESC, w.id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (page - 1) * pageSize],
  );
  const [count] = await db.query<{ total: number }>('SELECT count(*) AS total FROM withdrawals WHERE member_id = $1', [
    memberId,
  ]);
  return { rows, total: count?.total ?? 0 };
}
