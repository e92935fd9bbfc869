/**
 * Deposits (member centre depositv2). A trx-id method: the player pays the operator's receiving account in
 * their e-wallet or bank app, then submits the amount, the sender account and the transaction ID; an
 * operator approves it. A gateway method: the answer carries the provider's payment page to open; the
 * provider's signed callback credits the wallet.
 */
import { z } from 'zod';
import { defineCall } from '../define-call';
import { amount, idempotencyKey, page, pagedOf, pageSize } from './amounts';

const methodCode = z.string().regex(/^[a-z0-9-]{2,30}$/);

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;

export const deposit = z.object({
  id: z.number().int(),
  methodCode: z.string(),
  kind: z.enum(['trx-id', 'gateway']),
  amount,
  /** Kept by the operator: the wallet is credited amount - fee. */
  fee: z.int().min(0),
  status: z.enum(DEPOSIT_STATUSES),
  senderAccount: z.string().nullable(),
  trxId: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
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
    senderAccount: z.string().trim().min(3).max(40).optional(),
    trxId: z.string().trim().min(4).max(40).optional(),
    /** Gateway methods: the site path the provider page sends the player back to. */
    returnPath: z
      .string()
      .max(200)
      .regex(/^\/(?!\/)[\w\-./?=&%]*$/, 'must be a path on this site')
      .optional(),
    idempotencyKey,
  }),
  value: z.object({
    deposit,
    /** Gateway methods: the provider's payment page to open; null for trx-id methods. */
    paymentUrl: z.string().nullable(),
  }),
});

export const depositsCall = defineCall({
  method: 'GET',
  path: '/wps/payment/deposits',
  auth: true,
  query: z.object({ page, pageSize }),
  value: pagedOf(deposit),
});
