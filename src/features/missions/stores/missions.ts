/**
 * The missions page (member centre missionLeaderboard): the daily and weekly missions with the player's
 * progress, claiming a completed one, and each period's leaderboard. The summary is the truth: after a claim
 * (paid or refused) it is read again; the navigation badge follows every summary. The header balance follows
 * the claim by itself (the live balance stream reports the ledger's credit).
 */
import { atom, map } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import {
  type LeaderboardRow,
  type MissionPeriod,
  type MissionPeriodSummary,
  missionClaimCall,
  missionLeaderboardCall,
  missionSummaryCall,
} from '../../../api/calls/missions/missions';
import { api } from '../../../api/default-client';
import { setMissionBadge } from '../../../stores/mission-badge';

export interface MissionsState {
  periods: MissionPeriodSummary[] | null;
  loading: boolean;
  errorKey: string | null;
}

export interface Leaderboard {
  key: string;
  rows: LeaderboardRow[];
  own: { rank: number | null; turnover: number };
}

export interface LeaderboardState {
  value: Leaderboard | null;
  loading: boolean;
  errorKey: string | null;
}

export const $missionTab = atom<MissionPeriod>('daily');
export const $missions = atom<MissionsState>({ periods: null, loading: false, errorKey: null });
/** Per mission id: a claim under way, or why the last one was refused (an errors.* key). */
export const $claims = map<Record<string, { busy: boolean; errorKey: string | null }>>({});
/** The last paid claim, for the page to announce. */
export const $lastReward = atom<{ missionId: string; reward: number } | null>(null);
export const $leaderboards = map<Partial<Record<MissionPeriod, LeaderboardState>>>({});

let latestSummary = 0;

/** Reads the summary (a later call wins over an earlier one still under way) and sets the badge from it. */
export async function loadMissions(): Promise<void> {
  const ticket = ++latestSummary;
  $missions.set({ ...$missions.get(), loading: true, errorKey: null });
  try {
    const { periods, claimableCount } = await api.call(missionSummaryCall);
    if (ticket !== latestSummary) return;
    $missions.set({ periods, loading: false, errorKey: null });
    setMissionBadge(claimableCount);
  } catch (error) {
    if (ticket === latestSummary)
      $missions.set({ ...$missions.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

/** Claims a completed mission of the period shown; true when it was paid. One claim per mission at a time. */
export async function claimMission(missionId: string, periodKey: string): Promise<boolean> {
  if ($claims.get()[missionId]?.busy) return false;
  $claims.setKey(missionId, { busy: true, errorKey: null });
  $lastReward.set(null);
  try {
    const { reward } = await api.call(missionClaimCall, { body: { missionId, periodKey } });
    $claims.setKey(missionId, { busy: false, errorKey: null });
    $lastReward.set({ missionId, reward });
    await loadMissions();
    return true;
  } catch (error) {
    $claims.setKey(missionId, { busy: false, errorKey: errorMessageKey(error) });
    // Already claimed elsewhere, or the period turned: the page shows the missions as they now stand.
    if (isApiError(error) && error.status !== 0) await loadMissions();
    return false;
  }
}

/** Loads a period's leaderboard. */
export async function loadLeaderboard(period: MissionPeriod): Promise<void> {
  const before = $leaderboards.get()[period];
  $leaderboards.setKey(period, { value: before?.value ?? null, loading: true, errorKey: null });
  try {
    const { key, rows, own } = await api.call(missionLeaderboardCall, { query: { period } });
    $leaderboards.setKey(period, { value: { key, rows, own }, loading: false, errorKey: null });
  } catch (error) {
    $leaderboards.setKey(period, { value: before?.value ?? null, loading: false, errorKey: errorMessageKey(error) });
  }
}

/** Shows a period's tab and reads its leaderboard. */
export function selectMissionTab(period: MissionPeriod): Promise<void> {
  $missionTab.set(period);
  return loadLeaderboard(period);
}

/** A mission's progress as a share of its target, 0 to 1 (a full bar once reached). */
export function progressShare(progress: number, target: number): number {
  return target > 0 ? Math.min(1, progress / target) : 1;
}
