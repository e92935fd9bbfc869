/**
 * Deposits (member centre depositv2). A trx-id method: the player pays the operator's receiving account in
 * their e-wallet or bank app, then submits the amount, the sender account and the transaction ID; an
 * operator approves it. A gateway method: the answer carries the provider's payment page to open; the
 * provider's signed callback credits the wallet.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { amount, idempotencyKey, page, pagedOf, pageSize } from './amounts';

const methodCode = z.string().check(z.regex(/^[a-z0-9-]{2,30}$/));

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;

export const deposit = z.object({
  id: z.int(),
  methodCode: z.string(),
  kind: z.enum(['trx-id', 'gateway']),
  amount,
  /** Kept by the operator (amounts.ts feeOf at the method's percent when the deposit was made). */
  fee: z.int().check(z.gte(0)),
  /** What the wallet is credited: amount - fee (amounts.ts netOf). */
  net: z.int().check(z.gte(0)),
  status: z.enum(DEPOSIT_STATUSES),
  senderAccount: z.nullable(z.string()),
  trxId: z.nullable(z.string()),
  /** The operator's words when an operator rejected it (the provider's own decline has none the player can read). */
  reason: z.nullable(z.string()),
  /** Who rejected it: an operator (with `reason`) or the payment provider, which the page says in its language. */
  rejectedBy: z.nullable(z.enum(['operator', 'provider'])),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type Deposit = z.infer<typeof deposit>;

/** The operator account to pay a trx-id deposit to (handed out by the platform, never baked into pages). */
export const depositReceiverCall = defineCall({
  method: 'GET',
  path: '/wps/payment/receiver',
  auth: true,
  query: z.object({ methodCode }),
  value: z.object({ methodCode: z.string(), accountNumber: z.string(), accountName: z.string() }),
});

export const depositCall = defineCall({
  method: 'POST',
  path: '/wps/payment/deposit',
  auth: true,
  body: z.strictObject({
    methodCode,
    amount,
    /** trx-id methods: the account the money came from and the provider's transaction ID. */
    senderAccount: z.optional(z.string().check(z.trim(), z.minLength(3), z.maxLength(40))),
    trxId: z.optional(z.string().check(z.trim(), z.minLength(4), z.maxLength(40))),
    /** Gateway methods: the site path the provider page sends the player back to. */
    returnPath: z.optional(
      z.string().check(z.maxLength(200), z.regex(/^\/(?!\/)[\w\-./?=&%]*$/, 'must be a path on this site')),
    ),
    idempotencyKey,
  }),
  value: z.object({
    deposit,
    /** Gateway methods: the provider's payment page to open; null for trx-id methods. */
    paymentUrl: z.nullable(z.string()),
  }),
});

export const depositsCall = defineCall({
  method: 'GET',
  path: '/wps/payment/deposits',
  auth: true,
  query: z.object({ page, pageSize }),
  value: pagedOf(deposit),
});
