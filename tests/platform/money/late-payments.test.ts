// @vitest-environment node
/**
 * A payment is never lost. Below the HTTP layer, on PGlite and PostgreSQL: a paid callback for an expired
 * gateway deposit credits it once (marked paid late), however often it repeats or races; a paid callback the
 * platform cannot credit (rejected deposit, unknown payment, declined after credit) opens one operator case
 * per provider reference; every such callback is logged with its reason, and none moves money it should not.
 */
import { expect, it } from 'vitest';
import { checkLedger } from '../../../platform/ledger/check';
import { walletBalance } from '../../../platform/ledger/money-accounts';
import {
  approveDeposit,
  createGatewayDepositRow,
  type DepositRow,
  expireDeposits,
  GATEWAY_DEPOSIT_TTL_MS,
  rejectDeposit,
} from '../../../platform/money/deposits';
import {
  type CallbackOutcome,
  completeAtProvider,
  deliverCallbacks,
  type GatewayPaymentRow,
  openGatewayPayment,
  receiveCallback,
  signedCallback,
} from '../../../platform/money/gateway';
import { callbackLog, gatewayCases } from '../../../platform/money/gateway-log';
import { signBody } from '../../../platform/security/body-signature';
import { addMember, BD, describeLedgerDatabases, merchants } from '../ledger/ledger-db';

const SECRET = 'test-gateway-secret';
let clock = new Date('2026-11-23T08:00:00Z');
const tick = (ms = 1000) => {
  clock = new Date(clock.getTime() + ms);
  return clock;
};
let serial = 0;

