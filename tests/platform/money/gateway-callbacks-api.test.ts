// @vitest-environment node
/**
 * Gateway callbacks over HTTP, on PGlite and PostgreSQL: the payment provider's callbacks the platform refuses or
 * cannot match are logged with their reason and bytes and shown to the operator (GET /admin/gateway/callbacks),
 * the ones that need a person open a case (GET /admin/gateway/cases, resolved once with POST
 * /admin/gateway/cases/resolve), a NUL byte in a callback body or in the sandbox page's path is a 400, and nothing
 * refused or unmatched moves a balance. (Late payments and cases below HTTP: late-payments.test.ts.)
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { CALLBACK_PATH } from '../../../platform/money/gateway';
import { SIGNATURE_HEADER } from '../../../platform/money/gateway-signature';
import { signBody } from '../../../platform/security/body-signature';
import {
  adminGatewayCallbacksCall,
  adminGatewayCaseResolveCall,
  adminGatewayCasesCall,
} from '../../../src/api/calls/admin-gateway';
import { depositCall } from '../../../src/api/calls/money/deposits';
import { balanceCall } from '../../../src/api/calls/wallet';
import { describeEachDatabase, MERCHANT, type TestPlatform } from '../harness';

// The provider's shared secret (platform/README.md), read when each test platform starts, so this test signs.
const SECRET = 'test-gateway-secret-for-callbacks';
process.env.PLATFORM_GATEWAY_SECRET = SECRET;

const callback = (p: TestPlatform, body: string | Uint8Array<ArrayBuffer>, signature?: string) =>
  p.platform.app.request(CALLBACK_PATH, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
  });

const signed = (p: TestPlatform, fields: Record<string, unknown>) => {
  const body = JSON.stringify({ merchantCode: MERCHANT, status: 'paid', timestamp: Date.now(), ...fields });
  return callback(p, body, signBody(SECRET, body));
};

describeEachDatabase('payment callbacks the operator sees', (platform) => {
  const logOf = async (paymentId: string) =>
    (await platform().admin(adminGatewayCallbacksCall, { query: { merchantCode: MERCHANT } })).value.filter(
      (row) => row.paymentId === paymentId,
    );

  it('an unknown paid payment is acknowledged once per delivery, opens one case, and the operator resolves it once', async () => {
    const p = platform();
    const paymentId = `unknown-${randomBytes(4).toString('hex')}`;
    const first = await signed(p, { paymentId, amount: 50_000 });
    expect(first.status).toBe(200);
    const { value } = (await first.json()) as { value: { credited: boolean; caseId: number } };
    expect(value).toEqual({ credited: false, caseId: expect.any(Number) });
    expect(await (await signed(p, { paymentId, amount: 50_000 })).json()).toMatchObject({ value });

    const open = (await p.admin(adminGatewayCasesCall, { query: { merchantCode: MERCHANT } })).value;
    expect(open.filter((c) => c.paymentId === paymentId)).toEqual([
      expect.objectContaining({
        id: value.caseId,
        merchantCode: MERCHANT,
        depositId: null,
        amount: 50_000,
        reportedStatus: 'paid',
        reason: 'unknown payment',
        resolvedAt: null,
      }),
    ]);
    const log = await logOf(paymentId);
    expect(log.map((row) => [row.outcome, row.reason, row.caseId])).toEqual([
      ['cased', 'unknown payment', value.caseId],
      ['cased', 'unknown payment', value.caseId],
    ]);

    const resolve = { caseId: value.caseId, resolution: 'refunded' as const, note: 'refunded at the provider' };
    const resolved = await p.admin(adminGatewayCaseResolveCall, { body: resolve });
    expect(resolved.value).toMatchObject({ resolution: 'refunded', note: 'refunded at the provider' });
    expect((await p.admin(adminGatewayCaseResolveCall, { body: resolve })).json.code).toBe('request_already_handled');
    const missing = await p.admin(adminGatewayCaseResolveCall, { body: { ...resolve, caseId: 987_654 } });
    expect(missing.status).toBe(404);
    const closed = (await p.admin(adminGatewayCasesCall, { query: { status: 'resolved' } })).value;
    expect(closed.map((c) => c.id)).toContain(value.caseId);
  });

  it("a paid callback whose amount does not match the player's deposit credits nothing and opens a case", async () => {
    const p = platform();
    const token = await p.login('bdplayer1', 'Player123', { ip: '10.41.0.1' });
    const before = (await p.call(balanceCall, { token })).value.balance;
    const made = await p.call(depositCall, {
      token,
      body: { methodCode: 'bkash-pay', amount: 100_000, idempotencyKey: randomBytes(12).toString('hex') },
    });
    const paymentId = made.value.paymentUrl?.split('/').pop() as string;
    const res = await signed(p, { paymentId, amount: 9_000_000 });
    expect(res.status).toBe(200);
    expect((await p.call(balanceCall, { token })).value.balance).toBe(before);
    const [entry] = await logOf(paymentId);
    expect(entry).toMatchObject({
      outcome: 'cased',
      reason: "amount 9000000 does not match the payment's 100000",
      depositId: made.value.deposit.id,
    });
  });

  it('a NUL byte in a callback body is a 400, logged with its bytes; in the sandbox page path a 400', async () => {
    const p = platform();
    const marker = randomBytes(4).toString('hex');
    const raw = new Uint8Array(Buffer.from(`{"paymentId":"${marker}","x":"\u0000"}`, 'latin1'));
    const escaped = `{"paymentId":"${marker}","x":"\\u0000"}`;
    for (const body of [raw, escaped]) {
      const res = await callback(p, body, signBody(SECRET, Buffer.from(body).toString()));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 'bad_request' });
    }
    const log = (await p.admin(adminGatewayCallbacksCall, { query: { outcome: 'refused' } })).value.filter((row) =>
      row.body.includes(marker),
    );
    expect(log.map((row) => [row.reason, row.body])).toEqual([
      ['a NUL in the body (x)', escaped],
      ['the body holds a NUL byte', `{"paymentId":"${marker}","x":"\\u0000"}`],
    ]);

    for (const method of ['GET', 'POST']) {
      const res = await p.request(method, '/sandbox-pay/abc%00def', {
        body: method === 'POST' ? 'action=pay' : undefined,
        headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      });
      expect(res.status).toBe(400);
    }
  });

  it('JSON nested 2,000 deep in a callback is a 400 and logged', async () => {
    const p = platform();
    const deep = `${'[{"a":'.repeat(1_000)}1${'}]'.repeat(1_000)}`;
    expect((await callback(p, deep, signBody(SECRET, deep))).status).toBe(400);
    const [newest] = (await p.admin(adminGatewayCallbacksCall, { query: { outcome: 'refused' } })).value;
    expect(newest).toMatchObject({ reason: 'JSON nested deeper than 64 levels', bodyBytes: deep.length });
    expect(newest?.body.length).toBe(4096);
  });
});
