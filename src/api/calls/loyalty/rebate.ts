/**
 * Rebates (cash back): a percentage of each settled bet's valid amount, by game type and VIP level, paid through the
 * ledger. `mode` is how this merchant pays: 'daily' (a scheduled job pays each closed day) or 'manual' (whitelabel flag
 * MANPLAYREB3: the player claims what has accrued, on the manual rebate page). Every bet is paid at most once,
 * whichever way. Amounts are minor units.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { page, pagedOf, pageSize } from '../money/amounts';

const minor = z.int().check(z.gte(0));

export const REBATE_MODES = ['daily', 'manual'] as const;

export const rebateLine = z.object({
  gameType: z.string(),
  validBet: minor,
  /** Percent of valid bets at the level the payment was computed with. */
  percent: z.number().check(z.gte(0)),
  amount: minor,
});
export type RebateLine = z.infer<typeof rebateLine>;

/** What has accrued since the last payment, not paid yet. */
export const rebateAccrued = z.object({
  /** Bets placed from here on are not paid yet. */
  since: z.nullable(z.string()),
  until: z.string(),
  vipLabel: z.string(),
  lines: z.array(rebateLine),
  amount: minor,
});

export const rebateCall = defineCall({
  method: 'GET',
  path: '/wps/member/rebate',
  auth: true,
  value: z.object({ mode: z.enum(REBATE_MODES), accrued: rebateAccrued }),
});

/** Manual rebate (MANPLAYREB3 only): pays what has accrued. Refused when nothing has, or in daily mode. */
export const rebateClaimCall = defineCall({
  method: 'POST',
  path: '/wps/member/rebate/claim',
  auth: true,
  body: z.strictObject({}),
  value: z.object({ amount: minor, balance: minor }),
});

export const rebatePayment = z.object({
  id: z.int(),
  paidAt: z.string(),
  from: z.nullable(z.string()),
  to: z.string(),
  mode: z.enum(REBATE_MODES),
  vipLabel: z.string(),
  amount: minor,
  lines: z.array(rebateLine),
});
export type RebatePayment = z.infer<typeof rebatePayment>;

export const rebateHistoryCall = defineCall({
  method: 'GET',
  path: '/wps/member/rebate/history',
  auth: true,
  query: z.object({ page, pageSize }),
  value: pagedOf(rebatePayment),
});
