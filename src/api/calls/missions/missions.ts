/**
 * Missions and leaderboard (member centre missionLeaderboard; mission summary and leaderboard under /wps/relay/,
 * session token). The merchant defines daily and weekly missions (tenant file `missions`); periods are the merchant's
 * day and week (Monday first) in its time zone. Progress counts the player's settled bets (rounds, valid bets) and
 * approved deposits of the current period. A completed mission is claimed once per period: the claim itself is the
 * idempotency key (member, mission, period pays once). Amounts are minor units; a rounds mission's `target` and
 * `progress` are round counts.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { gameType } from '../games/game';

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
export const MISSION_KINDS = ['rounds', 'turnover', 'deposit'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
/** in_progress: not reached yet; claimable: reached, not claimed; claimed: paid for this period. */
export const MISSION_STATES = ['in_progress', 'claimable', 'claimed'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

export const missionPeriod = z.enum(MISSION_PERIODS);
/** The period's local first day (yyyy-mm-dd in the merchant's time zone). */
export const periodKey = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a yyyy-mm-dd day'));
export const missionId = z.string().check(z.regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 lower-case letters, digits or -'));

const count = z.int().check(z.gte(0), z.lte(10_000_000_000_000));

export const mission = z.object({
  id: missionId,
  period: missionPeriod,
  kind: z.enum(MISSION_KINDS),
  /** Only bets of this game type count (rounds, turnover); null: every game. */
  gameType: z.nullable(gameType),
  /** Rounds, or minor units (turnover, deposit). */
  target: count,
  /** So far in this period (may exceed the target). */
  progress: count,
  reward: count,
  state: z.enum(MISSION_STATES),
});
export type Mission = z.infer<typeof mission>;

const periodWindow = {
  period: missionPeriod,
  key: periodKey,
  /** ISO instants, [start, end). */
  start: z.string(),
  end: z.string(),
};

export const missionPeriodSummary = z.object({ ...periodWindow, missions: z.array(mission) });
export type MissionPeriodSummary = z.infer<typeof missionPeriodSummary>;

export const missionSummaryCall = defineCall({
  method: 'GET',
  path: '/wps/relay/missionSummary',
  auth: true,
  /** Daily then weekly; `claimableCount` is the red badge of the page. */
  value: z.object({ periods: z.array(missionPeriodSummary), claimableCount: z.int().check(z.gte(0)) }),
});

/**
 * Claims a completed mission of the current period: its reward goes from the merchant's bonus account to the
 * main wallet. Refusals: mission_not_found (404: no such mission at this merchant), mission_period_over (409:
 * `periodKey` is not the current period any more), mission_not_complete (409), mission_already_claimed (409).
 */
export const missionClaimCall = defineCall({
  method: 'POST',
  path: '/wps/relay/missionClaim',
  auth: true,
  body: z.strictObject({ missionId, periodKey }),
  value: z.object({ missionId, periodKey, reward: count, balance: count }),
});

/** How many players the leaderboard ranks. */
export const LEADERBOARD_SIZE = 20;

export const leaderboardRow = z.object({
  rank: z.int().check(z.gte(1)),
  /** Masked username (first two characters and the last one). */
  name: z.string(),
  /** Valid bets of settled rounds in the period, minor units. */
  turnover: count,
  /** This row is the player asking. */
  self: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

export const missionLeaderboardCall = defineCall({
  method: 'GET',
  path: '/wps/relay/missionLeaderboard',
  auth: true,
  query: z.object({ period: z._default(missionPeriod, 'daily') }),
  /** The top players of the period by turnover, and the player's own rank (null without a bet in it). */
  value: z.object({
    ...periodWindow,
    rows: z.array(leaderboardRow).check(z.maxLength(LEADERBOARD_SIZE)),
    own: z.object({ rank: z.nullable(z.int().check(z.gte(1))), turnover: count }),
  }),
});
