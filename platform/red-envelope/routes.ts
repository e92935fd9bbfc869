/**
 * The red envelope area: the round running now (public, for the floating button), the member's entry in it, opening
 * the envelope (the site's raffle promotion claim), and the operator's rounds. Member calls read or pay the session's
 * own member: no call takes a member id.
 */
import {
  adminRedEnvelopeRoundsCall,
  adminRedEnvelopeScheduleCall,
} from '../../src/api/calls/red-envelope/admin-red-envelope';
import { raffleCall, raffleClaimCall, raffleEntryCall } from '../../src/api/calls/red-envelope/red-envelope';
import { notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import type { Merchant } from '../merchants/merchants';
import { openEnvelope, openedIn } from './claim';
import { currentRound, roundOut } from './rounds';
import { roundsOf, scheduleRound } from './schedule';

/** Every page asks for the round: a few seconds of staleness in the stock level costs nothing. */
const PUBLIC_CACHE_SECONDS = 15;

export function registerRedEnvelopeRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  router.route(
    raffleCall,
    async ({ merchant }) => {
      const round = await currentRound(db, merchant, clock());
      return { round: round && roundOut(round) };
    },
    { publicCacheSeconds: PUBLIC_CACHE_SECONDS },
  );

  router.route(raffleEntryCall, async ({ merchant, requireMember }) => {
    const round = await currentRound(db, merchant, clock());
    if (!round) return { round: null, opened: null };
    return { round: roundOut(round), opened: await openedIn(db, round.id, requireMember().id) };
  });

  router.route(raffleClaimCall, ({ merchant, requireMember, body }) =>
    openEnvelope(db, merchant, requireMember().id, body.roundId, clock()),
  );
}

/** Behind the operator guard (registered with the other /admin routes). */
export function registerRedEnvelopeAdminRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock, merchants } = deps;
  const merchantOf = (code: string): Merchant => {
    const merchant = merchants.byCode(code);
    if (!merchant) throw notFound(`unknown merchant ${code}`);
    return merchant;
  };

  router.route(adminRedEnvelopeScheduleCall, ({ body }) =>
    scheduleRound(db, merchantOf(body.merchantCode), body, 'operator', clock()),
  );

  router.route(adminRedEnvelopeRoundsCall, ({ query }) => roundsOf(db, merchantOf(query.merchantCode)));
}
