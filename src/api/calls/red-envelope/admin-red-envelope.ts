/**
 * The operator's side of the red envelope (reference platform, behind the admin token like the rest of /admin):
 * scheduling a round and reading rounds with their exact budget, what is left and how many envelopes were opened.
 * Amounts are minor units.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/));
const minor = z.int().check(z.positive(), z.lte(10_000_000_000_000));

export const adminRedEnvelopeRound = z.object({
  id: z.int().check(z.positive()),
  /** 'daily:<yyyy-mm-dd>' (the tenant file's standing round) or 'scheduled:<key>'. */
  roundKey: z.string(),
  kind: z.enum(['daily', 'scheduled']),
  startsAt: z.string(),
  endsAt: z.string(),
  budget: z.int().check(z.gte(0)),
  remaining: z.int().check(z.gte(0)),
  minAmount: z.int().check(z.gte(0)),
  maxAmount: z.int().check(z.gte(0)),
  openedCount: z.int().check(z.gte(0)),
  /** Sum of the envelopes opened (budget − remaining), for reconciliation with the ledger. */
  paid: z.int().check(z.gte(0)),
});
export type AdminRedEnvelopeRound = z.infer<typeof adminRedEnvelopeRound>;

/**
 * Schedules a round from `startsAt` to `endsAt` (ISO instants). `key` names it: sending the same key again with the
 * same round answers that round (a retried request creates nothing), with another round request_already_handled
 * (409). While it runs, a scheduled round is the one players open (before the standing daily round).
 */
export const adminRedEnvelopeScheduleCall = defineCall({
  method: 'POST',
  path: '/admin/redEnvelope/rounds',
  auth: false,
  body: z
    .strictObject({
      merchantCode,
      key: z.string().check(z.regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 lower-case letters, digits or -')),
      startsAt: z.iso.datetime({ offset: true }),
      endsAt: z.iso.datetime({ offset: true }),
      budget: minor,
      minAmount: minor,
      maxAmount: minor,
    })
    .check(
      z.refine((round) => Date.parse(round.endsAt) > Date.parse(round.startsAt), {
        path: ['endsAt'],
        message: 'must be after startsAt',
      }),
      z.refine((round) => round.maxAmount >= round.minAmount, { path: ['maxAmount'], message: 'must be ≥ minAmount' }),
      z.refine((round) => round.budget >= round.minAmount, { path: ['budget'], message: 'must be ≥ minAmount' }),
    ),
  value: adminRedEnvelopeRound,
});

/** The merchant's rounds, newest start first (at most 100). */
export const adminRedEnvelopeRoundsCall = defineCall({
  method: 'GET',
  path: '/admin/redEnvelope/rounds',
  auth: false,
  query: z.object({ merchantCode }),
  value: z.array(adminRedEnvelopeRound).check(z.maxLength(100)),
});
