// @vitest-environment node
// Fees and payout names over HTTP, on PGlite and PostgreSQL: a deposit's and a withdrawal's gross, fee and net are the
// same in the member's answer, their history, the account record and the operator's lists; a payout account is bound
// only in the real name on the profile (compared without case, repeated spaces or accents), and sets that name when
// none is saved.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { adminAdjustBalanceCall, adminDepositsCall, adminWithdrawalsCall } from '../../../src/api/calls/admin-money';
import { transactionHistoryCall } from '../../../src/api/calls/money/account-record';
import { feeOf } from '../../../src/api/calls/money/amounts';
import { depositCall, depositsCall } from '../../../src/api/calls/money/deposits';
import {
  bindPayoutAccountCall,
  payoutAccountsCall,
  setPaymentPasswordCall,
  withdrawalsCall,
  withdrawCall,
} from '../../../src/api/calls/money/withdrawals';
import { profileCall } from '../../../src/api/calls/security-centre/profile';
import { describeEachDatabase, MERCHANT, type TestPlatform } from '../harness';

const key = () => randomBytes(12).toString('hex');

async function newPlayer(p: TestPlatform, payeeName?: string): Promise<{ token: string; username: string }> {
  const player = await p.newPlayer({ payeeName, prefix: 'fees' });
  await p.call(setPaymentPasswordCall, { token: player.token, body: { password: '246810' } });
  return player;
}

const range = () => ({
  from: new Date(Date.now() - 86_400_000).toISOString(),
  to: new Date(Date.now() + 86_400_000).toISOString(),
});

describeEachDatabase('money fees and payout names', (platform) => {
  it('a gateway deposit: gross, fee and net agree in the answer, the history, the record and the operator list', async () => {
    const p = platform();
    const player = await newPlayer(p);
    const made = await p.call(depositCall, {
      token: player.token,
      body: { methodCode: 'bkash-pay', amount: 100_000, returnPath: '/member/depositv2/', idempotencyKey: key() },
    });
    // tenants/bangladesh.json: bKash Pay keeps 1.5 %
    const fee = feeOf(100_000, 1.5);
    expect(fee).toBe(1_500);
    expect(made.value.deposit).toMatchObject({ amount: 100_000, fee, net: 98_500 });
    const queued = await p.admin(adminDepositsCall, { query: { merchantCode: MERCHANT, status: 'pending' } });
    expect(queued.value.find((row) => row.id === made.value.deposit.id)).toMatchObject({ fee, net: 98_500 });

    const paid = await p.platform.app.request((made.value.paymentUrl as string).split('?')[0] as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect(paid.status).toBe(303);
    const history = await p.call(depositsCall, { token: player.token, query: {} });
    expect(history.value.rows[0]).toMatchObject({ status: 'approved', amount: 100_000, fee, net: 98_500 });
    const record = await p.call(transactionHistoryCall, { token: player.token, query: range() });
    expect(record.value.rows[0]).toMatchObject({
      kind: 'deposit',
      amount: 98_500,
      breakdown: { gross: 100_000, fee, net: 98_500 },
    });
  });

  it('a withdrawal: gross, fee and net in the answer, the list, the record and the operator list', async () => {
    const p = platform();
    const player = await newPlayer(p, 'Rahim Uddin');
    await p.admin(adminAdjustBalanceCall, {
      body: {
        merchantCode: MERCHANT,
        username: player.username,
        amount: 500_000,
        reason: 'test',
        idempotencyKey: key(),
      },
    });
    const bound = await p.call(bindPayoutAccountCall, {
      token: player.token,
      body: {
        methodCode: 'bkash',
        accountNumber: '01711223344',
        accountName: 'Rahim Uddin',
        paymentPassword: '246810',
      },
    });
    const held = await p.call(withdrawCall, {
      token: player.token,
      body: { payoutAccountId: bound.value.id, amount: 120_000, paymentPassword: '246810', idempotencyKey: key() },
    });
    const { withdrawal } = held.value;
    expect(withdrawal.net).toBe(withdrawal.amount - withdrawal.fee);
    const queued = await p.admin(adminWithdrawalsCall, { query: { merchantCode: MERCHANT } });
    expect(queued.value.find((row) => row.id === withdrawal.id)).toMatchObject({
      amount: 120_000,
      fee: withdrawal.fee,
      net: withdrawal.net,
      accountName: 'Rahim Uddin',
    });
    const list = await p.call(withdrawalsCall, { token: player.token, query: {} });
    expect(list.value.rows[0]).toMatchObject({ amount: 120_000, fee: withdrawal.fee, net: withdrawal.net });
    const record = await p.call(transactionHistoryCall, {
      token: player.token,
      query: { ...range(), kinds: 'withdrawal,adjustment' },
    });
    expect(record.value.rows.map((row) => [row.kind, row.amount, row.breakdown])).toEqual([
      ['withdrawal', -120_000, { gross: 120_000, fee: withdrawal.fee, net: withdrawal.net }],
      ['adjustment', 500_000, null],
    ]);
  });

  it('binds a payout account only in the saved real name, however its case, spaces and accents are written', async () => {
    const p = platform();
    const player = await newPlayer(p, 'Rahim Uddin');
    const bind = (methodCode: string, accountName: string) =>
      p.call(bindPayoutAccountCall, {
        token: player.token,
        body: { methodCode, accountNumber: '01711223344', accountName, paymentPassword: '246810' },
      });
    const refused = await bind('bkash', 'Karim Mia');
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('payout_name_mismatch');
    expect((await p.call(payoutAccountsCall, { token: player.token })).value.accounts).toEqual([]);

    const bound = await bind('bkash', '  RAHIM   uddín ');
    expect(bound.status, JSON.stringify(bound.json)).toBe(200);
    expect(bound.value.accountName).toBe('RAHIM uddín');
    // a combining accent typed as its own character is the same name too
    expect((await bind('nagad', 'Rahi\u0301m Uddin')).status).toBe(200);
    const profile = await p.call(profileCall, { token: player.token });
    expect(profile.value.fields.find((field) => field.id === 'realName')?.value).toBe('Rahim Uddin');
  });

  it('with no real name saved, the first binding saves it and the next binding is held to it', async () => {
    const p = platform();
    const player = await newPlayer(p);
    const bind = (methodCode: string, accountName: string) =>
      p.call(bindPayoutAccountCall, {
        token: player.token,
        body: { methodCode, accountNumber: '01711223344', accountName, paymentPassword: '246810' },
      });
    expect((await bind('bkash', 'Karim  Mia')).status).toBe(200);
    const profile = await p.call(profileCall, { token: player.token });
    const realName = profile.value.fields.find((field) => field.id === 'realName');
    expect(realName).toMatchObject({ value: 'Karim Mia', locked: true });
    expect((await bind('nagad', 'Rahim Uddin')).json.code).toBe('payout_name_mismatch');
    expect((await bind('nagad', 'karim mia')).status).toBe(200);
  });
});
