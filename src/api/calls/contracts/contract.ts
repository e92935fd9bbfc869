/**
 * Agent contracts: what an upline offers a direct downline — a dividend on the team's loss, or a daily, hourly or
 * real-time salary on the team's valid bets — as rate tiers. A tier applies when the period's base (valid bets; for
 * dividends the team's net loss) and active members reach it; the highest tier reached gives the rate, in percent.
 * Amounts are minor units.
 */
import { z } from 'zod/mini';

export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export const contractKind = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof contractKind>;

/** The agent centre's page gate per kind: the agent-centre page of each kind shows when that kind is enabled. */
export const CONTRACT_GATES = {
  dividend: 'enableCt',
  daily_salary: 'salary',
  hourly_salary: 'hourSalary',
  realtime_salary: 'agentRealtimeSalary',
} as const satisfies Record<ContractKind, string>;

export const DIVIDEND_PERIODS = ['day', 'week', 'semimonth', 'month'] as const;
export const dividendPeriod = z.enum(DIVIDEND_PERIODS);

export const CONTRACT_STATUSES = ['offered', 'accepted', 'rejected', 'terminated', 'completed'] as const;
export const MAX_CONTRACT_TIERS = 10;
/** The highest rate any contract may carry, in percent: salaries are far below, dividends share a loss. */
export const MAX_CONTRACT_RATE = 100;

export const contractTier = z.strictObject({
  /** The period's base that reaches this tier: valid bets (salaries) or net team loss (dividends). */
  minBase: z.int().check(z.gte(0), z.lte(10_000_000_000_000)),
  /** Members of the team with at least one settled bet in the period. */
  minActive: z.int().check(z.gte(0), z.lte(1_000_000)),
  /** Percent of the base; at most 3 decimals. */
  rate: z.number().check(z.gte(0), z.lte(MAX_CONTRACT_RATE), z.multipleOf(0.001)),
});
export type ContractTier = z.infer<typeof contractTier>;

/** Tiers in increasing order of both thresholds and rate, the first from 0 and 0. */
export const contractTiers = z.array(contractTier).check(
  z.minLength(1),
  z.maxLength(MAX_CONTRACT_TIERS),
  z.superRefine((tiers, ctx) => {
    tiers.forEach((tier, index) => {
      const previous = tiers[index - 1];
      if (!previous) return;
      if (tier.minBase < previous.minBase || tier.minActive < previous.minActive || tier.rate <= previous.rate) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: 'each tier must ask at least as much as the one before and pay a higher rate',
        });
      }
    });
  }),
);

export const contractOut = z.object({
  id: z.int(),
  kind: contractKind,
  /** The offering upline's account, or null for the operator. */
  upline: z.nullable(z.string()),
  downline: z.string(),
  tiers: z.array(contractTier),
  maxRate: z.number(),
  period: z.nullable(dividendPeriod),
  status: z.enum(CONTRACT_STATUSES),
  /** A termination one side asked for and the other has not answered. */
  terminationRequestedBy: z.nullable(z.enum(['upline', 'downline'])),
  createdAt: z.string(),
  acceptedAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
});
export type ContractOut = z.infer<typeof contractOut>;
