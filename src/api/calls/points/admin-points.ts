/**
 * Operator calls behind the admin token: the redeem requests waiting for a decision (goods items), and the
 * decision. Approving a cash item that waits pays it through the ledger; rejecting returns the points. A request
 * is decided once: a second decision answers request_already_handled.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { pointsRedeem } from './points';

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/));

export const adminPointRedeemsCall = defineCall({
  method: 'GET',
  path: '/admin/points/redeems',
  auth: false,
  query: z.object({ merchantCode }),
  value: z.object({ redeems: z.array(z.extend(pointsRedeem, { username: z.string() })) }),
});

export const adminDecidePointRedeemCall = defineCall({
  method: 'POST',
  path: '/admin/points/redeems/decide',
  auth: false,
  body: z.strictObject({
    merchantCode,
    redeemId: z.int().check(z.positive()),
    decision: z.enum(['approve', 'reject']),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(140))),
  }),
  value: pointsRedeem,
});
