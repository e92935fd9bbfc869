/**
 * The operator's held rounds (src/api/calls/admin-vendors.ts), registered with the admin API behind its
 * guard: the list, and settling one (pay the capped amount or void). The review page shows them with buttons
 * (review/held-rounds-review.js).
 */
import { adminHeldRoundsCall, adminSettleHeldRoundCall } from '../../src/api/calls/admin-vendors';
import { auditedChange, decidedBy } from '../admin';
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

  router.route(adminSettleHeldRoundCall, async ({ body, c }) => {
    const now = clock();
    return auditedChange(db, c, now, async (tx) => {
      const settled = await settleHeldRound(tx, merchantOf(body.merchantCode), {
        betId: body.betId,
        decision: body.decision,
        by: decidedBy(c),
        now,
      });
      return {
        value: settled,
        audit: {
          action: `held_round.${body.decision}`,
          target: `bet:${body.betId}`,
          merchantCode: body.merchantCode,
          before: { resolution: null },
          after: { resolution: settled.resolution, amount: settled.amount },
        },
      };
    });
  });
}
