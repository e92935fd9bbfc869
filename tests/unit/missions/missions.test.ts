// @vitest-environment jsdom
/**
 * The missions page's stores: the summary sets the navigation badge; a claim is sent once at a time, reads the
 * summary again (paid or refused) and keeps the translated reason of a refusal; the leaderboard per period;
 * mission titles from kind, period and game type; the badge loader for every member-centre page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { Mission, MissionPeriodSummary } from '../../../src/api/calls/missions/missions';
import { api } from '../../../src/api/default-client';
import { clearToken, setToken } from '../../../src/api/session';
import { missionTitle } from '../../../src/features/missions/stores/mission-text';
import {
  $claims,
  $lastReward,
  $leaderboards,
  $missions,
  $missionTab,
  claimMission,
  loadMissions,
  progressShare,
  selectMissionTab,
} from '../../../src/features/missions/stores/missions';
import { $memberBadges } from '../../../src/stores/member-badges';
import { loadMissionBadge } from '../../../src/stores/mission-badge';

const mission = (over: Partial<Mission> = {}): Mission => ({
  id: 'daily-rounds',
  period: 'daily',
  kind: 'rounds',
  gameType: null,
  target: 5,
  progress: 5,
  reward: 500,
  state: 'claimable',
  ...over,
});

const summary = (missions: Mission[], claimableCount: number) => ({
  periods: [
    {
      period: 'daily',
      key: '2027-03-03',
      start: '2027-03-02T18:00:00.000Z',
      end: '2027-03-03T18:00:00.000Z',
      missions,
    },
  ] satisfies MissionPeriodSummary[],
  claimableCount,
});

const refusal = (code: 'mission_already_claimed' | 'network_error', status: number) =>
  new ApiError({ code, reason: status ? 'platform' : 'network_error', status, call: 'POST /wps/relay/missionClaim' });

describe('missions page stores', () => {
  beforeEach(() => {
    $missions.set({ periods: null, loading: false, errorKey: null });
    $claims.set({});
    $lastReward.set(null);
    $leaderboards.set({});
    $missionTab.set('daily');
    $memberBadges.set({});
  });
  afterEach(() => clearToken());

  it('a summary fills the page and sets the badge to the claimable count', async () => {
    vi.spyOn(api, 'call').mockResolvedValue(summary([mission()], 1) as never);
    await loadMissions();
    expect($missions.get().periods?.[0]?.missions).toEqual([mission()]);
    expect($memberBadges.get().missionLeaderboard).toBe(1);
  });

  it('a paid claim reads the summary again: the mission is claimed and the badge goes', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValueOnce({
        missionId: 'daily-rounds',
        periodKey: '2027-03-03',
        reward: 500,
        balance: 10_500,
      } as never)
      .mockResolvedValueOnce(summary([mission({ state: 'claimed' })], 0) as never);
    $memberBadges.setKey('missionLeaderboard', 1);
    const first = claimMission('daily-rounds', '2027-03-03');
    // a second tap while the first is under way sends nothing
    expect(await claimMission('daily-rounds', '2027-03-03')).toBe(false);
    expect(await first).toBe(true);
    expect(call).toHaveBeenCalledTimes(2);
    expect(call.mock.calls[0]?.[1]).toEqual({ body: { missionId: 'daily-rounds', periodKey: '2027-03-03' } });
    expect($lastReward.get()).toEqual({ missionId: 'daily-rounds', reward: 500 });
    expect($claims.get()['daily-rounds']).toEqual({ busy: false, errorKey: null });
    expect($missions.get().periods?.[0]?.missions[0]?.state).toBe('claimed');
    expect($memberBadges.get().missionLeaderboard).toBe(0);
  });

  it('a refused claim keeps the translated reason and shows the missions as they now stand', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockRejectedValueOnce(refusal('mission_already_claimed', 409))
      .mockResolvedValueOnce(summary([mission({ state: 'claimed' })], 0) as never);
    expect(await claimMission('daily-rounds', '2027-03-03')).toBe(false);
    expect($claims.get()['daily-rounds']).toEqual({ busy: false, errorKey: 'errors.mission_already_claimed' });
    expect(call).toHaveBeenCalledTimes(2);
    expect($missions.get().periods?.[0]?.missions[0]?.state).toBe('claimed');
  });

  it('a claim that got no answer is not followed by a summary read', async () => {
    const call = vi.spyOn(api, 'call').mockRejectedValueOnce(refusal('network_error', 0));
    expect(await claimMission('daily-rounds', '2027-03-03')).toBe(false);
    expect($claims.get()['daily-rounds']?.errorKey).toBe('errors.network_error');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a tab shows its period and loads that period’s leaderboard; a failure keeps the last board', async () => {
    const board = {
      key: '2027-03-01',
      rows: [{ rank: 1, name: 'mn***1', turnover: 6_000, self: true }],
      own: { rank: 1, turnover: 6_000 },
    };
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValueOnce({ period: 'weekly', start: '', end: '', ...board } as never)
      .mockRejectedValueOnce(refusal('network_error', 0));
    await selectMissionTab('weekly');
    expect($missionTab.get()).toBe('weekly');
    expect(call.mock.calls[0]?.[1]).toEqual({ query: { period: 'weekly' } });
    expect($leaderboards.get().weekly).toEqual({ value: board, loading: false, errorKey: null });
    await selectMissionTab('weekly');
    expect($leaderboards.get().weekly).toEqual({ value: board, loading: false, errorKey: 'errors.network_error' });
  });

  it('progress is a share of the target, full once reached', () => {
    expect(progressShare(0, 5)).toBe(0);
    expect(progressShare(2, 5)).toBe(0.4);
    expect(progressShare(9, 5)).toBe(1);
  });
});

describe('mission titles', () => {
  const count = (n: number) => `#${n}`;
  const type = (t: string) => `type:${t}`;
  it('name the rounds to play in the page digits, with the game type when there is one', () => {
    expect(missionTitle(mission(), count, type)).toEqual({
      key: 'missions.titles.rounds',
      values: { count: 5, n: '#5' },
    });
    expect(missionTitle(mission({ gameType: 'RNG', target: 1 }), count, type)).toEqual({
      key: 'missions.titles.roundsOfType',
      values: { count: 1, n: '#1', gameType: 'type:RNG' },
    });
  });
  it('name a turnover by game type and a deposit by period', () => {
    expect(missionTitle(mission({ kind: 'turnover', gameType: 'LIVE' }), count, type)).toEqual({
      key: 'missions.titles.turnoverOfType',
      values: { gameType: 'type:LIVE' },
    });
    expect(missionTitle(mission({ kind: 'turnover' }), count, type).key).toBe('missions.titles.turnover');
    expect(missionTitle(mission({ kind: 'deposit' }), count, type).key).toBe('missions.titles.depositDaily');
    expect(missionTitle(mission({ kind: 'deposit', period: 'weekly' }), count, type).key).toBe(
      'missions.titles.depositWeekly',
    );
  });
});

describe('mission badge on every member-centre page', () => {
  beforeEach(() => $memberBadges.set({}));
  afterEach(() => clearToken());

  it('asks nothing for a visitor', async () => {
    const call = vi.spyOn(api, 'call');
    await loadMissionBadge();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the claimable count of a member, and none when the platform refuses', async () => {
    setToken('token-1');
    vi.spyOn(api, 'call')
      .mockResolvedValueOnce(summary([mission(), mission({ id: 'daily-deposit' })], 2) as never)
      .mockRejectedValueOnce(
        new ApiError({
          code: 'trial_user_blocked',
          reason: 'platform',
          status: 403,
          call: 'GET /wps/relay/missionSummary',
        }),
      );
    await loadMissionBadge();
    expect($memberBadges.get().missionLeaderboard).toBe(2);
    await loadMissionBadge();
    expect($memberBadges.get().missionLeaderboard).toBe(0);
  });
});
