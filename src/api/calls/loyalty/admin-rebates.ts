/**
 * Operator call behind the admin token: settles the daily rebates of a merchant's day now (tests and
 * operators; the scheduled job does the same every hour for each closed day). Settling a day twice pays once.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';

export const adminSettleRebatesCall = defineCall({
  method: 'POST',
  path: '/admin/rebates/settle',
  auth: false,
  body: z.strictObject({
    merchantCode: z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/)),
    /** The merchant-local day, yyyy-mm-dd; it must have ended. */
    day: z.iso.date(),
  }),
  value: z.object({ members: z.int().check(z.gte(0)), paid: z.int().check(z.gte(0)) }),
});
