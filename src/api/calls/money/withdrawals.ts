/**
 * Withdrawals (member centre withdraw). A payout account is bound once per method (binding is final) with the
 * transaction password; a withdrawal holds the amount until the operator pays or rejects it; after payment the player
 * answers received, fully paid, or not received with a proof image.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { amount, idempotencyKey, page, pagedOf, pageSize, paymentPassword } from './amounts';

const methodCode = z.string().check(z.regex(/^[a-z0-9-]{2,30}$/));

export const payoutAccount = z.object({
  id: z.int(),
  methodCode: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  confirmedAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

export const WITHDRAWAL_STATUSES = ['pending', 'confirmed', 'rejected', 'received', 'not_received'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawal = z.object({
  id: z.int(),
  methodCode: z.string(),
  accountNumber: z.string(),
  /** Taken from the wallet. */
  amount,
  /** Kept by the operator (amounts.ts feeOf at the method's percent when the withdrawal was asked). */
  fee: z.int().check(z.gte(0)),
  /** What is paid to the payout account: amount - fee (amounts.ts netOf). */
  net: z.int().check(z.gte(0)),
  status: z.enum(WITHDRAWAL_STATUSES),
  answer: z.nullable(z.enum(['received', 'not_received', 'fully_paid', 'auto'])),
  /** A "not received" case once the operator settled it. */
  resolution: z.nullable(z.enum(['paid', 'refunded'])),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** When an unanswered payment counts as received (confirmed withdrawals only). */
  autoConfirmAt: z.nullable(z.string()),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const payoutAccountsCall = defineCall({
  method: 'GET',
  path: '/wps/payment/payoutAccounts',
  auth: true,
  value: z.object({ accounts: z.array(payoutAccount), hasPaymentPassword: z.boolean() }),
});

export const bindPayoutAccountCall = defineCall({
  method: 'POST',
  path: '/wps/payment/payoutAccounts',
  auth: true,
  body: z.strictObject({
    methodCode,
    accountNumber: z.string().check(z.trim(), z.minLength(3), z.maxLength(40)),
    accountName: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
    paymentPassword,
  }),
  value: payoutAccount,
});

export const withdrawCall = defineCall({
  method: 'POST',
  path: '/wps/payment/withdraw',
  auth: true,
  body: z.strictObject({ payoutAccountId: z.int().check(z.positive()), amount, paymentPassword, idempotencyKey }),
  value: z.object({ withdrawal, balance: z.int() }),
});

export const withdrawalsCall = defineCall({
  method: 'GET',
  path: '/wps/payment/withdrawals',
  auth: true,
  query: z.object({ page, pageSize }),
  value: pagedOf(withdrawal),
});

/** Largest proof image (images up to 5 MB, png or jpg), sent base64 in the JSON body. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export const withdrawalAnswerCall = defineCall({
  method: 'POST',
  path: '/wps/payment/withdrawals/answer',
  auth: true,
  body: z.strictObject({
    withdrawalId: z.int().check(z.positive()),
    answer: z.enum(['received', 'not_received', 'fully_paid']),
    /** Required with not_received: the image, base64 (no data: prefix). */
    proofImage: z.optional(
      z
        .string()
        .check(z.maxLength(Math.ceil(MAX_PROOF_BYTES / 3) * 4), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64')),
    ),
  }),
  value: withdrawal,
});

/** The transaction password: whether it is set, and setting or changing it (the current one to change). */
export const paymentPasswordStatusCall = defineCall({
  method: 'GET',
  path: '/wps/member/paymentPassword',
  auth: true,
  value: z.object({ isSet: z.boolean() }),
});

export const setPaymentPasswordCall = defineCall({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  auth: true,
  body: z.strictObject({ password: paymentPassword, currentPassword: z.optional(paymentPassword) }),
  value: z.object({ isSet: z.literal(true) }),
});
