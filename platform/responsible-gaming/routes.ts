/**
 * Responsible-gaming calls. Taking a break is the player's own act, confirmed with the sign-in password (a stolen
 * session cannot lock a player out for five years) and limited like a password change. It signs out the member's
 * other sessions and keeps this one: the platform's reading of "a balance can still be withdrawn" is that the
 * session that took the break stays open for withdrawals and the account pages (paused-calls.ts lists what it
 * refuses), while every new sign-in is refused with the end date (accounts/sign-in.ts) until it ends.
 */

import {
  adminLimitRefusersCall,
  REFUSAL_WINDOW_HOURS,
} from '../../src/api/calls/responsible-gaming/admin-limit-refusals';
import {
  adminExtendExclusionCall,
  exclusionStateCall,
  takeExclusionCall,
} from '../../src/api/calls/responsible-gaming/exclusion';
import { limitsStateCall, setLimitsCall } from '../../src/api/calls/responsible-gaming/limits';
import { realityCheckCall, setRealityCheckCall } from '../../src/api/calls/responsible-gaming/reality-check';
import { revokeOtherSessions } from '../accounts';
import { auditedChange, recordOperatorAction } from '../admin';
import { notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { enforceLimit } from '../security/limits';
import { confirmPassword, currentExclusion, extendExclusion, takeExclusion } from './exclusions';
import { limitsState, setLimits } from './limits';
import { realityCheck, setRealityCheckInterval } from './reality-check';
import { frequentRefusers } from './refusals';

export function registerResponsibleGamingRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  router.route(exclusionStateCall, async ({ merchant, requireMember }) => {
    const { timeOutPeriods, selfExclusionPeriods } = merchant.tenant.responsibleGaming;
    return {
      current: await currentExclusion(db, requireMember().id, clock()),
      timeOutPeriods: [...timeOutPeriods],
      selfExclusionPeriods: [...selfExclusionPeriods],
    };
  });

  router.route(takeExclusionCall, async ({ merchant, body, requireMember }) => {
    const member = requireMember();
    await enforceLimit(deps, `password:member:${member.id}`, 10, 15 * 60 * 1000);
    await confirmPassword(db, member.id, body.password);
    const now = clock();
    const { forfeited: _forfeited, ...exclusion } = await takeExclusion(
      db,
      merchant,
      member.id,
      body.kind,
      body.period,
      now,
    );
    await revokeOtherSessions(db, member.id, member.sessionId, now);
    return exclusion;
  });

  router.route(limitsStateCall, async ({ merchant, requireMember }) =>
    limitsState(db, merchant, requireMember(), clock()),
  );

  // No password: lowering a limit must stay as easy as possible, and a raise waits out its cooling-off anyway.
  router.route(setLimitsCall, async ({ merchant, body, requireMember }) => {
    const member = requireMember();
    const now = clock();
    await setLimits(db, merchant, member.id, body.limits, now);
    return limitsState(db, merchant, member, now);
  });

  router.route(realityCheckCall, async ({ merchant, requireMember }) =>
    realityCheck(db, merchant, requireMember(), clock()),
  );

  router.route(setRealityCheckCall, async ({ merchant, body, requireMember }) => {
    const member = requireMember();
    const now = clock();
    await setRealityCheckInterval(db, member.id, body.intervalMinutes, now);
    return realityCheck(db, merchant, member, now);
  });
}

/** Behind the admin token. */
export function registerResponsibleGamingAdminRoutes(router: Router, deps: PlatformDeps): void {
  // The day's players who hit their limits often. Reading it is audited: it names players at risk.
  router.route(adminLimitRefusersCall, async ({ query, c }) => {
    const merchant = deps.merchants.byCode(query.merchantCode);
    if (!merchant) throw notFound(`unknown merchant ${query.merchantCode}`);
    const now = deps.clock();
    const since = new Date(now.getTime() - REFUSAL_WINDOW_HOURS * 3_600_000);
    const players = await frequentRefusers(deps.db, merchant.code, since, query.minRefusals);
    await recordOperatorAction(
      deps.db,
      c,
      {
        action: 'responsible-gaming.view-refusals',
        target: `merchant:${merchant.code}`,
        merchantCode: merchant.code,
        after: { minRefusals: query.minRefusals, players: players.length },
      },
      now,
    );
    return { since: since.toISOString(), minRefusals: query.minRefusals, players };
  });

  router.route(adminExtendExclusionCall, ({ body, c }) => {
    const merchant = deps.merchants.byCode(body.merchantCode);
    if (!merchant) throw notFound(`unknown merchant ${body.merchantCode}`);
    const now = deps.clock();
    // The extension and its audit row (who, the end before and after) in one transaction.
    return auditedChange(deps.db, c, now, async (tx) => {
      const { memberId, before, after } = await extendExclusion(
        tx,
        merchant,
        body.username,
        new Date(body.endsAt),
        now,
      );
      return {
        value: after,
        audit: {
          action: 'responsible-gaming.extend',
          target: `member:${memberId}`,
          merchantCode: merchant.code,
          before: { username: body.username, endsAt: before.endsAt },
          after: { username: body.username, endsAt: after.endsAt },
        },
      };
    });
  });
}
