/**
 * Operator money API of the reference platform (behind the admin token, like admin.ts): the review queues of
 * deposits and withdrawals, decisions, "not received" cases, balance adjustments and the ledger check. The
 * platform's /admin/ review page uses these calls; so do tests.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { idempotencyKey, signedAmount } from './money/amounts';
import { DEPOSIT_STATUSES, deposit } from './money/deposits';
import { WITHDRAWAL_STATUSES, withdrawal } from './money/withdrawals';

const merchantCode = z.string().regex(/^[A-Z0-9_]{2,20}$/);
const member = { username: z.string(), memberId: z.number().int() };
const reason = z.string().trim().min(1).max(200);

export const adminDepositsCall = defineCall({
  method: 'GET',
  path: '/admin/deposits',
  auth: false,
  query: z.object({ merchantCode, status: z.enum(DEPOSIT_STATUSES).default('pending') }),
  value: z.array(deposit.extend({ ...member, receiverAccount: z.string().nullable() })),
});

export const adminDepositDecisionCall = defineCall({
  method: 'POST',
  path: '/admin/deposits/decide',
  auth: false,
  body: z.strictObject({
    merchantCode,
    depositId: z.int().positive(),
    decision: z.enum(['approve', 'reject']),
    reason: reason.optional(),
  }),
  value: deposit,
});

export const adminWithdrawalsCall = defineCall({
  method: 'GET',
  path: '/admin/withdrawals',
  auth: false,
  query: z.object({ merchantCode, status: z.enum(WITHDRAWAL_STATUSES).default('pending') }),
  value: z.array(withdrawal.extend({ ...member, accountName: z.string(), hasProof: z.boolean() })),
});

export const adminWithdrawalDecisionCall = defineCall({
  method: 'POST',
  path: '/admin/withdrawals/decide',
  auth: false,
  body: z.strictObject({
    merchantCode,
    withdrawalId: z.int().positive(),
    /** pay / reject a pending withdrawal; paid / refunded settles a "not received" case. */
    decision: z.enum(['pay', 'reject', 'paid', 'refunded']),
    reason: reason.optional(),
  }),
  value: withdrawal,
});

/** Credits (positive) or debits (negative) a member's wallet with a reason, posted like every movement. */
export const adminAdjustBalanceCall = defineCall({
  method: 'POST',
  path: '/admin/balance/adjust',
  auth: false,
  body: z.strictObject({
    merchantCode,
    username: z.string().trim().min(1).max(64),
    amount: signedAmount.refine((value) => value !== 0, 'must not be 0'),
    reason,
    idempotencyKey,
  }),
  value: z.object({ balance: signedAmount, transactionId: z.number().int() }),
});

export const adminLedgerCheckCall = defineCall({
  method: 'GET',
  path: '/admin/ledger/check',
  auth: false,
  query: z.object({ merchantCode: merchantCode.optional() }),
  value: z.object({
    ok: z.boolean(),
    transactions: z.number().int(),
    postings: z.number().int(),
    accounts: z.number().int(),
    unbalancedTransactions: z.array(z.number().int()),
    driftedAccounts: z.array(z.number().int()),
    negativeAccounts: z.array(z.number().int()),
    brokenBalanceChains: z.array(z.number().int()),
  }),
});

/** The "not received" proof image of a withdrawal, base64 with its type. */
export const adminWithdrawalProofCall = defineCall({
  method: 'GET',
  path: '/admin/withdrawals/proof',
  auth: false,
  query: z.object({ merchantCode, withdrawalId: z.coerce.number().int().positive() }),
  value: z.object({ type: z.enum(['image/png', 'image/jpeg']), base64: z.string() }),
});
