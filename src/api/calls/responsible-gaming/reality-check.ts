/**
 * The reality check (responsible gaming): a reminder every N minutes of play showing how long the session has lasted
 * and its net result, with "continue" and "stop". N is the player's choice among REALITY_CHECK_CHOICES, else the
 * merchant's default (tenant `responsibleGaming.realityCheckMinutes`, default 60). The session is the signed-in one:
 * time from its sign-in, and the net result of the member's rounds placed since then (wins less stakes, in minor
 * units; a vendor's rolled-back round left out, an open one counted as staked). The game pages ask for it when the
 * interval comes round, so the numbers are the platform's.
 *
 * Failure of setting: `reality_check_interval_unknown` (a number of minutes not offered).
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';

export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;

const realityCheck = z.object({
  /** Minutes between reminders: the player's choice, else the merchant's default. */
  intervalMinutes: z.number(),
  choices: z.array(z.number()),
  /** ISO date-time of this session's sign-in. */
  sessionStartedAt: z.string(),
  /** Whole minutes since then. */
  playedMinutes: z.number(),
  /** Wins less stakes of the rounds placed since then (minor units; negative: a loss). */
  net: z.number(),
  rounds: z.number(),
});
export type RealityCheck = z.infer<typeof realityCheck>;

export const realityCheckCall = defineCall({
  method: 'GET',
  path: '/wps/member/responsible-gaming/reality-check',
  auth: true,
  value: realityCheck,
});

/** The player's interval; answers the reality check with it. */
export const setRealityCheckCall = defineCall({
  method: 'POST',
  path: '/wps/member/responsible-gaming/reality-check',
  auth: true,
  body: z.strictObject({ intervalMinutes: z.number() }),
  value: realityCheck,
});
