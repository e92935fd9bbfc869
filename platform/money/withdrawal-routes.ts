/** Withdrawal calls: payout accounts, the transaction password, withdrawing, the history and the answer. */
import {
  bindPayoutAccountCall,
  paymentPasswordStatusCall,
  payoutAccountsCall,
  setPaymentPasswordCall,
  withdrawalAnswerCall,
  withdrawalsCall,
  withdrawCall,
} from '../../src/api/calls/money/withdrawals';
import { notFound } from '../core/platform-error';
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { idempotent } from '../ledger/idempotent';
import { walletBalance } from '../ledger/money-accounts';
import type { Merchant } from '../merchants/merchants';
import { hasPaymentPassword, setPaymentPassword, verifyPaymentPassword } from './payment-password';
import { payoutAccountOut, withdrawalOut } from './serialize';
import { findWithdrawalWithAccount } from './withdrawal-queries';
import { answerWithdrawal, bindPayoutAccount, payoutAccountsOf, requestWithdrawal, withdrawalsOf } from './withdrawals';

async function withdrawalById(db: Database, merchant: Merchant, id: number) {
  const row = await findWithdrawalWithAccount(db, id);
  if (!row) throw notFound('no such withdrawal');
  return withdrawalOut(row, merchant.tenant.payments.withdrawalAutoConfirmMinutes);
}

export function registerWithdrawalRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  router.route(paymentPasswordStatusCall, async ({ requireMember }) => ({
    isSet: await hasPaymentPassword(db, requireMember().id),
  }));

  router.route(setPaymentPasswordCall, async ({ body, requireMember }) => {
    await setPaymentPassword(db, requireMember().id, body.password, body.currentPassword, clock());
    return { isSet: true as const };
  });

  router.route(payoutAccountsCall, async ({ requireMember }) => {
    const member = requireMember();
    return {
      accounts: (await payoutAccountsOf(db, member.id)).map(payoutAccountOut),
      hasPaymentPassword: await hasPaymentPassword(db, member.id),
    };
  });

  router.route(bindPayoutAccountCall, async ({ merchant, body, requireMember }) => {
    const member = requireMember();
    await verifyPaymentPassword(db, member.id, body.paymentPassword, clock());
    return payoutAccountOut(await bindPayoutAccount(db, merchant, member.id, body, clock()));
  });

  router.route(withdrawCall, async ({ merchant, body, requireMember }) => {
    const member = requireMember();
    // Checked outside the money transaction, so a wrong password is counted even though nothing moves.
    await verifyPaymentPassword(db, member.id, body.paymentPassword, clock());
    return idempotent(db, `member:${member.id}`, withdrawCall.path, body, clock(), async (tx) => {
      const row = await requestWithdrawal(tx, merchant, member.id, body, clock());
      return { withdrawal: await withdrawalById(tx, merchant, row.id), balance: await walletBalance(tx, member.id) };
    });
  });

  router.route(withdrawalsCall, async ({ merchant, query, requireMember }) => {
    const { rows, total } = await withdrawalsOf(db, requireMember().id, query.page, query.pageSize);
    const minutes = merchant.tenant.payments.withdrawalAutoConfirmMinutes;
    return { rows: rows.map((row) => withdrawalOut(row, minutes)), page: query.page, pageSize: query.pageSize, total };
  });

  router.route(withdrawalAnswerCall, async ({ merchant, body, requireMember }) => {
    const proof = body.proofImage ? new Uint8Array(Buffer.from(body.proofImage, 'base64')) : null;
    const row = await answerWithdrawal(
      db,
      merchant,
      requireMember().id,
      body.withdrawalId,
      body.answer,
      proof,
      clock(),
    );
    return withdrawalById(db, merchant, row.id);
  });
}
