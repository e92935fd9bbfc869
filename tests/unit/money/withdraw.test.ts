// @vitest-environment jsdom
import { tenant } from 'virtual:tenant';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { PayoutAccount } from '../../../src/api/calls/money/withdrawals';
import { api } from '../../../src/api/default-client';
import { withdrawalMethods } from '../../../src/features/money/payment-methods';
import { READY } from '../../../src/features/money/stores/load-state';
import { refuseAttempt } from '../../../src/features/money/stores/submission';
import {
  $bindStatus,
  $payoutAccounts,
  $withdrawStatus,
  bindPayoutAccount,
  checkWithdrawForm,
  requestWithdrawal,
} from '../../../src/features/money/stores/withdraw';
import { $paymentPasswordSet } from '../../../src/stores/payment-password';

// vitest.config.ts builds `virtual:tenant` for Bangladesh: bKash withdrawals 500-25,000.
const bkash = withdrawalMethods().find((method) => method.code === 'bkash');
const account: PayoutAccount = {
  id: 7,
  methodCode: 'bkash',
  accountNumber: '01712345678',
  accountName: 'Rahim',
  confirmedAt: '2026-11-23T00:00:00Z',
};

describe('withdrawal', () => {
  afterEach(() => {
    $payoutAccounts.set({ data: null, loading: false, errorKey: null });
    $withdrawStatus.set(READY);
    $bindStatus.set(READY);
  });

  it('uses the tenant methods that take withdrawals', () => {
    expect(tenant.payments.methods.length).toBeGreaterThan(0);
    expect(bkash?.withdrawal.min).toBe(500);
  });

  it('checks account, limits, balance and password before sending', () => {
    const form = { payoutAccountId: 7, amount: '600', paymentPassword: '123456' };
    expect(checkWithdrawForm(form, [account], 100_000)).toBeNull();
    expect(checkWithdrawForm({ ...form, payoutAccountId: 8 }, [account], 100_000)).toBe(
      'money.withdraw.accountRequired',
    );
    expect(checkWithdrawForm({ ...form, amount: '400' }, [account], 100_000)).toBe('money.amountInput.outOfLimits');
    expect(checkWithdrawForm({ ...form, amount: '0' }, [account], 100_000)).toBe('money.amountInput.not_positive');
    expect(checkWithdrawForm({ ...form, amount: '1000' }, [account], 60_000)).toBe('errors.insufficient_balance');
    expect(checkWithdrawForm({ ...form, paymentPassword: '12345' }, [account], 100_000)).toBe('money.password.format');
    expect(checkWithdrawForm({ ...form, paymentPassword: '১২৩৪৫৬' }, [account], 100_000)).toBeNull();
  });

  it('sends the withdrawal in minor units with the password and a key', async () => {
    $payoutAccounts.set({ data: [account], loading: false, errorKey: null });
    const call = vi.spyOn(api, 'call').mockResolvedValue({ withdrawal: {}, balance: 0 } as never);
    expect(await requestWithdrawal({ payoutAccountId: 7, amount: '600.5', paymentPassword: '123456' }, 100_000)).toBe(
      true,
    );
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      body: { payoutAccountId: 7, amount: 60_050, paymentPassword: '123456' },
    });
    expect($withdrawStatus.get().doneKey).toBe('money.withdraw.submitted');
  });

  it('binds an account once its number matches the method, and lists it', async () => {
    if (!bkash) throw new Error('Bangladesh has bKash');
    const call = vi.spyOn(api, 'call').mockResolvedValue(account as never);
    const form = { accountNumber: '0171234567', accountName: 'Rahim', paymentPassword: '123456' };
    expect(await bindPayoutAccount(bkash, form)).toBe(false);
    expect($bindStatus.get().errorKey).toBe('money.bind.accountInvalid');
    expect(call).not.toHaveBeenCalled();
    expect(await bindPayoutAccount(bkash, { ...form, accountNumber: '০১৭১২৩৪৫৬৭৮' })).toBe(true);
    expect(call.mock.calls[0]?.[1]).toMatchObject({ body: { methodCode: 'bkash', accountNumber: '01712345678' } });
    expect($payoutAccounts.get().data).toEqual([account]);
    expect($paymentPasswordSet.get()).toBeNull(); // untouched by a binding
  });

  it('a wrong transaction password does not stay on screen after the next attempt succeeds', async () => {
    $payoutAccounts.set({ data: [account], loading: false, errorKey: null });
    const form = { payoutAccountId: 7, amount: '600', paymentPassword: '123456' };
    const call = vi
      .spyOn(api, 'call')
      .mockRejectedValue(
        new ApiError({ code: 'payment_password_incorrect', reason: 'platform', status: 400, call: 'POST x' }),
      );
    expect(await requestWithdrawal(form, 100_000)).toBe(false);
    expect($withdrawStatus.get().errorKey).toBe('errors.payment_password_incorrect');
    // the binding form beside it starts an attempt: the withdrawal form's old error goes
    if (!bkash) throw new Error('Bangladesh has bKash');
    call.mockResolvedValue(account as never);
    await bindPayoutAccount(bkash, { accountNumber: '01712345678', accountName: 'Rahim', paymentPassword: '123456' });
    expect($withdrawStatus.get()).toEqual(READY);
    refuseAttempt($bindStatus, 'money.bind.accountInvalid');
    call.mockResolvedValue({ withdrawal: {}, balance: 0 } as never);
    expect(await requestWithdrawal(form, 100_000)).toBe(true);
    expect($withdrawStatus.get()).toEqual({ ...READY, doneKey: 'money.withdraw.submitted' });
    expect($bindStatus.get()).toEqual(READY);
  });
});
