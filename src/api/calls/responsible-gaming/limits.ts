/**
 * Limits a player sets for themselves (responsible gaming): a deposit, loss and wager (turnover) limit per day, week
 * and month, and a session time limit. Money limits are in minor units, the session limit in minutes.
 *
 * Lowering a limit, or setting one where there was none, applies at once; raising or removing one applies only after
 * the merchant's cooling-off period (tenant `responsibleGaming.coolingOffHours`, default 24): until then the limit in
 * force stays and the change waits as `pending` with its date. Lowering also drops a waiting raise.
 *
 * Periods are the merchant's (tenant `timeZone`): the calendar day, the ISO week (Monday first) and the calendar
 * month. What counts: deposits asked for in the period that are not rejected or expired (pending ones count, so a
 * pile of claims cannot pass the limit before the operator decides); the stakes of rounds placed in the period, less
 * a vendor's rolled-back ones (wager); those stakes less their wins (loss; a round still open counts its stake as
 * lost). A stake is refused when it could take the wager or the loss past a limit (used + stake > limit), a deposit
 * when the deposited sum would pass it, a game launch when a loss or wager limit is used up, and play of any kind
 * once the session has lasted its limit since sign-in (the session then ends: sign in again to play).
 *
 * Failures of setting: `limit_invalid` (not a whole number above zero, a period the kind has not, a slot named
 * twice), `limit_above_maximum` (above the merchant's maximum). Each names the slot; nothing is saved unless all
 * are right. The refusal of a deposit, stake or launch is `limit_reached` `{ kind, period, limit, resetsAt }`.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';

export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const MONEY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const LIMIT_PERIODS = [...MONEY_LIMIT_PERIODS, 'session'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Every limit a player can set, in the order the page shows them: each money kind per period, then the session. */
export const LIMIT_SLOTS: readonly { kind: LimitKind; period: LimitPeriod }[] = [
  ...MONEY_LIMIT_KINDS.flatMap((kind) => MONEY_LIMIT_PERIODS.map((period) => ({ kind, period }))),
  { kind: 'session', period: 'session' },
];

/** Whether `period` is one of `kind`'s (the session limit has the session, money limits a day, week or month). */
export const isLimitSlot = (kind: LimitKind, period: LimitPeriod): boolean =>
  (kind === 'session') === (period === 'session');

/** The longest session limit, in minutes (a day). */
export const SESSION_LIMIT_MAXIMUM_MINUTES = 24 * 60;

export const limitSlot = z.object({ kind: z.enum(LIMIT_KINDS), period: z.enum(LIMIT_PERIODS) });

export const limit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** In force now (minor units or minutes), null for none. */
  value: z.nullable(z.number()),
  /** A raise or removal waiting for its cooling-off to end: the value it will have then (null: removed). */
  pending: z.nullable(z.object({ value: z.nullable(z.number()), appliesAt: z.string() })),
  /** Used in the current period (minor units), or minutes of this session so far. */
  used: z.number(),
  /** When the current period ends (ISO date-time); null for the session limit. */
  resetsAt: z.nullable(z.string()),
});
export type Limit = z.infer<typeof limit>;

const limitsState = z.object({
  limits: z.array(limit),
  coolingOffHours: z.number(),
  /** The highest money limit the merchant accepts (minor units) and the longest session (minutes). */
  moneyMaximum: z.number(),
  sessionMaximumMinutes: z.number(),
});

/** The member's limits, one per slot (LIMIT_SLOTS order), with what is used of each. */
export const limitsStateCall = defineCall({
  method: 'GET',
  path: '/wps/member/responsible-gaming/limits',
  auth: true,
  value: limitsState,
});

/**
 * Sets one or more limits at once (`value` null removes one); answers the state after. Values are checked here
 * as numbers only, so the platform can name the slot of a wrong one (`limit_invalid`).
 */
export const setLimitsCall = defineCall({
  method: 'POST',
  path: '/wps/member/responsible-gaming/limits',
  auth: true,
  body: z.strictObject({
    limits: z
      .array(
        z.strictObject({ kind: z.enum(LIMIT_KINDS), period: z.enum(LIMIT_PERIODS), value: z.nullable(z.number()) }),
      )
      .check(z.minLength(1), z.maxLength(LIMIT_SLOTS.length)),
  }),
  value: limitsState,
});
