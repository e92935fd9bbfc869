/**
 * Operator money API of the reference platform (behind the admin token, like admin.ts): the review queues of
 * deposits and withdrawals, decisions, "not received" cases, balance adjustments and the ledger check. The
 * platform's /admin/ review page uses these calls; so do tests.
 */
import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { idempotencyKey, signedAmount } from './money/amounts';
import { DEPOSIT_STATUSES, deposit } from './money/deposits';
import { WITHDRAWAL_STATUSES, withdrawal } from './money/withdrawals';

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/));
const member = { username: z.string(), memberId: z.int() };
const reason = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

export const adminDepositsCall = defineCall({
  method: 'GET',
  path: '/admin/deposits',
  auth: false,
  query: z.object({ merchantCode, status: z._default(z.enum(DEPOSIT_STATUSES), 'pending') }),
  value: z.array(z.extend(deposit, { ...member, receiverAccount: z.nullable(z.string()) })),
});

export const adminDepositDecisionCall = defineCall({
  method: 'POST',
  path: '/admin/deposits/decide',
  auth: false,
  body: z.strictObject({
    merchantCode,
    depositId: z.int().check(z.positive()),
    decision: z.enum(['approve', 'reject']),
    reason: z.optional(reason),
  }),
  value: deposit,
});

export const adminWithdrawalsCall = defineCall({
  method: 'GET',
  path: '/admin/withdrawals',
  auth: false,
  query: z.object({ merchantCode, status: z._default(z.enum(WITHDRAWAL_STATUSES), 'pending') }),
  value: z.array(z.extend(withdrawal, { ...member, accountName: z.string(), hasProof: z.boolean() })),
});

export const adminWithdrawalDecisionCall = defineCall({
  method: 'POST',
  path: '/admin/withdrawals/decide',
  auth: false,
  body: z.strictObject({
    merchantCode,
    withdrawalId: z.int().check(z.positive()),
    /** pay / reject a pending withdrawal; paid / refunded settles a "not received" case. */
    decision: z.enum(['pay', 'reject', 'paid', 'refunded']),
    reason: z.optional(reason),
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
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    amount: signedAmount.check(z.refine((value) => value !== 0, 'must not be 0')),
    reason,
    idempotencyKey,
  }),
  value: z.object({ balance: signedAmount, transactionId: z.int() }),
});

export const adminLedgerCheckCall = defineCall({
  method: 'GET',
  path: '/admin/ledger/check',
  auth: false,
  query: z.object({ merchantCode: z.optional(merchantCode) }),
  value: z.object({
    ok: z.boolean(),
    transactions: z.int(),
    postings: z.int(),
    accounts: z.int(),
    unbalancedTransactions: z.array(z.int()),
    driftedAccounts: z.array(z.int()),
    negativeAccounts: z.array(z.int()),
    brokenBalanceChains: z.array(z.int()),
    /**
     * Movements without their business record (a game-house movement without its bet, a deposit posting without
     * its deposit …), records without their movement, and transactions of a kind the ledger does not know.
     */
    unreconciled: z.array(
      z.object({ record: z.string(), transactionId: z.nullable(z.int()), recordId: z.nullable(z.string()) }),
    ),
  }),
});

/** The "not received" proof image of a withdrawal, base64 with its type. */
export const adminWithdrawalProofCall = defineCall({
  method: 'GET',
  path: '/admin/withdrawals/proof',
  auth: false,
  query: z.object({ merchantCode, withdrawalId: z.coerce.number().check(z.int(), z.positive()) }),
  value: z.object({ type: z.enum(['image/png', 'image/jpeg']), base64: z.string() }),
});
