// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { transferUplineCall, uplineCall } from '../../../src/api/calls/money/transfers';
import { api } from '../../../src/api/default-client';
import { READY } from '../../../src/features/money/stores/load-state';
import { $upline, $uplineTransfer, loadUpline, transferToUpline } from '../../../src/features/money/stores/upline';

const upline = { username: 'bdagent1', nickname: 'Agent One' };

describe('transfer to upline', () => {
  afterEach(() => {
    $upline.set({ data: null, loading: false, errorKey: null });
    $uplineTransfer.set(READY);
  });

  it('tells a member without an upline from one not loaded yet', async () => {
    vi.spyOn(api, 'call').mockResolvedValueOnce({ upline: null } as never);
    expect($upline.get().data).toBeNull();
    await loadUpline();
    expect($upline.get().data).toEqual({ upline: null });
    expect(await transferToUpline('100', '123456')).toBe(false);
  });

  it('sends the amount to the upline it showed, with the password in Latin digits', async () => {
    const call = vi.spyOn(api, 'call').mockImplementation((async (definition: unknown) => {
      if (definition === uplineCall) return { upline };
      if (definition === transferUplineCall) return { recipient: 'bdagent1', balance: 38_000 };
      return { balance: 380, currency: 'BDT', currencySymbol: '৳' };
    }) as never);
    await loadUpline();
    expect(await transferToUpline('১২০', '১৩৫৭৯০')).toBe(true);
    expect(call).toHaveBeenCalledWith(transferUplineCall, {
      body: {
        uplineUsername: 'bdagent1',
        amount: 12_000,
        paymentPassword: '135790',
        idempotencyKey: expect.any(String),
      },
    });
    expect($uplineTransfer.get()).toMatchObject({ doneKey: 'money.upline.done', doneValues: { name: 'Agent One' } });
  });

  it('refuses a bad password format at once and shows the platform refusal otherwise', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValueOnce({ upline } as never);
    await loadUpline();
    expect(await transferToUpline('100', '12345')).toBe(false);
    expect($uplineTransfer.get().errorKey).toBe('money.password.format');
    call.mockRejectedValueOnce(
      new ApiError({ code: 'payment_password_incorrect', reason: 'platform', status: 403, call: 'POST x' }),
    );
    expect(await transferToUpline('100', '000000')).toBe(false);
    expect($uplineTransfer.get().errorKey).toBe('errors.payment_password_incorrect');
  });
});
