// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletRecallCall, walletsCall, walletTransferCall } from '../../../src/api/calls/money/wallets';
import { api } from '../../../src/api/default-client';
import { READY } from '../../../src/features/money/stores/load-state';
import {
  $walletAction,
  $wallets,
  loadWallets,
  recallAll,
  transferVendor,
} from '../../../src/features/money/stores/wallets';

const wallets = {
  isSingle: false,
  currency: 'PKR',
  main: 100_000,
  vendors: [
    { vendor: 'PG', name: 'PG Soft', balance: 0 },
    { vendor: 'JL', name: 'JILI', balance: 5_000 },
  ],
};

describe('wallets', () => {
  afterEach(() => {
    $wallets.set({ data: null, loading: false, errorKey: null });
    $walletAction.set(READY);
  });

  it('moves money to a vendor and shows both new balances; the header balance is refreshed', async () => {
    const call = vi.spyOn(api, 'call').mockImplementation((async (definition: unknown) => {
      if (definition === walletsCall) return wallets;
      if (definition === walletTransferCall) return { main: 90_000, vendor: 10_000 };
      return { balance: 900, currency: 'PKR', currencySymbol: 'Rs' };
    }) as never);
    await loadWallets();
    expect(await transferVendor('PG', 'in', '100')).toBe(true);
    expect(call).toHaveBeenCalledWith(walletTransferCall, {
      body: expect.objectContaining({ vendor: 'PG', direction: 'in', amount: 10_000 }),
    });
    expect($wallets.get().data?.main).toBe(90_000);
    expect($wallets.get().data?.vendors[0]?.balance).toBe(10_000);
    expect($walletAction.get().doneKey).toBe('money.wallet.movedIn');
  });

  it('refuses a bad amount without calling the platform', async () => {
    const call = vi.spyOn(api, 'call');
    expect(await transferVendor('PG', 'out', '1,000')).toBe(false);
    expect($walletAction.get().errorKey).toBe('money.amountInput.not_a_number');
    expect(call).not.toHaveBeenCalled();
  });

  it('recalls every vendor wallet and reloads the balances', async () => {
    const call = vi.spyOn(api, 'call').mockImplementation((async (definition: unknown) => {
      if (definition === walletRecallCall) return { main: 105_000, recalled: 5_000 };
      if (definition === walletsCall) return { ...wallets, main: 105_000 };
      return { balance: 1050, currency: 'PKR', currencySymbol: 'Rs' };
    }) as never);
    expect(await recallAll()).toBe(true);
    expect(call).toHaveBeenCalledWith(walletRecallCall, { body: { idempotencyKey: expect.any(String) } });
    expect($wallets.get().data?.main).toBe(105_000);
    expect($walletAction.get().doneKey).toBe('money.wallet.recalled');
  });
});
