/**
 * The operator's held rounds (src/api/calls/admin-vendors.ts), registered with the admin API behind its
 * token: the list, and settling one (pay the capped amount or void). The review page shows them with buttons
 * (review/held-rounds-review.js).
 */
import { adminHeldRoundsCall, adminSettleHeldRoundCall } from '../../src/api/calls/admin-vendors';
import { notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import type { Merchant } from '../merchants/merchants';
import { listHeldRounds, settleHeldRound } from './held-rounds';

export function registerHeldRoundAdminRoutes(router: Router, { db, clock, merchants }: PlatformDeps): void {
  const merchantOf = (code: string): Merchant => {
    const merchant = merchants.byCode(code);
    if (!merchant) throw notFound(`unknown merchant ${code}`);
    return merchant;
  };

  router.route(adminHeldRoundsCall, async ({ query }) => listHeldRounds(db, merchantOf(query.merchantCode).code));

  router.route(adminSettleHeldRoundCall, async ({ body }) =>
    settleHeldRound(db, merchantOf(body.merchantCode), {
      betId: body.betId,
      decision: body.decision,
      by: 'operator',
      now: clock(),
    }),
  );
}
