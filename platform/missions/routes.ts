/**
 * The missions area: the member's mission summary, claiming a completed mission and the period's
 * leaderboard. Every call reads or pays the session's own member: no call takes a member id.
 */
import { missionClaimCall, missionLeaderboardCall, missionSummaryCall } from '../../src/api/calls/missions/missions';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { claimMission } from './claim';
import { leaderboard } from './leaderboard';
import { missionSummary } from './missions';

export function registerMissionRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  router.route(missionSummaryCall, ({ merchant, requireMember }) =>
    missionSummary(db, merchant, requireMember().id, clock()),
  );

  router.route(missionClaimCall, ({ merchant, requireMember, body }) =>
    claimMission(db, merchant, requireMember().id, body, clock()),
  );

  router.route(missionLeaderboardCall, ({ merchant, requireMember, query }) =>
    leaderboard(db, merchant, requireMember().id, query.period, clock()),
  );
}
