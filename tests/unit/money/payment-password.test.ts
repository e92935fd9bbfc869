// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPaymentPasswordCall } from '../../../src/api/calls/money/withdrawals';
import { api } from '../../../src/api/default-client';
import {
  $paymentPasswordSet,
  $paymentPasswordStatus,
  checkPaymentPasswordForm,
  loadPaymentPasswordStatus,
  savePaymentPassword,
} from '../../../src/stores/payment-password';

describe('transaction password', () => {
  afterEach(() => {
    $paymentPasswordSet.set(null);
    $paymentPasswordStatus.set({ busy: false, errorKey: null, saved: false });
  });

  it('checks six digits, the repeat, and the current one when changing', () => {
    expect(checkPaymentPasswordForm({ current: '', password: '123456', confirm: '123456' }, false)).toBeNull();
    expect(checkPaymentPasswordForm({ current: '', password: '12345a', confirm: '12345a' }, false)).toBe(
      'money.password.format',
    );
    expect(checkPaymentPasswordForm({ current: '', password: '123456', confirm: '123457' }, false)).toBe(
      'money.password.mismatch',
    );
    expect(checkPaymentPasswordForm({ current: '', password: '123456', confirm: '123456' }, true)).toBe(
      'money.password.format',
    );
    expect(checkPaymentPasswordForm({ current: '۱۲۳۴۵۶', password: '654321', confirm: '654321' }, true)).toBeNull();
  });

  it('sets a first password, then changes it with the current one', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValueOnce({ isSet: false } as never);
    await loadPaymentPasswordStatus();
    expect($paymentPasswordSet.get()).toBe(false);

    call.mockResolvedValue({ isSet: true } as never);
    expect(await savePaymentPassword({ current: '', password: '123456', confirm: '123456' })).toBe(true);
    expect(call).toHaveBeenLastCalledWith(setPaymentPasswordCall, { body: { password: '123456' } });
    expect($paymentPasswordSet.get()).toBe(true);
    expect($paymentPasswordStatus.get().saved).toBe(true);

    expect(await savePaymentPassword({ current: '123456', password: '654321', confirm: '654321' })).toBe(true);
    expect(call).toHaveBeenLastCalledWith(setPaymentPasswordCall, {
      body: { password: '654321', currentPassword: '123456' },
    });
  });
});
