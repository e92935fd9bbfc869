// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { api } from '../../../src/api/default-client';
import type { PaymentMethod } from '../../../src/config/payments-schema';
import type { DepositMethod } from '../../../src/features/money/payment-methods';
import {
  $depositStatus,
  checkDepositForm,
  gatewayReturn,
  submitDeposit,
} from '../../../src/features/money/stores/deposit';
import { READY } from '../../../src/features/money/stores/load-state';

const bkash = {
  code: 'bkash',
  name: 'bKash',
  logo: '/payments/bkash.svg',
  kind: 'trx-id',
  account: { label: 'mobile', pattern: '^01[3-9]\\d{8}$' },
  trxIdPattern: '^[A-Z0-9]{10}$',
  deposit: { min: 200, max: 25000, quickAmounts: [500], feePercent: 0 },
} satisfies PaymentMethod as DepositMethod;
const gateway = { ...bkash, code: 'bkash-pay', kind: 'gateway', trxIdPattern: undefined } as DepositMethod;

const good = { amount: '১০০০', senderAccount: '০১৭১২ ৩৪৫৬৭৮', trxId: 'ab12cd34ef' };

describe('deposit form', () => {
  afterEach(() => $depositStatus.set(READY));

  it('accepts an amount within the limits and the method formats, in Bengali digits too', () => {
    expect(checkDepositForm(bkash, good)).toEqual({});
  });

  it('names each field that is wrong, before anything is sent', () => {
    expect(checkDepositForm(bkash, { amount: '100', senderAccount: '12345', trxId: 'short' })).toEqual({
      amount: 'money.amountInput.outOfLimits',
      senderAccount: 'money.deposit.senderInvalid',
      trxId: 'money.deposit.trxIdInvalid',
    });
    expect(checkDepositForm(bkash, { amount: '1.234', senderAccount: '', trxId: ' ' })).toEqual({
      amount: 'money.amountInput.too_many_decimals',
      senderAccount: 'money.deposit.senderRequired',
      trxId: 'money.deposit.trxIdRequired',
    });
    // a gateway deposit asks only for the amount
    expect(checkDepositForm(gateway, { amount: '300', senderAccount: '', trxId: '' })).toEqual({});
  });

  it('sends minor units, Latin digits and a capitalised TrxID with an idempotency key', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ deposit: {}, paymentUrl: null } as never);
    expect(await submitDeposit(bkash, good, '/member/depositv2/')).toEqual({ paymentUrl: null });
    const body = (call.mock.calls[0]?.[1] as { body: Record<string, unknown> } | undefined)?.body;
    expect(body).toMatchObject({
      methodCode: 'bkash',
      amount: 100_000,
      senderAccount: '01712345678',
      trxId: 'AB12CD34EF',
    });
    expect(body?.idempotencyKey).toMatch(/^[a-f0-9]{32}$/);
    expect($depositStatus.get().doneKey).toBe('money.deposit.submitted');
  });

  it('hands back the provider page of a gateway deposit with the page to return to', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ deposit: {}, paymentUrl: '/sandbox-pay/1' } as never);
    expect(await submitDeposit(gateway, { ...good, amount: '300' }, '/en/member/depositv2/')).toEqual({
      paymentUrl: '/sandbox-pay/1',
    });
    expect((call.mock.calls[0]?.[1] as { body: Record<string, unknown> } | undefined)?.body).toMatchObject({
      methodCode: 'bkash-pay',
      amount: 30_000,
      returnPath: '/en/member/depositv2/',
    });
  });

  it('shows the translated refusal and reuses the key when the answer was lost', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockRejectedValueOnce(new ApiError({ code: 'network_error', reason: 'network_error', call: 'POST x' }))
      .mockRejectedValueOnce(new ApiError({ code: 'trx_id_used', reason: 'platform', status: 409, call: 'POST x' }));
    expect(await submitDeposit(bkash, good, '/')).toBeNull();
    expect($depositStatus.get().errorKey).toBe('errors.network_error');
    expect(await submitDeposit(bkash, good, '/')).toBeNull();
    expect($depositStatus.get().errorKey).toBe('errors.trx_id_used');
    const keys = call.mock.calls.map(
      (args) => (args[1] as { body: { idempotencyKey: string } } | undefined)?.body.idempotencyKey,
    );
    expect(keys[1]).toBe(keys[0]);
  });

  it('reads the provider page return', () => {
    vi.spyOn(api, 'call').mockResolvedValue({ balance: 1, currency: 'BDT', currencySymbol: '৳' } as never);
    expect(gatewayReturn('?payment=paid')).toBe('paid');
    expect(gatewayReturn('?payment=declined')).toBe('declined');
    expect(gatewayReturn('?payment=other')).toBeNull();
    expect(gatewayReturn('')).toBeNull();
  });
});
