// @vitest-environment node
// The money calls over HTTP, on PGlite and PostgreSQL: each flow end to end through the API calls, the operator
// API and the sandbox provider, each bad input refused with its code, and the ledger check after it all.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  adminAdjustBalanceCall,
  adminDepositDecisionCall,
  adminDepositsCall,
  adminLedgerCheckCall,
  adminWithdrawalDecisionCall,
  adminWithdrawalProofCall,
  adminWithdrawalsCall,
} from '../../../src/api/calls/admin-money';
import { registerCall } from '../../../src/api/calls/member';
import { transactionExportCall, transactionHistoryCall } from '../../../src/api/calls/money/account-record';
import { depositCall, depositReceiverCall, depositsCall } from '../../../src/api/calls/money/deposits';
import { transferDownlineCall, transferUplineCall, uplineCall } from '../../../src/api/calls/money/transfers';
import { walletsCall } from '../../../src/api/calls/money/wallets';
import {
  bindPayoutAccountCall,
  paymentPasswordStatusCall,
  payoutAccountsCall,
  setPaymentPasswordCall,
  withdrawalAnswerCall,
  withdrawalsCall,
  withdrawCall,
} from '../../../src/api/calls/money/withdrawals';
import { freeplayLoginCall } from '../../../src/api/calls/session';
import { balanceCall } from '../../../src/api/calls/wallet';
import { describeEachDatabase, MERCHANT, type TestPlatform } from '../harness';

const key = () => randomBytes(12).toString('hex');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');

const newPlayer = (p: TestPlatform, affiliateCode?: string) => p.newPlayer({ affiliateCode, prefix: 'money' });

/** A player with `amount` minor units deposited by bKash and approved by the operator. */
async function fundedPlayer(p: TestPlatform, amount: number, affiliateCode?: string) {
  const player = await newPlayer(p, affiliateCode);
  const trxId = randomBytes(5).toString('hex').toUpperCase();
  const made = await p.call(depositCall, {
    token: player.token,
    body: { methodCode: 'bkash', amount, senderAccount: '01712345678', trxId, idempotencyKey: key() },
  });
  expect(made.status).toBe(200);
  const approved = await p.admin(adminDepositDecisionCall, {
    body: { merchantCode: MERCHANT, depositId: made.value.deposit.id, decision: 'approve' },
  });
  expect(approved.value.status).toBe('approved');
  return player;
}

const balanceOf = async (p: TestPlatform, token: string) => (await p.call(balanceCall, { token })).value.balance;

