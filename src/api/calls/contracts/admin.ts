/**
 * Operator contract calls behind the admin token: give a top agent their own contract (the operator is their
 * upline), and settle the closed periods of a kind now (tests and operators; the scheduled jobs do the same).
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { contractKind, contractOut, contractTiers, dividendPeriod } from './contract';

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/));

export const adminGrantContractCall = defineCall({
  method: 'POST',
  path: '/admin/contracts/grant',
  auth: false,
  body: z.strictObject({
    merchantCode,
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    kind: contractKind,
    tiers: contractTiers,
    period: z.optional(dividendPeriod),
    confirmTerminations: z._default(z.boolean(), false),
  }),
  value: z.object({ contract: contractOut, terminated: z.array(contractOut) }),
});

export const adminSettleContractsCall = defineCall({
  method: 'POST',
  path: '/admin/contracts/settle',
  auth: false,
  body: z.strictObject({
    merchantCode,
    kind: contractKind,
    /** Settles every closed period of the kind that ended at or before this instant (default: now). */
    until: z.optional(z.iso.datetime({ offset: true })),
  }),
  value: z.object({ settled: z.int(), paid: z.int(), amount: z.int() }),
});
