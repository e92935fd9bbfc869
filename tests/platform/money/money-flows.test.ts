// Money flows below the HTTP layer, on PGlite and PostgreSQL: deposits (trx-id and the sandbox gateway),
// withdrawals through every state, transfers up and down the tree, vendor wallets, the transaction password
// and the account record. After each flow the ledger check must pass.
import { expect, it } from 'vitest';
import { PlatformError } from '../../../platform/core/platform-error';
import type { Database } from '../../../platform/db/database';
import { checkLedger } from '../../../platform/ledger/check';
import { walletBalance } from '../../../platform/ledger/money-accounts';
import { accountRecord } from '../../../platform/money/account-record';
import { findDeposit } from '../../../platform/money/deposit-queries';
import {
  approveDeposit,
  createGatewayDepositRow,
  createTrxIdDeposit,
  type DepositRow,
  rejectDeposit,
} from '../../../platform/money/deposits';
import {
  completeAtProvider,
  deliverCallbacks,
  openGatewayPayment,
  receiveCallback,
  signedCallback,
} from '../../../platform/money/gateway';
import { setPaymentPassword, verifyPaymentPassword } from '../../../platform/money/payment-password';
import { depositOut } from '../../../platform/money/serialize';
import { recallAll, transferToDownline, transferToUpline, vendorTransfer } from '../../../platform/money/transfers';
import {
  answerWithdrawal,
  autoConfirmWithdrawals,
  bindPayoutAccount,
  payWithdrawal,
  rejectWithdrawal,
  requestWithdrawal,
  resolveCase,
} from '../../../platform/money/withdrawals';
import { signBody } from '../../../platform/security/body-signature';
import { addMember, BD, describeLedgerDatabases, merchants } from '../ledger/ledger-db';

const SECRET = 'test-gateway-secret';
let clock = new Date('2026-11-23T08:00:00Z');
const tick = (ms = 1000) => {
  clock = new Date(clock.getTime() + ms);
  return clock;
};
let serial = 0;
const player = (db: Database, uplineId?: number, type = 0) => {
  serial += 1;
  return addMember(db, `mf${serial}`, { merchantCode: BD.code, ...(uplineId ? { uplineId } : {}), type });
};
let trx = 0;
const nextTrxId = () => {
  trx += 1;
  return `TX${String(trx).padStart(8, '0')}`;
};

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PlatformError) return error.code;
    throw error;
  }
  return 'ok';
}

async function funded(db: Database, amount: number, uplineId?: number, type = 0): Promise<number> {
  const memberId = await player(db, uplineId, type);
  await db.query(
    "INSERT INTO payment_receivers (merchant_code, method_code, account_number, account_name) SELECT $1, 'bkash', '01711111111', 'Shapla Play' WHERE NOT EXISTS (SELECT 1 FROM payment_receivers WHERE method_code = 'bkash')",
    [BD.code],
  );
  const deposit = await createTrxIdDeposit(db, {
    merchant: BD,
    memberId,
    methodCode: 'bkash',
    amount,
    senderAccount: '01712345678',
    trxId: nextTrxId(),
    now: tick(),
  });
  await approveDeposit(db, BD, deposit.id, 'test', tick());
  return memberId;
}

