/**
 * Operator API of the reference platform (behind the admin token, like admin-money.ts) for the payment
 * provider's callbacks: the log of every refused or unmatched callback, and the cases a person must look at
 * (a payment reported for a rejected or unknown deposit, an amount that does not match, a decline of a credited
 * deposit). platform/money/gateway.ts says which callback becomes what.
 */
import { z } from 'zod/mini';
import { defineCall } from './define-call';

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/));

export const CALLBACK_LOG_OUTCOMES = ['refused', 'cased', 'credited_late', 'ignored'] as const;
export const GATEWAY_CASE_RESOLUTIONS = ['credited', 'refunded', 'dismissed'] as const;

/** Newest first, at most 200. */
export const adminGatewayCallbacksCall = defineCall({
  method: 'GET',
  path: '/admin/gateway/callbacks',
  auth: false,
  query: z.object({ merchantCode: z.optional(merchantCode), outcome: z.optional(z.enum(CALLBACK_LOG_OUTCOMES)) }),
  value: z.array(
    z.object({
      id: z.int(),
      receivedAt: z.string(),
      outcome: z.enum(CALLBACK_LOG_OUTCOMES),
      reason: z.string(),
      /** What the body claimed (null when it could not be read). */
      merchantCode: z.nullable(z.string()),
      paymentId: z.nullable(z.string()),
      depositId: z.nullable(z.int()),
      caseId: z.nullable(z.int()),
      /** The body as received (its first 4 kB), control characters written as `\u0000`. */
      body: z.string(),
      bodyBytes: z.int(),
    }),
  ),
});

const gatewayCase = z.object({
  id: z.int(),
  /** Null when the callback named a merchant the platform does not have. */
  merchantCode: z.nullable(z.string()),
  /** The provider's reference of the payment. */
  paymentId: z.string(),
  depositId: z.nullable(z.int()),
  /** What the provider reported, in minor units. */
  amount: z.nullable(z.int()),
  reportedStatus: z.enum(['paid', 'declined']),
  reason: z.string(),
  openedAt: z.string(),
  resolvedAt: z.nullable(z.string()),
  resolution: z.nullable(z.enum(GATEWAY_CASE_RESOLUTIONS)),
  note: z.nullable(z.string()),
});

/** Open cases oldest first, or resolved ones newest first; at most 200. */
export const adminGatewayCasesCall = defineCall({
  method: 'GET',
  path: '/admin/gateway/cases',
  auth: false,
  query: z.object({
    merchantCode: z.optional(merchantCode),
    status: z._default(z.enum(['open', 'resolved']), 'open'),
  }),
  value: z.array(gatewayCase),
});

/**
 * Records what the operator did about a case; it moves no money (a credit by hand is a balance adjustment).
 * An unknown or already resolved case is 404 not_found / 409 request_already_handled.
 */
export const adminGatewayCaseResolveCall = defineCall({
  method: 'POST',
  path: '/admin/gateway/cases/resolve',
  auth: false,
  body: z.strictObject({
    caseId: z.int().check(z.positive()),
    resolution: z.enum(GATEWAY_CASE_RESOLUTIONS),
    note: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  }),
  value: gatewayCase,
});
