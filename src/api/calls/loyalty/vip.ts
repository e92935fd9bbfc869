/**
 * VIP (public state hasVip, vipLabelName, vipRankLevel): the member's level from their cumulative valid bets, the
 * merchant's levels with each one's rebate percentages, and the progress to the next level. Amounts are minor units;
 * `label` names a level the sites translate (vip.levels.<label>).
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';

const minor = z.int().check(z.gte(0));

export const vipLevelInfo = z.object({
  /** 0 for the first level (every player), counting up. */
  rank: z.int().check(z.gte(0)),
  label: z.string(),
  minValidBet: minor,
  /** Rebate in percent of valid bets per game type (RNG, LIVE …); a type not listed earns none. */
  rebatePercent: z.record(z.string(), z.number().check(z.gte(0))),
});
export type VipLevelInfo = z.infer<typeof vipLevelInfo>;

export const vipCall = defineCall({
  method: 'GET',
  path: '/wps/member/vip',
  auth: true,
  value: z.object({
    rank: z.int().check(z.gte(0)),
    /** The player's cumulative valid bets (settled rounds of every game). */
    validBetTotal: minor,
    levels: z.array(vipLevelInfo).check(z.minLength(1)),
  }),
});
