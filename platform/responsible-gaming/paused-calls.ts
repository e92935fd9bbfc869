/**
 * The calls a time-out or self-exclusion pauses: play (game launches, studio rounds), money going in (deposits) and
 * the marketing that pays (red envelopes, promotions, missions, rebates). The route binder refuses them with 403
 * account_excluded before their handler runs (http/route.ts), for the session that took the break; new sessions
 * are refused at sign-in. Everything else keeps working, withdrawals above all: the player's balance stays theirs.
 * A transfer into a game wallet is refused by its handler (money/wallet-routes.ts), since one out of it is allowed.
 */
import type { CallDefinition } from '../../src/api/calls/define-call';
import { launchGameCall } from '../../src/api/calls/games/launch';
import { rebateClaimCall } from '../../src/api/calls/loyalty/rebate';
import { missionClaimCall } from '../../src/api/calls/missions/missions';
import { depositCall } from '../../src/api/calls/money/deposits';
import { promotionApplyCall, promotionClaimCall, promotionJoinCall } from '../../src/api/calls/promotions/promotions';
import { raffleClaimCall } from '../../src/api/calls/red-envelope/red-envelope';
import { diceRollCall, slotSpinCall } from '../../src/api/calls/studio/play';

export const PAUSED_DURING_BREAK: ReadonlySet<CallDefinition> = new Set<CallDefinition>([
  launchGameCall,
  slotSpinCall,
  diceRollCall,
  depositCall,
  raffleClaimCall,
  promotionJoinCall,
  promotionClaimCall,
  promotionApplyCall,
  missionClaimCall,
  rebateClaimCall,
]);
