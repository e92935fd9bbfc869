/**
 * Operator: the players of a merchant whose own limits refused them often in the last 24 hours (a deposit, a stake or
 * a game launch over a limit, each refusal counted), a simple marker of risk to look at each day: a player who keeps
 * trying after being told "your limit is reached" may be chasing losses. At least `minRefusals` (default 3: one
 * refusal is the limit working, a third in a day is a pattern) and at most 200 players, most refusals first, each
 * with the limits that refused them. Reading the list is in the audit log (it names players at risk).
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { LIMIT_KINDS, LIMIT_PERIODS } from './limits';

/** The threshold the list starts at when the operator names none. */
export const DEFAULT_MIN_REFUSALS = 3;
/** The window the list counts: the last day. */
export const REFUSAL_WINDOW_HOURS = 24;

export const limitRefuser = z.object({
  memberId: z.int(),
  username: z.string(),
  refusals: z.int(),
  /** Each limit that refused the player in the window, with how often. */
  limits: z.array(z.object({ kind: z.enum(LIMIT_KINDS), period: z.enum(LIMIT_PERIODS), refusals: z.int() })),
  lastAt: z.string(),
});
export type LimitRefuser = z.infer<typeof limitRefuser>;

export const adminLimitRefusersCall = defineCall({
  method: 'GET',
  path: '/admin/responsible-gaming/refusals',
  auth: false,
  query: z.object({
    merchantCode: z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/)),
    minRefusals: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000)), DEFAULT_MIN_REFUSALS),
  }),
  value: z.object({
    /** The window's start (ISO date-time): refusals since then count. */
    since: z.string(),
    minRefusals: z.int(),
    players: z.array(limitRefuser),
  }),
});
