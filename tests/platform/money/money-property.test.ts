// Random sequences of money flows — deposits approved or rejected, withdrawals paid or rejected, transfers to
// the upline, vendor transfers — on PGlite and PostgreSQL. After every step each wallet equals what the model of
// the flows says it should be and every refusal is one of the expected codes (a withdrawal over the identity
// check's limits only where the merchant's rule says so); after every sequence the ledger invariants hold.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { PlatformError } from '../../../platform/core/platform-error';
import type { Database } from '../../../platform/db/database';
import { gateRuleFor } from '../../../platform/kyc/withdrawal-gate';
import { checkLedger } from '../../../platform/ledger/check';
import { walletBalance } from '../../../platform/ledger/money-accounts';
import { approveDeposit, createTrxIdDeposit, rejectDeposit } from '../../../platform/money/deposits';
import { transferToUpline, vendorTransfer } from '../../../platform/money/transfers';
import {
  bindPayoutAccount,
  payWithdrawal,
  rejectWithdrawal,
  requestWithdrawal,
} from '../../../platform/money/withdrawals';
import { addMember, BD, describeLedgerDatabases } from '../ledger/ledger-db';

const step = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    amount: fc.integer({ min: 20_000, max: 2_500_000 }),
    approve: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('withdraw' as const),
    amount: fc.integer({ min: 50_000, max: 2_500_000 }),
    pay: fc.boolean(),
  }),
  fc.record({ op: fc.constant('upline' as const), amount: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({ op: fc.constant('vendor' as const), amount: fc.integer({ min: 1, max: 500_000 }), into: fc.boolean() }),
);

const EXPECTED_REFUSALS = new Set(['insufficient_balance', 'kyc_required']);

describeLedgerDatabases('money flows, random sequences', (db) => {
  it('keep the ledger balanced and every wallet equal to its model', async () => {
    let run = 0;
    let trx = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        run += 1;
        const d: Database = db();
        const agent = await addMember(d, `pa${run}${Date.now()}`, { merchantCode: BD.code, type: 1 });
        const [agentRow] = await d.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [agent]);
        const player = await addMember(d, `pp${run}${Date.now()}`, { merchantCode: BD.code, uplineId: agent });
        await d.query(
          "INSERT INTO payment_receivers (merchant_code, method_code, account_number, account_name) SELECT $1, 'bkash', '01711111111', 'Shapla' WHERE NOT EXISTS (SELECT 1 FROM payment_receivers WHERE merchant_code = $1 AND method_code = 'bkash')",
          [BD.code],
        );
        const payout = await bindPayoutAccount(
          d,
          BD,
          player,
          { methodCode: 'bkash', accountNumber: '01712345678', accountName: 'Pat' },
          new Date(),
        );
        // withdrawn: what the member's paid withdrawals add up to (the identity check's cumulative limit counts it)
        const model = { main: 0, vendor: 0, agent: 0, withdrawn: 0 };
        for (const s of steps) {
          const now = new Date();
          try {
            if (s.op === 'deposit') {
              trx += 1;
              const deposit = await createTrxIdDeposit(d, {
                merchant: BD,
                memberId: player,
                methodCode: 'bkash',
                amount: s.amount,
                senderAccount: '01712345678',
                trxId: `P${String(trx).padStart(5, '0')}${String(run).padStart(4, '0')}`,
                now,
              });
              if (s.approve) {
                await approveDeposit(d, BD, deposit.id, 'test', now);
                model.main += s.amount;
              } else await rejectDeposit(d, BD, deposit.id, 'test', 'no', now);
            } else if (s.op === 'withdraw') {
              // Above the merchant's identity-check limits the withdrawal is refused (kyc_required): this member
              // has no approved check. Nothing else may refuse it but the balance.
              const gate = gateRuleFor(BD, s.amount, model.withdrawn);
              const withdrawal = await requestWithdrawal(
                d,
                BD,
                player,
                { payoutAccountId: payout.id, amount: s.amount },
                now,
              ).catch((error) => {
                if (error instanceof PlatformError && error.code === 'kyc_required') expect(gate).not.toBeNull();
                throw error;
              });
              expect(gate).toBeNull();
              model.main -= s.amount;
              if (s.pay) {
                await payWithdrawal(d, BD, withdrawal.id, 'op', now);
                model.withdrawn += s.amount;
              } else {
                await rejectWithdrawal(d, BD, withdrawal.id, 'op', 'no', now);
                model.main += s.amount;
              }
            } else if (s.op === 'upline') {
              await transferToUpline(d, BD, player, agentRow?.username as string, s.amount, now);
              model.main -= s.amount;
              model.agent += s.amount;
            } else {
              await vendorTransfer(d, BD, player, 'PG', s.into ? 'in' : 'out', s.amount, now);
              model.main += s.into ? -s.amount : s.amount;
              model.vendor += s.into ? s.amount : -s.amount;
            }
          } catch (error) {
            if (!(error instanceof PlatformError) || !EXPECTED_REFUSALS.has(error.code)) throw error;
          }
          expect(await walletBalance(d, player)).toBe(model.main);
          expect(await walletBalance(d, agent)).toBe(model.agent);
        }
        // The invariants once per sequence (they read every posting of the merchant): a step that breaks one
        // leaves it broken for this check, as no step repairs another's postings.
        expect((await checkLedger(d, BD.code)).ok).toBe(true);
      }),
      { numRuns: 12 },
    );
  });
});