describeLedgerDatabases('late payments', (db) => {
  /** A member with a gateway deposit of 1,000 BDT (fee 15) whose payment is open at the provider. */
  async function openDeposit(): Promise<{ memberId: number; deposit: DepositRow; paymentId: string }> {
    serial += 1;
    const memberId = await addMember(db(), `late${serial}`, { merchantCode: BD.code });
    const deposit = await createGatewayDepositRow(db(), {
      merchant: BD,
      memberId,
      methodCode: 'bkash-pay',
      amount: 100_000,
      now: tick(),
    });
    const paymentId = (await openGatewayPayment(db(), deposit, tick())).split('/').pop() as string;
    return { memberId, deposit, paymentId };
  }

  const receive = (body: string) => receiveCallback(db(), merchants, SECRET, body, signBody(SECRET, body), clock);
  const deliver = (payment: GatewayPaymentRow) => receive(signedCallback(SECRET, payment, tick()).body);
  const depositRow = async (id: number) =>
    (await db().query<DepositRow>('SELECT * FROM deposits WHERE id = $1', [id]))[0] as DepositRow;
  const logOf = async (paymentId: string) =>
    (await callbackLog(db(), { limit: 1000 })).filter((row) => row.payment_id === paymentId);

  it('a payment made after its deposit expired is credited once, marked paid late, and logged', async () => {
    const { memberId, deposit, paymentId } = await openDeposit();
    tick(GATEWAY_DEPOSIT_TTL_MS + 60_000);
    expect(await expireDeposits(db(), clock)).toBeGreaterThanOrEqual(1);
    expect((await depositRow(deposit.id)).status).toBe('expired');

    // The payer pays on the provider's page after all; the provider delivers, and delivers again.
    const payment = (await completeAtProvider(db(), paymentId, 'paid', tick())) as GatewayPaymentRow;
    const transport = async (body: string) => ((await receive(body)).ok ? 200 : 401);
    expect(await deliverCallbacks(db(), SECRET, transport, tick())).toBeGreaterThanOrEqual(1);
    const repeats = await Promise.all([deliver(payment), deliver(payment), deliver(payment)]);
    expect(repeats).toEqual(repeats.map(() => ({ ok: true, credited: false })));

    expect(await walletBalance(db(), memberId)).toBe(98_500);
    const row = await depositRow(deposit.id);
    expect(row.status).toBe('approved');
    expect(row.paid_late_at).toBeInstanceOf(Date);
    const log = await logOf(paymentId);
    expect(log.map((entry) => [entry.outcome, entry.reason, entry.deposit_id])).toEqual([
      ['credited_late', 'paid after the deposit expired', deposit.id],
    ]);
    expect((await checkLedger(db())).ok).toBe(true);
  });

  it('two late callbacks racing each other and the expiry credit once', async () => {
    const { memberId, deposit, paymentId } = await openDeposit();
    const payment = (await completeAtProvider(db(), paymentId, 'paid', tick())) as GatewayPaymentRow;
    tick(GATEWAY_DEPOSIT_TTL_MS + 60_000);
    const [, ...outcomes] = await Promise.all([expireDeposits(db(), clock), deliver(payment), deliver(payment)]);
    expect(outcomes.filter((outcome) => outcome.ok && outcome.credited)).toHaveLength(1);
    expect(await walletBalance(db(), memberId)).toBe(98_500);
    expect((await depositRow(deposit.id)).status).toBe('approved');
  });

  it('a payment for a deposit the operator rejected opens one case with the provider reference, credits nothing', async () => {
    const { memberId, deposit, paymentId } = await openDeposit();
    await rejectDeposit(db(), BD, deposit.id, 'operator', 'duplicate request', tick());
    const payment = (await completeAtProvider(db(), paymentId, 'paid', tick())) as GatewayPaymentRow;
    const first = (await deliver(payment)) as Extract<CallbackOutcome, { ok: true }>;
    expect(first).toMatchObject({ ok: true, credited: false, caseId: expect.any(Number) });
    expect(await deliver(payment)).toEqual(first);

    expect(await walletBalance(db(), memberId)).toBe(0);
    const cases = (await gatewayCases(db(), { status: 'open', limit: 1000 })).filter((c) => c.payment_id === paymentId);
    expect(cases).toEqual([
      expect.objectContaining({
        id: first.caseId,
        merchant_code: BD.code,
        deposit_id: deposit.id,
        amount: 100_000,
        reported_status: 'paid',
        reason: 'paid after the deposit was rejected (duplicate request)',
      }),
    ]);
    const log = await logOf(paymentId);
    expect(log.map((entry) => [entry.outcome, entry.case_id])).toEqual([
      ['cased', first.caseId],
      ['cased', first.caseId],
    ]);
  });

  it('an unknown payment opens a case when paid and is only logged when declined', async () => {
    const paid = JSON.stringify({
      paymentId: 'not-ours-1',
      merchantCode: BD.code,
      amount: 5_000,
      status: 'paid',
      timestamp: tick().getTime(),
    });
    const outcome = await receive(paid);
    expect(outcome).toMatchObject({ ok: true, credited: false, caseId: expect.any(Number) });
    const [entry] = await logOf('not-ours-1');
    expect(entry).toMatchObject({ outcome: 'cased', reason: 'unknown payment', merchant_code: BD.code });
    expect(Buffer.from(entry?.body ?? []).toString()).toBe(paid);

    const declined = paid.replace('"paid"', '"declined"').replace('not-ours-1', 'not-ours-2');
    expect(await receive(declined)).toEqual({ ok: true, credited: false });
    expect((await logOf('not-ours-2')).map((row) => [row.outcome, row.case_id])).toEqual([['ignored', null]]);
  });

  it('a decline for a deposit the operator already credited by hand opens a case', async () => {
    const { memberId, deposit, paymentId } = await openDeposit();
    await approveDeposit(db(), BD, deposit.id, 'operator', tick());
    const payment = (await completeAtProvider(db(), paymentId, 'declined', tick())) as GatewayPaymentRow;
    const outcome = await deliver(payment);
    expect(outcome).toMatchObject({ ok: true, credited: false, caseId: expect.any(Number) });
    expect(await deliver(payment)).toEqual(outcome);
    expect(await walletBalance(db(), memberId)).toBe(98_500);
    expect((await logOf(paymentId)).map((row) => [row.outcome, row.reason])).toEqual([
      ['cased', 'declined after credit'],
      ['cased', 'declined after credit'],
    ]);
  });

  it('refused callbacks change no balance and are logged with their reason and bytes, NUL included', async () => {
    const { memberId, paymentId } = await openDeposit();
    const payment = (await completeAtProvider(db(), paymentId, 'paid', tick())) as GatewayPaymentRow;
    const { body } = signedCallback(SECRET, payment, tick());
    const withNul = Buffer.from(`${body.slice(0, -1)},"x":"\u0000"}`);
    const outcomes = [
      await receiveCallback(db(), merchants, SECRET, withNul, signBody(SECRET, withNul.toString()), clock),
      await receiveCallback(db(), merchants, SECRET, body, signBody('another secret', body), clock),
      await receiveCallback(db(), merchants, SECRET, Buffer.from([0x7b, 0xff, 0x7d]), undefined, clock),
      await receive(`${'['.repeat(3000)}${']'.repeat(3000)}`),
    ];
    expect(outcomes).toEqual([
      { ok: false, status: 400, reason: 'the body holds a NUL byte' },
      { ok: false, status: 401, reason: 'bad signature' },
      { ok: false, status: 400, reason: 'the body is not valid UTF-8' },
      { ok: false, status: 400, reason: 'malformed payload' },
    ]);
    expect(await walletBalance(db(), memberId)).toBe(0);
    const [nul] = await db().query<{ body: Uint8Array; reason: string }>(
      "SELECT body, reason FROM gateway_callback_log WHERE reason = 'the body holds a NUL byte' ORDER BY id DESC LIMIT 1",
    );
    expect(Buffer.from(nul?.body ?? []).equals(withNul)).toBe(true);
  });
});