describeLedgerDatabases('money flows', (db) => {
  it('a trx-id deposit credits once on approval; a reused TrxID and bad input are refused', async () => {
    const memberId = await funded(db(), 50_000);
    expect(await walletBalance(db(), memberId)).toBe(50_000);
    const [used] = await db().query<{ trx_id: string }>('SELECT trx_id FROM deposits WHERE member_id = $1', [memberId]);
    const again = (trxId: string, amount = 50_000, sender = '01712345678') =>
      codeOf(
        createTrxIdDeposit(db(), {
          merchant: BD,
          memberId,
          methodCode: 'bkash',
          amount,
          senderAccount: sender,
          trxId,
          now: tick(),
        }),
      );
    expect(await again(used?.trx_id.toLowerCase() as string)).toBe('trx_id_used');
    expect(await again('SHORT')).toBe('invalid_format');
    expect(await again(nextTrxId(), 100)).toBe('amount_out_of_range');
    expect(await again(nextTrxId(), 50_000, '12345')).toBe('invalid_format');
    expect(
      await codeOf(
        createTrxIdDeposit(db(), {
          merchant: BD,
          memberId,
          methodCode: 'paypal',
          amount: 50_000,
          senderAccount: '01712345678',
          trxId: nextTrxId(),
          now: tick(),
        }),
      ),
    ).toBe('payment_method_unavailable');
    const [deposit] = await db().query<{ id: number }>('SELECT id FROM deposits WHERE member_id = $1', [memberId]);
    expect(await codeOf(approveDeposit(db(), BD, deposit?.id as number, 'test', tick()))).toBe(
      'request_already_handled',
    );
    expect(await walletBalance(db(), memberId)).toBe(50_000);
  });

  it('a rejected deposit credits nothing and frees its TrxID', async () => {
    const memberId = await player(db());
    const trxId = nextTrxId();
    const deposit = await createTrxIdDeposit(db(), {
      merchant: BD,
      memberId,
      methodCode: 'nagad',
      amount: 30_000,
      senderAccount: '01812345678',
      trxId: trxId.slice(0, 8),
      now: tick(),
    }).catch(async () => {
      await db().query(
        "INSERT INTO payment_receivers (merchant_code, method_code, account_number, account_name) VALUES ($1, 'nagad', '01811111111', 'Shapla Play')",
        [BD.code],
      );
      return createTrxIdDeposit(db(), {
        merchant: BD,
        memberId,
        methodCode: 'nagad',
        amount: 30_000,
        senderAccount: '01812345678',
        trxId: trxId.slice(0, 8),
        now: tick(),
      });
    });
    await rejectDeposit(db(), BD, deposit.id, 'test', 'no such payment', tick());
    expect(await walletBalance(db(), memberId)).toBe(0);
    const retry = await createTrxIdDeposit(db(), {
      merchant: BD,
      memberId,
      methodCode: 'nagad',
      amount: 30_000,
      senderAccount: '01812345678',
      trxId: trxId.slice(0, 8),
      now: tick(),
    });
    expect(retry.status).toBe('pending');
  });

  it('a gateway deposit is credited by the signed callback exactly once; forged and stale callbacks are refused, a mismatch is cased', async () => {
    const memberId = await player(db());
    const deposit = await createGatewayDepositRow(db(), {
      merchant: BD,
      memberId,
      methodCode: 'bkash-pay',
      amount: 100_000,
      now: tick(),
    });
    expect(deposit.fee).toBe(1_500);
    const url = await openGatewayPayment(db(), deposit, tick());
    const paymentId = url.split('/').pop() as string;
    const payment = await completeAtProvider(db(), paymentId, 'paid', tick());
    expect(payment?.status).toBe('paid');
    expect(await completeAtProvider(db(), paymentId, 'declined', tick())).toBeNull();

    const forged = JSON.stringify({
      paymentId,
      merchantCode: BD.code,
      amount: 100_000,
      status: 'paid',
      timestamp: clock.getTime(),
    });
    expect(await receiveCallback(db(), merchants, SECRET, forged, signBody('wrong secret', forged), tick())).toEqual({
      ok: false,
      status: 401,
      reason: 'bad signature',
    });
    const stale = signedCallback(
      SECRET,
      payment as NonNullable<typeof payment>,
      new Date(clock.getTime() - 60 * 60 * 1000),
    );
    expect(await receiveCallback(db(), merchants, SECRET, stale.body, stale.signature, tick())).toEqual({
      ok: false,
      status: 401,
      reason: 'stale callback',
    });
    const inflated = JSON.stringify({
      paymentId,
      merchantCode: BD.code,
      amount: 900_000,
      status: 'paid',
      timestamp: clock.getTime(),
    });
    // Signed, so the provider says it took 900,000: nothing is credited, the operator gets a case.
    expect(await receiveCallback(db(), merchants, SECRET, inflated, signBody(SECRET, inflated), tick())).toMatchObject({
      ok: true,
      credited: false,
      caseId: expect.any(Number),
    });
    expect(await walletBalance(db(), memberId)).toBe(0);

    // The provider delivers (and, as providers do, delivers again): one credit.
    const transport = (body: string, headers: Record<string, string>) =>
      receiveCallback(db(), merchants, SECRET, body, headers['x-sandbox-signature'], clock).then((r) =>
        r.ok ? 200 : 401,
      );
    expect(await deliverCallbacks(db(), SECRET, async () => 500, tick())).toBe(0);
    expect(await deliverCallbacks(db(), SECRET, transport, tick())).toBe(1);
    const again = signedCallback(SECRET, payment as NonNullable<typeof payment>, tick());
    expect(await receiveCallback(db(), merchants, SECRET, again.body, again.signature, clock)).toEqual({
      ok: true,
      credited: false,
    });
    expect(await walletBalance(db(), memberId)).toBe(98_500);
    const [rejections] = await db().query<{ n: number }>('SELECT count(*) AS n FROM gateway_callback_log');
    expect(rejections?.n).toBeGreaterThanOrEqual(3);
  });

  it("a provider's decline reads as the provider's, an operator's rejection as the operator's words", async () => {
    const memberId = await player(db());
    const deposit = await createGatewayDepositRow(db(), {
      merchant: BD,
      memberId,
      methodCode: 'bkash-pay',
      amount: 50_000,
      now: tick(),
    });
    const url = await openGatewayPayment(db(), deposit, tick());
    const payment = await completeAtProvider(db(), url.split('/').pop() as string, 'declined', tick());
    const callback = signedCallback(SECRET, payment as NonNullable<typeof payment>, tick());
    expect(await receiveCallback(db(), merchants, SECRET, callback.body, callback.signature, tick())).toEqual({
      ok: true,
      credited: false,
    });
    const declined = (await findDeposit(db(), deposit.id)) as DepositRow;
    // the stored note is the platform's English for operators; the player's answer names the provider instead
    expect(declined.reason).toBe('declined at the provider');
    expect(depositOut(declined)).toMatchObject({ status: 'rejected', rejectedBy: 'provider', reason: null });

    const other = await createGatewayDepositRow(db(), {
      merchant: BD,
      memberId,
      methodCode: 'bkash-pay',
      amount: 20_000,
      now: tick(),
    });
    expect(depositOut(other)).toMatchObject({ status: 'pending', rejectedBy: null });
    await rejectDeposit(db(), BD, other.id, 'operator:reviewer', 'sender name does not match', tick());
    expect(depositOut((await findDeposit(db(), other.id)) as DepositRow)).toMatchObject({
      status: 'rejected',
      rejectedBy: 'operator',
      reason: 'sender name does not match',
    });
  });

  it('the transaction password is six digits, needs the old one to change, and locks after five wrong tries', async () => {
    const memberId = await player(db());
    expect(await codeOf(verifyPaymentPassword(db(), memberId, '123456', tick()))).toBe('payment_password_required');
    expect(await codeOf(setPaymentPassword(db(), memberId, '12ab56', undefined, tick()))).toBe('password_rule');
    await setPaymentPassword(db(), memberId, '135790', undefined, tick());
    expect(await codeOf(setPaymentPassword(db(), memberId, '246802', '000000', tick()))).toBe(
      'payment_password_incorrect',
    );
    await setPaymentPassword(db(), memberId, '246802', '135790', tick());
    for (let i = 0; i < 4; i += 1) {
      expect(await codeOf(verifyPaymentPassword(db(), memberId, '111111', tick()))).toBe('payment_password_incorrect');
    }
    expect(await codeOf(verifyPaymentPassword(db(), memberId, '111111', tick()))).toBe('payment_password_locked');
    expect(await codeOf(verifyPaymentPassword(db(), memberId, '246802', tick()))).toBe('payment_password_locked');
    tick(16 * 60 * 1000);
    expect(await codeOf(verifyPaymentPassword(db(), memberId, '246802', tick()))).toBe('ok');
  });

  it('a withdrawal holds the funds, and pay, reject, answers, auto-confirm and cases move them right', async () => {
    const memberId = await funded(db(), 200_000);
    expect(
      await codeOf(requestWithdrawal(db(), BD, memberId, { payoutAccountId: 999_999, amount: 60_000 }, tick())),
    ).toBe('payout_account_required');
    const account = await bindPayoutAccount(
      db(),
      BD,
      memberId,
      { methodCode: 'bkash', accountNumber: '01712345678', accountName: 'Rahim' },
      tick(),
    );
    expect(
      await codeOf(
        bindPayoutAccount(
          db(),
          BD,
          memberId,
          { methodCode: 'bkash', accountNumber: '01787654321', accountName: 'Rahim' },
          tick(),
        ),
      ),
    ).toBe('payout_account_bound');
    expect(
      await codeOf(
        bindPayoutAccount(db(), BD, memberId, { methodCode: 'nagad', accountNumber: '999', accountName: 'R' }, tick()),
      ),
    ).toBe('invalid_format');
    const request = (amount: number) =>
      requestWithdrawal(db(), BD, memberId, { payoutAccountId: account.id, amount }, tick());
    expect(await codeOf(request(10_000))).toBe('amount_out_of_range');
    expect(await codeOf(request(2_500_001))).toBe('amount_out_of_range');

    const rejected = await request(60_000);
    expect(await walletBalance(db(), memberId)).toBe(140_000);
    await rejectWithdrawal(db(), BD, rejected.id, 'op', 'name mismatch', tick());
    expect(await walletBalance(db(), memberId)).toBe(200_000);
    expect(await codeOf(payWithdrawal(db(), BD, rejected.id, 'op', tick()))).toBe('request_already_handled');

    const received = await request(50_000);
    await payWithdrawal(db(), BD, received.id, 'op', tick());
    expect(await codeOf(answerWithdrawal(db(), BD, memberId + 1_000_000, received.id, 'received', null, tick()))).toBe(
      'not_found',
    );
    expect((await answerWithdrawal(db(), BD, memberId, received.id, 'fully_paid', null, tick())).status).toBe(
      'received',
    );

    const silent = await request(50_000);
    await payWithdrawal(db(), BD, silent.id, 'op', tick());
    expect(await autoConfirmWithdrawals(db(), merchants, tick())).toBe(0);
    expect(
      await autoConfirmWithdrawals(db(), merchants, tick(BD.tenant.payments.withdrawalAutoConfirmMinutes * 60_000 + 1)),
    ).toBeGreaterThanOrEqual(1);
    const [auto] = await db().query<{ status: string; answer: string }>(
      'SELECT status, answer FROM withdrawals WHERE id = $1',
      [silent.id],
    );
    expect(auto).toEqual({ status: 'received', answer: 'auto' });

    const disputed = await request(50_000);
    await payWithdrawal(db(), BD, disputed.id, 'op', tick());
    expect(await codeOf(answerWithdrawal(db(), BD, memberId, disputed.id, 'not_received', null, tick()))).toBe(
      'image_invalid',
    );
    expect(
      await codeOf(
        answerWithdrawal(
          db(),
          BD,
          memberId,
          disputed.id,
          'not_received',
          new TextEncoder().encode('GIF89a......'),
          tick(),
        ),
      ),
    ).toBe('image_invalid');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect((await answerWithdrawal(db(), BD, memberId, disputed.id, 'not_received', png, tick())).status).toBe(
      'not_received',
    );
    expect(await walletBalance(db(), memberId)).toBe(50_000);
    await resolveCase(db(), BD, disputed.id, 'refunded', 'op', tick());
    expect(await walletBalance(db(), memberId)).toBe(100_000);
    expect(await codeOf(resolveCase(db(), BD, disputed.id, 'refunded', 'op', tick()))).toBe('request_already_handled');

    expect(await codeOf(request(150_000))).toBe('insufficient_balance');
    expect((await checkLedger(db(), BD.code)).ok).toBe(true);
  });

  it('transfers go only to the own upline or own downline; vendor wallets move both ways and recall', async () => {
    const agent = await funded(db(), 500_000, undefined, 1);
    const member = await funded(db(), 100_000, agent);
    const grandchild = await player(db(), member);
    const stranger = await funded(db(), 20_000);
    const [{ username: agentName } = { username: '' }] = await db().query<{ username: string }>(
      'SELECT username FROM members WHERE id = $1',
      [agent],
    );
    const [{ username: strangerName } = { username: '' }] = await db().query<{ username: string }>(
      'SELECT username FROM members WHERE id = $1',
      [stranger],
    );
    const [{ username: grandchildName } = { username: '' }] = await db().query<{ username: string }>(
      'SELECT username FROM members WHERE id = $1',
      [grandchild],
    );

    expect(await codeOf(transferToUpline(db(), BD, member, strangerName, 1_000, tick()))).toBe('not_own_upline');
    expect(await codeOf(transferToUpline(db(), BD, stranger, agentName, 1_000, tick()))).toBe('not_own_upline');
    expect((await transferToUpline(db(), BD, member, agentName, 20_000, tick())).balance).toBe(80_000);
    expect(await codeOf(transferToUpline(db(), BD, member, agentName, 80_001, tick()))).toBe('insufficient_balance');

    const refused = 'transfer_not_direct_downline';
    expect(await codeOf(transferToDownline(db(), BD, agent, strangerName, 1_000, tick()))).toBe(refused);
    expect(await codeOf(transferToDownline(db(), BD, member, agentName, 1_000, tick()))).toBe(refused);
    // direct members only: the member's own member is theirs to pay, not the agent's
    expect(await codeOf(transferToDownline(db(), BD, agent, grandchildName, 7_000, tick()))).toBe(refused);
    expect(await codeOf(transferToDownline(db(), BD, agent, agentName, 7_000, tick()))).toBe(refused);
    const child = await player(db(), agent);
    const [{ username: childName } = { username: '' }] = await db().query<{ username: string }>(
      'SELECT username FROM members WHERE id = $1',
      [child],
    );
    expect((await transferToDownline(db(), BD, agent, childName, 7_000, tick())).recipient).toBe(childName);
    expect(await walletBalance(db(), child)).toBe(7_000);
    expect(await walletBalance(db(), grandchild)).toBe(0);

    await vendorTransfer(db(), BD, member, 'PG', 'in', 30_000, tick());
    await vendorTransfer(db(), BD, member, 'JILI', 'in', 5_000, tick());
    await vendorTransfer(db(), BD, member, 'PG', 'out', 10_000, tick());
    expect(await codeOf(vendorTransfer(db(), BD, member, 'PG', 'out', 20_001, tick()))).toBe('insufficient_balance');
    expect(await walletBalance(db(), member)).toBe(55_000);
    expect(await recallAll(db(), BD, member, tick())).toBe(25_000);
    expect(await walletBalance(db(), member)).toBe(80_000);
    expect((await checkLedger(db(), BD.code)).ok).toBe(true);

    const record = await accountRecord(db(), { memberId: member, from: new Date(0), to: tick() }, 1, 50);
    expect(record.rows.map((row) => row.kind)).toContain('transfer_upline');
    expect(record.rows[0]?.kind).toBe('vendor_transfer_out');
    const onlyTransfers = await accountRecord(
      db(),
      { memberId: member, kinds: ['transfer_upline'], from: new Date(0), to: tick() },
      1,
      50,
    );
    expect(onlyTransfers).toMatchObject({ total: 1, rows: [{ amount: -20_000, balance_after: 80_000 }] });
  });
});
