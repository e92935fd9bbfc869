// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { api } from '../../../src/api/default-client';
import {
  $balance,
  $balanceMasked,
  MASK_KEY,
  refreshBalance,
  showLiveBalance,
  toggleBalanceMask,
} from '../../../src/stores/balance';
import { formatMemberBalance } from '../../../src/stores/member-money';

// vitest.config.ts builds `virtual:tenant` for the fallback merchant: Bangladesh, BDT.
describe('member balance', () => {
  afterEach(() => {
    $balance.set({ amount: null, loading: false, errorKey: null });
    sessionStorage.clear();
  });

  it('formats with 2 decimals, grouped, in the page language and the merchant currency symbol', () => {
    expect(formatMemberBalance(1520.5, 'en')).toBe('৳1,520.50');
    expect(formatMemberBalance(3, 'en')).toMatch(/3\.00/);
    // Bangla digits in the Bangla page
    expect(formatMemberBalance(1520.5, 'bn')).toMatch(/১,৫২০\.৫০/);
  });

  it('keeps the mask choice for the tab', () => {
    const before = $balanceMasked.get();
    toggleBalanceMask();
    expect($balanceMasked.get()).toBe(!before);
    expect(sessionStorage.getItem(MASK_KEY)).toBe(before ? '0' : '1');
    toggleBalanceMask();
    expect($balanceMasked.get()).toBe(before);
  });

  it('stores the amount, shares concurrent refreshes and keeps the last amount on failure', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValueOnce({ balance: 1520.5, currency: 'BDT', currencySymbol: '৳' } as never);
    await Promise.all([refreshBalance(), refreshBalance()]);
    expect(call).toHaveBeenCalledTimes(1);
    expect($balance.get()).toEqual({ amount: 1520.5, loading: false, errorKey: null });

    call.mockRejectedValueOnce(new ApiError({ code: 'network_error', reason: 'network_error', call: 'GET x' }));
    await refreshBalance();
    expect($balance.get()).toEqual({ amount: 1520.5, loading: false, errorKey: 'errors.network_error' });
  });

  it('an answer read before a live balance arrived does not replace it; one asked after it does', async () => {
    let answer: (value: unknown) => void = () => {};
    const call = vi.spyOn(api, 'call').mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
    const refresh = refreshBalance();
    // a win reaches the tab over the stream while the balance call is on its way
    showLiveBalance(250);
    answer({ balance: 200, currency: 'BDT', currencySymbol: '৳' });
    await refresh;
    expect($balance.get()).toEqual({ amount: 250, loading: false, errorKey: null });

    call.mockResolvedValueOnce({ balance: 240, currency: 'BDT', currencySymbol: '৳' } as never);
    await refreshBalance();
    expect($balance.get().amount).toBe(240);
  });
});