describeEachDatabase('money calls', (platform) => {
  it('a trx-id deposit: receiving account, submit, operator queue, approval, balance; a retry moves nothing twice', async () => {
    const p = platform();
    const player = await newPlayer(p);
    const receiver = await p.call(depositReceiverCall, { token: player.token, query: { methodCode: 'bkash' } });
    expect(receiver.value.accountNumber).toMatch(/^01[3-9]\d{8}$/);

    const body = {
      methodCode: 'bkash',
      amount: 100_000,
      senderAccount: '01712345678',
      trxId: 'AB12CD34EF',
      idempotencyKey: key(),
    };
    const first = await p.call(depositCall, { token: player.token, body });
    const retried = await p.call(depositCall, { token: player.token, body });
    expect(retried.value).toEqual(first.value);
    const changed = await p.call(depositCall, { token: player.token, body: { ...body, amount: 200_000 } });
    expect([changed.status, changed.json.code]).toEqual([409, 'idempotency_key_reused']);
    const reused = await p.call(depositCall, { token: player.token, body: { ...body, idempotencyKey: key() } });
    expect(reused.json.code).toBe('trx_id_used');

    const queue = await p.admin(adminDepositsCall, { query: { merchantCode: MERCHANT } });
    expect(queue.value.find((d) => d.id === first.value.deposit.id)).toMatchObject({
      username: player.username,
      amount: 100_000,
    });
    await p.admin(adminDepositDecisionCall, {
      body: { merchantCode: MERCHANT, depositId: first.value.deposit.id, decision: 'approve' },
    });
    const twice = await p.admin(adminDepositDecisionCall, {
      body: { merchantCode: MERCHANT, depositId: first.value.deposit.id, decision: 'approve' },
    });
    expect(twice.json.code).toBe('request_already_handled');
    expect(await balanceOf(p, player.token)).toBe(1000);
    const history = await p.call(depositsCall, { token: player.token, query: {} });
    expect(history.value.rows[0]).toMatchObject({ status: 'approved', trxId: 'AB12CD34EF' });
  });

  it('refuses bad deposit input with a code and changes no balance', async () => {
    const p = platform();
    const player = await newPlayer(p);
    const send = (body: Record<string, unknown>) =>
      p.call(depositCall, {
        token: player.token,
        body: {
          methodCode: 'bkash',
          amount: 50_000,
          senderAccount: '01712345678',
          trxId: 'ZZ12CD34EF',
          idempotencyKey: key(),
          ...body,
        } as never,
      });
    for (const amount of [0, -500, 12.5, '500', 1e20]) expect((await send({ amount })).json.code).toBe('bad_request');
    expect((await send({ amount: 100 })).json.code).toBe('amount_out_of_range');
    expect((await send({ trxId: 'short' })).json.code).toBe('invalid_format');
    expect((await send({ senderAccount: '12345' })).json.code).toBe('invalid_format');
    expect((await send({ trxId: undefined })).json.code).toBe('input_empty');
    expect((await send({ methodCode: 'paypal' })).json.code).toBe('payment_method_unavailable');
    expect((await send({ idempotencyKey: 'short' })).json.code).toBe('bad_request');
    expect(await balanceOf(p, player.token)).toBe(0);
  });

  it('a sandbox gateway deposit: the provider page, pay, the signed callback credits once', async () => {
    const p = platform();
    const player = await newPlayer(p);
    const made = await p.call(depositCall, {
      token: player.token,
      body: { methodCode: 'bkash-pay', amount: 200_000, returnPath: '/member/depositv2/', idempotencyKey: key() },
    });
    expect(made.value.paymentUrl).toMatch(/^\/sandbox-pay\/[\w-]+\?return=/);
    const page = await p.platform.app.request(made.value.paymentUrl as string);
    expect(await page.text()).toContain('Sandbox payment provider');
    const paid = await p.platform.app.request((made.value.paymentUrl as string).split('?')[0] as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay&return=%2Fmember%2Fdepositv2%2F',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/member/depositv2/?payment=paid');
    // 2,000 less the 1.5 % fee
    expect(await balanceOf(p, player.token)).toBe(1970);
    // the provider's callback is not an API call: a forged one, sent raw
    const forged = await p.platform.app.request('/wps/payment/callback/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'f'.repeat(64) },
      body: '{"paymentId":"x","merchantCode":"SHAPLA_BD","amount":1,"status":"paid","timestamp":0}',
    });
    expect(forged.status).toBe(401);
    expect(await balanceOf(p, player.token)).toBe(1970);
  });

  it('withdrawal: transaction password, binding, hold, pay, not received with proof, refund', async () => {
    const p = platform();
    const player = await fundedPlayer(p, 1_000_000);
    const bind = (body: Record<string, unknown>) =>
      p.call(bindPayoutAccountCall, {
        token: player.token,
        body: {
          methodCode: 'bkash',
          accountNumber: '01711223344',
          accountName: 'Karim',
          paymentPassword: '246810',
          ...body,
        } as never,
      });
    expect((await bind({})).json.code).toBe('payment_password_required');
    await p.call(setPaymentPasswordCall, { token: player.token, body: { password: '246810' } });
    expect((await bind({ paymentPassword: '000000' })).json.code).toBe('payment_password_incorrect');
    const bound = await bind({});
    expect(bound.status).toBe(200);
    expect((await bind({ accountNumber: '01799887766' })).json.code).toBe('payout_account_bound');
    const accounts = await p.call(payoutAccountsCall, { token: player.token });
    expect(accounts.value).toMatchObject({ hasPaymentPassword: true, accounts: [{ accountNumber: '01711223344' }] });

    const withdraw = (amount: number, extra: Record<string, unknown> = {}) =>
      p.call(withdrawCall, {
        token: player.token,
        body: {
          payoutAccountId: bound.value.id,
          amount,
          paymentPassword: '246810',
          idempotencyKey: key(),
          ...extra,
        } as never,
      });
    expect((await withdraw(10_000)).json.code).toBe('amount_out_of_range');
    expect((await withdraw(100_000, { paymentPassword: '111111' })).json.code).toBe('payment_password_incorrect');
    const held = await withdraw(300_000);
    expect(held.value).toMatchObject({ balance: 700_000, withdrawal: { status: 'pending' } });
    expect(await balanceOf(p, player.token)).toBe(7000);
    expect((await withdraw(800_000)).json.code).toBe('insufficient_balance');

    const queue = await p.admin(adminWithdrawalsCall, { query: { merchantCode: MERCHANT } });
    expect(queue.value.some((w) => w.id === held.value.withdrawal.id)).toBe(true);
    const paid = await p.admin(adminWithdrawalDecisionCall, {
      body: { merchantCode: MERCHANT, withdrawalId: held.value.withdrawal.id, decision: 'pay' },
    });
    expect(paid.value.status).toBe('confirmed');
    expect(paid.value.autoConfirmAt).not.toBeNull();

    const answer = (body: Record<string, unknown>) =>
      p.call(withdrawalAnswerCall, {
        token: player.token,
        body: { withdrawalId: held.value.withdrawal.id, ...body } as never,
      });
    expect((await answer({ answer: 'not_received' })).json.code).toBe('image_invalid');
    expect(
      (await answer({ answer: 'not_received', proofImage: Buffer.from('GIF89a-not-png').toString('base64') })).json
        .code,
    ).toBe('image_invalid');
    expect((await answer({ answer: 'not_received', proofImage: PNG })).value.status).toBe('not_received');
    const proof = await p.admin(adminWithdrawalProofCall, {
      query: { merchantCode: MERCHANT, withdrawalId: held.value.withdrawal.id },
    });
    expect(proof.value.type).toBe('image/png');
    const refund = { merchantCode: MERCHANT, withdrawalId: held.value.withdrawal.id, decision: 'refunded' as const };
    // A refund without a reason is refused: the member would not learn why.
    expect((await p.admin(adminWithdrawalDecisionCall, { body: refund })).status).toBe(400);
    await p.admin(adminWithdrawalDecisionCall, { body: { ...refund, reason: 'the payment bounced' } });
    expect(await balanceOf(p, player.token)).toBe(10_000);

    const second = await withdraw(200_000);
    await p.admin(adminWithdrawalDecisionCall, {
      body: {
        merchantCode: MERCHANT,
        withdrawalId: second.value.withdrawal.id,
        decision: 'reject',
        reason: 'name mismatch',
      },
    });
    expect(await balanceOf(p, player.token)).toBe(10_000);
    const list = await p.call(withdrawalsCall, { token: player.token, query: {} });
    expect(list.value.rows.map((w) => [w.status, w.resolution, w.reason])).toEqual([
      ['rejected', null, 'name mismatch'],
      ['not_received', 'refunded', 'the payment bounced'],
    ]);
  });

  it('transfers: only to the own upline and own downline, with the transaction password', async () => {
    const p = platform();
    const agent = await p.login('bdagent1', 'Agent123');
    const member = await fundedPlayer(p, 500_000, 'BDAGENT1');
    const stranger = await fundedPlayer(p, 500_000);
    await p.call(setPaymentPasswordCall, { token: member.token, body: { password: '135790' } });
    await p.call(setPaymentPasswordCall, { token: stranger.token, body: { password: '135790' } });
    await p.call(setPaymentPasswordCall, { token: agent, body: { password: '975310' } });
    expect((await p.call(uplineCall, { token: member.token })).value.upline?.username).toBe('bdagent1');

    const up = (token: string, uplineUsername: string, amount = 10_000) =>
      p.call(transferUplineCall, {
        token,
        body: { uplineUsername, amount, paymentPassword: '135790', idempotencyKey: key() },
      });
    expect((await up(stranger.token, 'bdagent1')).json.code).toBe('not_own_upline');
    expect((await up(member.token, stranger.username)).json.code).toBe('not_own_upline');
    expect((await up(member.token, 'bdagent1', 600_000)).json.code).toBe('insufficient_balance');
    expect((await up(member.token, 'bdagent1')).value).toEqual({ recipient: 'bdagent1', balance: 490_000 });

    const down = (token: string, downlineUsername: string, paymentPassword = '975310') =>
      p.call(transferDownlineCall, {
        token,
        body: { downlineUsername, amount: 5_000, paymentPassword, idempotencyKey: key() },
      });
    expect((await down(agent, stranger.username)).json.code).toBe('transfer_not_direct_downline');
    expect((await down(member.token, stranger.username, '135790')).json.code).toBe('error_not_agent');
    expect((await down(agent, member.username)).value.recipient).toBe(member.username);
    expect(await balanceOf(p, member.token)).toBe(4950);
  });

  it('a trial user is refused every money call', async () => {
    const p = platform();
    const trial = await p.call(freeplayLoginCall, { body: {} as never, ip: '10.88.0.1' });
    const token = trial.value.token;
    expect(await balanceOf(p, token)).toBe(2000);
    expect((await p.call(walletsCall, { token })).json.code).toBe('trial_user_blocked');
    expect(
      (await p.call(depositCall, { token, body: { methodCode: 'bkash-pay', amount: 50_000, idempotencyKey: key() } }))
        .json.code,
    ).toBe('trial_user_blocked');
    expect(
      (
        await p.call(transactionHistoryCall, {
          token,
          query: { from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' },
        })
      ).json.code,
    ).toBe('trial_user_blocked');
  });

  it('the account record lists every movement with the balance after it, filtered and exported; the ledger checks out', async () => {
    const p = platform();
    const member = await fundedPlayer(p, 300_000, 'BDAGENT1');
    await p.call(setPaymentPasswordCall, { token: member.token, body: { password: '135790' } });
    await p.call(transferUplineCall, {
      token: member.token,
      body: { uplineUsername: 'bdagent1', amount: 25_000, paymentPassword: '135790', idempotencyKey: key() },
    });
    await p.admin(adminAdjustBalanceCall, {
      body: {
        merchantCode: MERCHANT,
        username: member.username,
        amount: 1_234,
        reason: 'goodwill',
        idempotencyKey: key(),
      },
    });
    const range = {
      from: new Date(Date.now() - 86_400_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    };
    const all = await p.call(transactionHistoryCall, { token: member.token, query: range });
    expect(all.value.rows.map((r) => [r.kind, r.amount, r.balanceAfter])).toEqual([
      ['adjustment', 1_234, 276_234],
      ['transfer_upline', -25_000, 275_000],
      ['deposit', 300_000, 300_000],
    ]);
    // The deposit's movement carries what its reference names: the deposit's payment method.
    expect(all.value.rows[2]).toMatchObject({ reference: expect.stringMatching(/^deposit:\d+$/), methodCode: 'bkash' });
    expect(all.value.rows[0]).toMatchObject({ methodCode: null, game: null });
    const deposits = await p.call(transactionHistoryCall, {
      token: member.token,
      query: { ...range, kinds: 'deposit' },
    });
    expect(deposits.value.total).toBe(1);
    const exported = await p.call(transactionExportCall, { token: member.token, query: range });
    expect(exported.value).toMatchObject({ truncated: false, rows: all.value.rows });
    const inverted = await p.call(transactionHistoryCall, {
      token: member.token,
      query: { from: range.to, to: range.from },
    });
    expect(inverted.json.code).toBe('bad_request');
    const check = await p.admin(adminLedgerCheckCall, { query: {} });
    expect(check.value).toMatchObject({ ok: true, unbalancedTransactions: [], driftedAccounts: [] });
  });
  it('a transaction password given at registration is the one money calls ask for', async () => {
    const p = platform();
    const res = await p.call(registerCall, {
      body: {
        botCheck: await p.botCheck(),
        username: `txpw${randomBytes(3).toString('hex')}`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        paymentPassword: '864209',
      } as never,
      ip: '10.78.0.1',
    });
    expect(res.status).toBe(200);
    const status = await p.call(paymentPasswordStatusCall, { token: res.value.token });
    expect(status.value).toEqual({ isSet: true });
    const change = await p.call(setPaymentPasswordCall, {
      token: res.value.token,
      body: { password: '111222', currentPassword: '864209' },
    });
    expect(change.status).toBe(200);
  });
});
