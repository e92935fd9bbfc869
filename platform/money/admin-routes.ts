/**
 * The operator's money API (src/api/calls/admin-money.ts), behind the operator guard like the rest of /admin:
 * review queues, decisions, "not received" cases, balance adjustments, the ledger check and the history. Every decision names
 * its operator (decided_by) and is audited in its own transaction; a rejection and a refund need a reason, which
 * the member reads in their records.
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
import { auditedChange, decidedBy, recordOperatorAction, requirePermission } from '../admin';
import { memberIdByUsername } from '../core/member-by-username';
import { badRequest, notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { checkLedger } from '../ledger/check';
import { idempotent } from '../ledger/idempotent';
import { insufficientBalance, payBonus } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import { findDeposit, queuedDeposits } from './deposit-queries';
import { approveDeposit, type DepositRow, rejectDeposit } from './deposits';
import { registerGatewayAdminRoutes } from './gateway-admin-routes';
import { registerMoneyHistoryRoutes } from './history-routes';
import { depositOut, withdrawalOut } from './serialize';
import { registerTransferHistoryRoutes } from './transfer-history-routes';
import { findWithdrawalWithAccount, queuedWithdrawals, withdrawalProof, withdrawalStatus } from './withdrawal-queries';
import { payWithdrawal, rejectWithdrawal, resolveCase } from './withdrawals';

/** A rejection or refund without a reason: the member would only read "Rejected". */
const reasonRequired = () => badRequest('a reason is required: the member reads it', { reason: 'input_empty' });

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
      reason: row.reason, // the operator reads the platform's own note on a provider's decline too
      username: row.username,
      memberId: row.member_id,
      receiverAccount: row.receiver_account,
    }));
  });

  router.route(adminDepositDecisionCall, async ({ body, c }) => {
    const merchant = merchantOf(body.merchantCode);
    const reject = body.decision === 'reject';
    if (reject && !body.reason) throw reasonRequired();
    const now = clock();
    const by = decidedBy(c);
    const row = await auditedChange(db, c, now, async (tx) => {
      const decided = reject
        ? await rejectDeposit(tx, merchant, body.depositId, by, body.reason ?? '', now)
        : await approveDeposit(tx, merchant, body.depositId, by, now);
      return {
        value: decided,
        audit: {
          action: `deposit.${body.decision}`,
          target: `deposit:${decided.id}`,
          merchantCode: merchant.code,
          reason: body.reason ?? null,
          before: { status: 'pending' },
          after: { status: decided.status, amount: decided.amount, memberId: decided.member_id },
        },
      };
    });
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

  router.route(adminWithdrawalDecisionCall, async ({ body, c }) => {
    const merchant = merchantOf(body.merchantCode);
    // Rejecting is a review; paying and settling a case move money: finance's.
    requirePermission(c, body.decision === 'reject' ? 'review' : 'pay');
    if ((body.decision === 'reject' || body.decision === 'refunded') && !body.reason) throw reasonRequired();
    const now = clock();
    const id = body.withdrawalId;
    const by = decidedBy(c);
    await auditedChange(db, c, now, async (tx) => {
      const before = await withdrawalStatus(tx, id, merchant.code);
      const row =
        body.decision === 'pay'
          ? await payWithdrawal(tx, merchant, id, by, now)
          : body.decision === 'reject'
            ? await rejectWithdrawal(tx, merchant, id, by, body.reason ?? '', now)
            : await resolveCase(tx, merchant, id, body.decision, by, now, body.reason ?? null);
      return {
        value: row,
        audit: {
          action: `withdrawal.${body.decision}`,
          target: `withdrawal:${id}`,
          merchantCode: merchant.code,
          reason: body.reason ?? null,
          before: { status: before ?? null },
          after: { status: row.status, amount: row.amount, memberId: row.member_id },
        },
      };
    });
    return withdrawalOutById(merchant, id);
  });

  router.route(adminWithdrawalProofCall, async ({ query }) => {
    merchantOf(query.merchantCode);
    const row = await withdrawalProof(db, query.withdrawalId, query.merchantCode);
    if (!row?.proof_image || !row.proof_type) throw notFound('no proof image');
    return { type: row.proof_type, base64: Buffer.from(row.proof_image).toString('base64') };
  });

  router.route(adminAdjustBalanceCall, async ({ body, c }) => {
    const merchant = merchantOf(body.merchantCode);
    const memberId = await memberIdByUsername(db, merchant.code, body.username);
    if (memberId === undefined) throw notFound(`no member ${body.username}`);
    return idempotent(db, 'admin', adminAdjustBalanceCall.path, body, clock(), async (tx) => {
      const now = clock();
      const posted = await payBonus(
        tx,
        merchant,
        {
          kind: 'adjustment',
          memberId,
          amount: body.amount,
          reference: decidedBy(c),
          memo: body.reason,
          at: now,
        },
        insufficientBalance('the wallet holds less than the debit'),
      );
      await recordOperatorAction(
        tx,
        c,
        {
          action: 'balance.adjust',
          target: `member:${memberId}`,
          merchantCode: merchant.code,
          reason: body.reason,
          before: { balance: posted.balance - body.amount },
          after: { balance: posted.balance, amount: body.amount, transactionId: posted.transactionId },
        },
        now,
      );
      return { balance: posted.balance, transactionId: posted.transactionId };
    });
  });

  router.route(adminLedgerCheckCall, async ({ query }) => checkLedger(db, query.merchantCode));

  // The payment provider's callback log and cases (late payments, unmatched callbacks).
  registerGatewayAdminRoutes(router, deps);
  // Every deposit and withdrawal, decided or not: the console's history, its totals and CSV.
  registerMoneyHistoryRoutes(router, deps);
  registerTransferHistoryRoutes(router, deps);
}
