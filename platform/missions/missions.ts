/**
 * A merchant's missions (tenant `missions`) and a member's progress in the current period. Periods are the
 * merchant's day and week (Monday first) in its time zone, from core/merchant-periods.ts. Progress reads real
 * data only: the member's settled bets of the period (rounds and valid bets, per game type, from the betting
 * record's index) and the deposits approved in it (by the time the money was credited).
 */

import type { GameType } from '../../src/api/calls/games/game';
import type {
  Mission,
  MissionKind,
  MissionPeriod,
  MissionPeriodSummary,
  MissionState,
} from '../../src/api/calls/missions/missions';
import { type Period, periodOf } from '../core/merchant-periods';
import type { Database } from '../db/database';
import { toMinor } from '../ledger/minor-units';
import type { Merchant } from '../merchants/merchants';

export interface MissionRule {
  id: string;
  period: MissionPeriod;
  kind: MissionKind;
  gameType: GameType | null;
  /** Rounds, or minor units. */
  target: number;
  /** Minor units. */
  reward: number;
}

/** The merchant's missions in the order its file lists them, amounts in minor units. */
export function missionRules(merchant: Merchant): MissionRule[] {
  return merchant.tenant.missions.map((mission) => ({
    id: mission.id,
    period: mission.period,
    kind: mission.kind,
    gameType: mission.kind === 'deposit' ? null : (mission.gameType ?? null),
    target: mission.kind === 'rounds' ? mission.target : toMinor(mission.target),
    reward: toMinor(mission.reward),
  }));
}

/** The period of `kind` containing `now` in the merchant's time zone. */
export const missionWindow = (merchant: Merchant, period: MissionPeriod, now: Date): Period =>
  periodOf(period === 'daily' ? 'day' : 'week', now, merchant.tenant.timeZone);

/** What a member did in one period: settled rounds and valid bets per game type, approved deposits. */
export interface PeriodActivity {
  byType: Map<string, { rounds: number; turnover: number }>;
  deposited: number;
}

export async function periodActivity(db: Database, memberId: number, window: Period): Promise<PeriodActivity> {
  // sum() of bigint is numeric: the casts keep amounts integers. Both reads walk one member's slice of an index.
  const [bets, deposits] = await Promise.all([
    db.query<{ game_type: string; rounds: number; turnover: number }>(
      `SELECT game_type, count(*) AS rounds, coalesce(sum(valid_bet), 0)::bigint AS turnover FROM bets
       WHERE member_id = $1 AND placed_at >= $2 AND placed_at < $3 AND status = 'settled'
       GROUP BY game_type`,
      [memberId, window.start, window.end],
    ),
    db.query<{ deposited: number }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS deposited FROM deposits
       WHERE member_id = $1 AND status = 'approved' AND decided_at >= $2 AND decided_at < $3`,
      [memberId, window.start, window.end],
    ),
  ]);
  return {
    byType: new Map(bets.map((row) => [row.game_type, { rounds: Number(row.rounds), turnover: row.turnover }])),
    deposited: deposits[0]?.deposited ?? 0,
  };
}

/** The mission's progress in the period `activity` covers (rounds, or minor units). */
export function progressOf(rule: MissionRule, activity: PeriodActivity): number {
  if (rule.kind === 'deposit') return activity.deposited;
  let sum = 0;
  for (const [gameType, totals] of activity.byType) {
    if (rule.gameType && gameType !== rule.gameType) continue;
    sum += rule.kind === 'rounds' ? totals.rounds : totals.turnover;
  }
  return sum;
}

export function stateOf(rule: MissionRule, progress: number, claimed: boolean): MissionState {
  if (claimed) return 'claimed';
  return progress >= rule.target ? 'claimable' : 'in_progress';
}

/** Every mission of the merchant with the member's progress and state, daily then weekly. */
export async function missionSummary(
  db: Database,
  merchant: Merchant,
  memberId: number,
  now: Date,
): Promise<{ periods: MissionPeriodSummary[]; claimableCount: number }> {
  const rules = missionRules(merchant);
  const periods = await Promise.all(
    (['daily', 'weekly'] as const).map(async (period) => {
      const window = missionWindow(merchant, period, now);
      const own = rules.filter((rule) => rule.period === period);
      const [activity, claims] = await Promise.all([
        own.length ? periodActivity(db, memberId, window) : null,
        db.query<{ mission_id: string }>(
          `SELECT mission_id FROM mission_claims
           WHERE member_id = $1 AND period = $2 AND period_key = $3::date`,
          [memberId, period, window.key],
        ),
      ]);
      const claimed = new Set(claims.map((row) => row.mission_id));
      const missions: Mission[] = own.map((rule) => {
        const progress = activity ? progressOf(rule, activity) : 0;
        return { ...rule, progress, state: stateOf(rule, progress, claimed.has(rule.id)) };
      });
      return {
        period,
        key: window.key,
        start: window.start.toISOString(),
        end: window.end.toISOString(),
        missions,
      };
    }),
  );
  const claimableCount = periods.reduce(
    (sum, period) => sum + period.missions.filter((mission) => mission.state === 'claimable').length,
    0,
  );
  return { periods, claimableCount };
}
