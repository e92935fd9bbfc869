/**
 * Contract calls. The side of a member receiving contracts (any member may be offered one by their upline: the
 * after-login contract overlay) sits under /wps/relay/ like the other contract-processing calls (dividend and salary);
 * offering contracts down the tree sits under /wps/agent/, agents only.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { page, pagedOf, pageSize } from '../money/amounts';
import { contractKind, contractOut, contractTiers, dividendPeriod } from './contract';

/** The member's contracts: the accepted one per kind, the offers and termination requests awaiting them. */
export const myContractsCall = defineCall({
  method: 'GET',
  path: '/wps/relay/contracts',
  auth: true,
  value: z.object({
    /** Accepted contracts the member receives, one per kind at most. */
    own: z.array(contractOut),
    /** Offers to the member, and termination requests by the other side of one of their contracts. */
    pending: z.array(contractOut),
  }),
});

export const contractAnswer = z.enum(['accept', 'reject']);

/**
 * Accepts or rejects an offer. Accepting a contract whose rate is below contracts the member has offered down the tree
 * ends those: without `confirmTerminations` the call answers contract_downline_conflict listing them; with it they end.
 */
export const answerOfferCall = defineCall({
  method: 'POST',
  path: '/wps/relay/contracts/answer',
  auth: true,
  body: z.strictObject({
    contractId: z.int().check(z.positive()),
    answer: contractAnswer,
    confirmTerminations: z._default(z.boolean(), false),
  }),
  value: z.object({ contract: contractOut, terminated: z.array(contractOut) }),
});

/** Either side of an accepted contract asks to end it; the other side answers. */
export const requestTerminationCall = defineCall({
  method: 'POST',
  path: '/wps/relay/contracts/terminate',
  auth: true,
  body: z.strictObject({ contractId: z.int().check(z.positive()) }),
  value: contractOut,
});

export const answerTerminationCall = defineCall({
  method: 'POST',
  path: '/wps/relay/contracts/termination/answer',
  auth: true,
  body: z.strictObject({ contractId: z.int().check(z.positive()), answer: contractAnswer }),
  value: z.object({ contract: contractOut, terminated: z.array(contractOut) }),
});

export const settlementOut = z.object({
  contractId: z.int(),
  kind: contractKind,
  periodStart: z.string(),
  periodEnd: z.string(),
  base: z.int(),
  activeMembers: z.int(),
  rate: z.number(),
  gross: z.int(),
  passedDown: z.int(),
  amount: z.int(),
  settledAt: z.string(),
});
export type SettlementOut = z.infer<typeof settlementOut>;

/** Settlements of the member's own contracts of a kind, newest first. */
export const mySettlementsCall = defineCall({
  method: 'GET',
  path: '/wps/relay/contracts/settlements',
  auth: true,
  query: z.object({ kind: contractKind, page, pageSize }),
  value: pagedOf(settlementOut),
});

/** Contracts the agent has offered to direct downlines (live and ended), newest first. */
export const downlineContractsCall = defineCall({
  method: 'GET',
  path: '/wps/agent/contracts',
  auth: true,
  query: z.object({ kind: contractKind }),
  value: z.array(contractOut),
});

export const offerContractCall = defineCall({
  method: 'POST',
  path: '/wps/agent/contracts/offer',
  auth: true,
  body: z
    .strictObject({
      /** A direct downline's account. */
      downline: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      kind: contractKind,
      tiers: contractTiers,
      period: z.optional(dividendPeriod),
    })
    .check(
      z.refine((offer) => (offer.kind === 'dividend') === (offer.period !== undefined), {
        message: 'a dividend needs a period; a salary has none',
        path: ['period'],
      }),
    ),
  value: contractOut,
});
