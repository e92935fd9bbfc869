/** Transfer calls: a member to their own upline, an agent to their own downline (transaction password). */
import { transferDownlineCall, transferUplineCall, uplineCall } from '../../src/api/calls/money/transfers';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { idempotent } from '../ledger/idempotent';
import { refuseLockedBonus } from '../promotions';
import { uplineOf } from './member-queries';
import { verifyPaymentPassword } from './payment-password';
import { transferToDownline, transferToUpline } from './transfers';

export function registerTransferRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  router.route(uplineCall, async ({ requireMember }) => {
    return { upline: (await uplineOf(db, requireMember().id)) ?? null };
  });

  router.route(transferUplineCall, async ({ merchant, body, requireMember }) => {
    const member = requireMember();
    await verifyPaymentPassword(db, member.id, body.paymentPassword, clock());
    return idempotent(db, `member:${member.id}`, transferUplineCall.path, body, clock(), async (tx) => {
      const done = await transferToUpline(tx, merchant, member.id, body.uplineUsername, body.amount, clock());
      // A bonus whose turnover is open stays in the wallet, as for withdrawals; a refusal rolls the transfer back.
      await refuseLockedBonus(tx, member.id, done.balance, body.amount);
      return { recipient: done.recipient, balance: done.balance };
    });
  });

  router.route(transferDownlineCall, async ({ merchant, body, requireMember }) => {
    const agent = requireMember();
    await verifyPaymentPassword(db, agent.id, body.paymentPassword, clock());
    return idempotent(db, `member:${agent.id}`, transferDownlineCall.path, body, clock(), async (tx) => {
      const done = await transferToDownline(tx, merchant, agent.id, body.downlineUsername, body.amount, clock());
      return { recipient: done.recipient, balance: done.balance };
    });
  });
}
