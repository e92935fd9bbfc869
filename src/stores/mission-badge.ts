/**
 * The red badge of the member centre's missions page (missionLeaderboard: the claimable missions). Every member-centre
 * page can ask for it (`loadMissionBadge()`), not only the missions page, so the count is right wherever the navigation
 * shows; the missions page sets it again whenever its summary loads or a claim lands.
 */
import { isApiError } from '../api/api-error';
import { missionSummaryCall } from '../api/calls/missions/missions';
import { api } from '../api/default-client';
import { getToken } from '../api/session';
import { setMemberBadge } from './member-badges';

export const MISSION_BADGE_PAGE = 'missionLeaderboard';

/** Shows `count` claimable missions on the navigation entry. */
export function setMissionBadge(count: number): void {
  setMemberBadge(MISSION_BADGE_PAGE, count);
}

let pending: Promise<void> | undefined;

/**
 * Asks the platform how many missions the signed-in member can claim and shows it. Nothing happens for a
 * visitor; a trial user (who has no missions) and a failed request leave no badge.
 */
export function loadMissionBadge(): Promise<void> {
  if (!getToken()) return Promise.resolve();
  pending ??= (async () => {
    try {
      setMissionBadge((await api.call(missionSummaryCall)).claimableCount);
    } catch (error) {
      // a refused trial user or a lost connection: show no count rather than a stale one
      if (isApiError(error)) setMissionBadge(0);
    } finally {
      pending = undefined;
    }
  })();
  return pending;
}
