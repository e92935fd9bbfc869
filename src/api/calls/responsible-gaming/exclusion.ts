/**
 * Time-out and self-exclusion (responsible gaming). A player takes a break for one of the merchant's periods
 * (tenant file `responsibleGaming`): a time-out (24h, 7d, 30d) or a self-exclusion (6m, 1y, 5y). Until it ends the
 * platform refuses a new sign-in with `account_excluded` `{ endsAt }`, and refuses play, deposits, transfers to games,
 * red envelopes and bonus claims in the session that took it; withdrawals and the account pages still work, so the
 * balance can be taken out. Nobody ends it early: the player has no call to, an agent neither, and the operator's
 * only call moves the end later.
 *
 * Failures of taking one: `exclusion_period_unknown` (a period the merchant does not offer), `exclusion_active` (one
 * is running), `exclusion_withdrawal_pending` (a withdrawal still waits for the operator: it would otherwise be
 * decided while the player cannot sign in to see it), `in_incorrect_password` (the confirmation).
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';

export const TIME_OUT_PERIODS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export const EXCLUSION_PERIODS = [...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export const EXCLUSION_KINDS = ['time-out', 'self-exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** The end of a break of `period` that starts at `start`: hours and days exactly, months and years on the calendar (UTC). */
export function exclusionEnd(start: Date, period: ExclusionPeriod): Date {
  const end = new Date(start.getTime());
  const amount = Number(period.slice(0, -1));
  switch (period.at(-1)) {
    case 'h':
      end.setUTCHours(end.getUTCHours() + amount);
      break;
    case 'd':
      end.setUTCDate(end.getUTCDate() + amount);
      break;
    case 'm':
      end.setUTCMonth(end.getUTCMonth() + amount);
      break;
    default:
      end.setUTCFullYear(end.getUTCFullYear() + amount);
  }
  return end;
}

/** What the tenant file's `responsibleGaming.forfeitBonuses` may say. */
export type BonusForfeitRule = 'never' | 'self-exclusion' | 'any-break';

/**
 * Whether a break of `kind` forfeits the player's pending bonuses under `rule`: waiting promotion applications are
 * cancelled and bonuses still locked under their turnover taken back (platform/promotions/forfeit.ts).
 */
export const breakForfeitsBonuses = (rule: BonusForfeitRule, kind: ExclusionKind): boolean =>
  rule === 'any-break' || (rule === 'self-exclusion' && kind === 'self-exclusion');

export const exclusion = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  period: z.enum(EXCLUSION_PERIODS),
  /** ISO date-times. */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Exclusion = z.infer<typeof exclusion>;

/** The running break, if any, and the periods the merchant offers. */
export const exclusionStateCall = defineCall({
  method: 'GET',
  path: '/wps/member/responsible-gaming',
  auth: true,
  value: z.object({
    current: z.nullable(exclusion),
    timeOutPeriods: z.array(z.enum(TIME_OUT_PERIODS)),
    selfExclusionPeriods: z.array(z.enum(SELF_EXCLUSION_PERIODS)),
  }),
});

/** Takes a break, confirmed with the sign-in password (encrypted); other sessions of the member are signed out. */
export const takeExclusionCall = defineCall({
  method: 'POST',
  path: '/wps/member/responsible-gaming',
  auth: true,
  encrypted: true,
  body: z.strictObject({
    kind: z.enum(EXCLUSION_KINDS),
    period: z.enum(EXCLUSION_PERIODS),
    password: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
  value: exclusion,
});

/**
 * Operator: moves the end of a member's running break later (never earlier: `exclusion_not_longer`; no running
 * break: `not_found`).
 */
export const adminExtendExclusionCall = defineCall({
  method: 'POST',
  path: '/admin/responsible-gaming/extend',
  auth: false,
  body: z.strictObject({
    merchantCode: z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/)),
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    endsAt: z.iso.datetime(),
  }),
  value: exclusion,
});
