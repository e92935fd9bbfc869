/** Deposit calls: the receiving account, submitting a deposit (trx-id or gateway), the deposit history. */
import { depositCall, depositReceiverCall, depositsCall } from '../../src/api/calls/money/deposits';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { idempotent } from '../ledger/idempotent';
import type { Merchant } from '../merchants/merchants';
import { createGatewayDepositRow, createTrxIdDeposit, depositsOf } from './deposits';
import { openGatewayPayment } from './gateway';
import { depositMethodFor, methodFor, receiverFor } from './payment-methods';
import { depositOut } from './serialize';

/** The player's own deposit limits (responsible-gaming's, handed in by modules.ts). */
export interface DepositLimits {
  /**
   * Throws when the member may not deposit `amount` (minor units) now; run in the deposit's transaction. `hasLimits`
   * (read with the session) false skips it.
   */
  refuse: (
    tx: Database,
    merchant: Merchant,
    member: { id: number; sessionId: string; hasLimits?: boolean },
    amount: number,
    now: Date,
  ) => Promise<void>;
  /** Runs the deposit's `work`; a refusal of `refuse` is recorded once its transaction has rolled back. */
  recording: <T>(
    db: Database,
    who: { merchantCode: string; memberId: number; requestKey?: string },
    now: Date,
    work: () => Promise<T>,
  ) => Promise<T>;
}

export function registerDepositRoutes(router: Router, deps: PlatformDeps, depositLimits: DepositLimits): void {
  const { db, clock } = deps;

  router.route(depositReceiverCall, async ({ merchant, query, requireMember }) => {
    const method = methodFor(merchant, query.methodCode, 'deposit');
    if (method.kind !== 'trx-id')
      throw new PlatformError(400, 'bad_request', `${method.code} has no receiving account`);
    const receiver = await receiverFor(db, merchant, method.code, requireMember().id);
    return { methodCode: method.code, accountNumber: receiver.accountNumber, accountName: receiver.accountName };
  });

  router.route(depositCall, async ({ merchant, body, requireMember }) => {
    const member = requireMember();
    // Before the idempotency claim: a refused method leaves nothing behind, and a retry after a change is judged anew.
    const method = depositMethodFor(merchant, body.methodCode, deps.config.mode);
    // A retry with the same key is refused again; the risk list counts it once.
    const who = { merchantCode: merchant.code, memberId: member.id, requestKey: `deposit:${body.idempotencyKey}` };
    return depositLimits.recording(db, who, clock(), () =>
      idempotent(db, `member:${member.id}`, depositCall.path, body, clock(), async (tx) => {
        const now = clock();
        // The player's own deposit limits, counted under their locks in this transaction (responsible-gaming/).
        await depositLimits.refuse(tx, merchant, member, body.amount, now);
        if (method.kind === 'trx-id') {
          if (!body.senderAccount || !body.trxId) {
            throw new PlatformError(400, 'input_empty', 'senderAccount and trxId are required', {
              fields: [!body.senderAccount && 'senderAccount', !body.trxId && 'trxId'].filter(Boolean),
            });
          }
          const deposit = await createTrxIdDeposit(tx, {
            merchant,
            memberId: member.id,
            methodCode: method.code,
            amount: body.amount,
            senderAccount: body.senderAccount,
            trxId: body.trxId,
            now,
          });
          return { deposit: depositOut(deposit), paymentUrl: null };
        }
        const deposit = await createGatewayDepositRow(tx, {
          merchant,
          memberId: member.id,
          methodCode: method.code,
          amount: body.amount,
          now,
        });
        const page = await openGatewayPayment(tx, deposit, now);
        const back = body.returnPath ? `?return=${encodeURIComponent(body.returnPath)}` : '';
        return { deposit: depositOut(deposit), paymentUrl: `${page}${back}` };
      }),
    );
  });

  router.route(depositsCall, async ({ query, requireMember }) => {
    const { rows, total } = await depositsOf(db, requireMember().id, query.page, query.pageSize);
    return { rows: rows.map(depositOut), page: query.page, pageSize: query.pageSize, total };
  });
}
