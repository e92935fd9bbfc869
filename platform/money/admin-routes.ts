/**
 * The operator's money API (src/api/calls/admin-money.ts), behind the admin token like the rest of /admin:
 * review queues, decisions, "not received" cases, balance adjustments and the ledger check.
 */
import {
  adminAdjustBalanceCall,
  adminDepositDecisionCall,
  adminDepositsCall,
  adminLedgerCheckCall,
  adminWithdrawalDecisionCall,
  adminWithdrawalProofCall,
  adminWithdrawalsCall,
} from '../../src/api/calls/admin-money';
import { memberIdByUsername } from '../core/member-by-username';
import { notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { checkLedger } from '../ledger/check';
import { idempotent } from '../ledger/idempotent';
import { insufficientBalance, payBonus } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import { findDeposit, queuedDeposits } from './deposit-queries';
import { approveDeposit, type DepositRow, rejectDeposit } from './deposits';
import { registerGatewayAdminRoutes } from './gateway-admin-routes';
import { depositOut, withdrawalOut } from './serialize';
import { findWithdrawalWithAccount, queuedWithdrawals, withdrawalProof } from './withdrawal-queries';
import { payWithdrawal, rejectWithdrawal, resolveCase } from './withdrawals';

const OPERATOR = 'operator';

export function registerMoneyAdminRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock, merchants } = deps;

  const merchantOf = (code: string): Merchant => {
    const merchant = merchants.byCode(code);
    if (!merchant) throw notFound(`unknown merchant ${code}`);
    return merchant;
  };

  const withdrawalOutById = async (merchant: Merchant, id: number) => {
    const row = await findWithdrawalWithAccount(db, id);
    if (!row) throw notFound('no such withdrawal');
    return withdrawalOut(row, merchant.tenant.payments.withdrawalAutoConfirmMinutes);
  };

  router.route(adminDepositsCall, async ({ query }) => {
    merchantOf(query.merchantCode);
    const rows = await queuedDeposits(db, query.merchantCode, query.status);
    return rows.map((row) => ({
      ...depositOut(row),
      username: row.username,
      memberId: row.member_id,
      receiverAccount: row.receiver_account,
    }));
  });

  router.route(adminDepositDecisionCall, async ({ body }) => {
    const merchant = merchantOf(body.merchantCode);
    const row =
      body.decision === 'approve'
        ? await approveDeposit(db, merchant, body.depositId, OPERATOR, clock())
        : await rejectDeposit(
            db,
            merchant,
            body.depositId,
            OPERATOR,
            body.reason ?? 'rejected by the operator',
            clock(),
          );
    const fresh = await findDeposit(db, row.id);
    return depositOut(fresh as DepositRow);
  });

  router.route(adminWithdrawalsCall, async ({ query }) => {
    const merchant = merchantOf(query.merchantCode);
    const rows = await queuedWithdrawals(db, query.merchantCode, query.status);
    const minutes = merchant.tenant.payments.withdrawalAutoConfirmMinutes;
    return rows.map((row) => ({
      ...withdrawalOut(row, minutes),
      username: row.username,
      memberId: row.member_id,
      accountName: row.account_name,
      hasProof: row.has_proof,
    }));
  });

  router.route(adminWithdrawalDecisionCall, async ({ body }) => {
    const merchant = merchantOf(body.merchantCode);
    const now = clock();
    const id = body.withdrawalId;
    if (body.decision === 'pay') await payWithdrawal(db, merchant, id, OPERATOR, now);
    else if (body.decision === 'reject') {
      await rejectWithdrawal(db, merchant, id, OPERATOR, body.reason ?? 'rejected by the operator', now);
    } else await resolveCase(db, merchant, id, body.decision, OPERATOR, now);
    return withdrawalOutById(merchant, id);
  });

  router.route(adminWithdrawalProofCall, async ({ query }) => {
    merchantOf(query.merchantCode);
    const row = await withdrawalProof(db, query.withdrawalId, query.merchantCode);
    if (!row?.proof_image || !row.proof_type) throw notFound('no proof image');
    return { type: row.proof_type, base64: Buffer.from(row.proof_image).toString('base64') };
  });

  router.route(adminAdjustBalanceCall, async ({ body }) => {
    const merchant = merchantOf(body.merchantCode);
    const memberId = await memberIdByUsername(db, merchant.code, body.username);
    if (memberId === undefined) throw notFound(`no member ${body.username}`);
    return idempotent(db, 'admin', adminAdjustBalanceCall.path, body, clock(), async (tx) => {
      const now = clock();
      const { balance, transactionId } = await payBonus(
        tx,
        merchant,
        {
          kind: 'adjustment',
          memberId,
          amount: body.amount,
          reference: OPERATOR,
          memo: body.reason,
          at: now,
        },
        insufficientBalance('the wallet holds less than the debit'),
      );
      return { balance, transactionId };
    });
  });

  router.route(adminLedgerCheckCall, async ({ query }) => checkLedger(db, query.merchantCode));

  // The payment provider's callback log and cases (late payments, unmatched callbacks).
  registerGatewayAdminRoutes(router, deps);
}
