/**
 * Operator contract calls behind the admin token: give a top agent their own contract (the operator is their
 * upline), and settle the closed periods of a kind now (tests and operators; the scheduled jobs do the same).
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { CONTRACT_STATUSES, contractKind, contractOut, contractTiers, dividendPeriod } from './contract';

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

/**
 * The merchant's contracts for the console, newest first (at most 200): live ones (offered, accepted) by default,
 * or those of one status. `upline` null: the operator granted it.
 */
export const adminContractsCall = defineCall({
  method: 'GET',
  path: '/admin/contracts',
  auth: false,
  query: z.object({
    merchantCode,
    status: z.optional(z.enum(['live', ...CONTRACT_STATUSES])),
  }),
  value: z.array(contractOut),
});

/**
 * The operator ends a contract it granted (upline null), as one side of it: when the agent has asked to end it, this
 * agrees and the contract ends (with the contracts down the tree it takes); otherwise it asks, and the agent answers
 * on their contracts page. Contracts between two members are theirs to end (not_found here).
 */
export const adminTerminateContractCall = defineCall({
  method: 'POST',
  path: '/admin/contracts/terminate',
  auth: false,
  body: z.strictObject({ merchantCode, contractId: z.int().check(z.positive()) }),
  value: z.object({ contract: contractOut, terminated: z.array(contractOut) }),
});
