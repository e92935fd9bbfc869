// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { walletRecallCall, walletsCall } from '../../../src/api/calls/money/wallets';
import { balanceCall } from '../../../src/api/calls/wallet';
import { api } from '../../../src/api/default-client';
import { $balance } from '../../../src/stores/balance';
import {
  $totalBalance,
  $walletSplit,
  arriveOnPage,
  loadWalletSplit,
  moneyElsewhere,
} from '../../../src/stores/wallet-split';

const wallets = (over: { isSingle?: boolean; autoTransfer?: boolean; main?: number; jili?: number; pg?: number }) => ({
  isSingle: over.isSingle ?? false,
  autoTransfer: over.autoTransfer ?? true,
  currency: 'PKR',
  main: over.main ?? 0,
  vendors: [
    { vendor: 'PG', name: 'PG Soft', balance: over.pg ?? 0 },
    { vendor: 'JL', name: 'JILI', balance: over.jili ?? 0 },
  ],
});

/** Answers each call from `answers`, as the platform would, and records what was called. */
function platformAnswers(answers: Map<unknown, unknown>) {
  return vi.spyOn(api, 'call').mockImplementation((async (definition: unknown) => {
    if (!answers.has(definition)) throw new Error('unexpected call');
    return answers.get(definition);
  }) as never);
}

const insufficient = new ApiError({
  code: 'insufficient_balance',
  reason: 'platform',
  status: 409,
  call: 'POST /wps/studio/slot/spin',
});

describe('wallet split', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    $walletSplit.set(null);
    $balance.set({ amount: null, loading: false, errorKey: null });
  });

  it('shows the total of every wallet in the header, the split listing the wallets that hold money', async () => {
    platformAnswers(new Map([[walletsCall, wallets({ main: 10_000, jili: 50_000 })]]));
    $balance.set({ amount: 100, loading: false, errorKey: null });
    await loadWalletSplit();
    expect($walletSplit.get()).toEqual([{ vendor: 'JL', name: 'JILI', balance: 50_000 }]);
    expect($totalBalance.get()).toBe(600);
    // The main wallet's live balance moves the total.
    $balance.set({ amount: 100.5, loading: false, errorKey: null });
    expect($totalBalance.get()).toBe(600.5);
  });

  it('coming back to the site recalls a vendor balance when the platform moves money with the game', async () => {
    const call = platformAnswers(
      new Map<unknown, unknown>([
        [walletsCall, wallets({ jili: 50_000 })],
        [walletRecallCall, { main: 50_000, recalled: 50_000 }],
        [balanceCall, { balance: 500, currency: 'PKR', currencySymbol: 'Rs' }],
      ]),
    );
    await loadWalletSplit(true);
    expect(call).toHaveBeenCalledWith(walletRecallCall, { body: { idempotencyKey: expect.any(String) } });
    expect($walletSplit.get()).toEqual([]);
    expect($totalBalance.get()).toBe(500);
  });

  it('arriving on a page of the site recalls, except on the wallet page where the player moves money by hand', async () => {
    const answers = new Map<unknown, unknown>([
      [walletsCall, wallets({ jili: 50_000 })],
      [walletRecallCall, { main: 50_000, recalled: 50_000 }],
      [balanceCall, { balance: 500, currency: 'PKR', currencySymbol: 'Rs' }],
    ]);
    const call = platformAnswers(answers);
    await arriveOnPage('/member/transferFund/');
    expect(call).not.toHaveBeenCalledWith(walletRecallCall, expect.anything());
    expect($walletSplit.get()).toEqual([{ vendor: 'JL', name: 'JILI', balance: 50_000 }]);
    await arriveOnPage('/rng/');
    expect(call).toHaveBeenCalledWith(walletRecallCall, expect.anything());
    expect($walletSplit.get()).toEqual([]);
  });

  it('recalls nothing when the setting is off, nor on a plain refresh, nor with every vendor wallet empty', async () => {
    const call = platformAnswers(new Map([[walletsCall, wallets({ autoTransfer: false, jili: 50_000 })]]));
    await loadWalletSplit(true);
    expect($walletSplit.get()).toEqual([{ vendor: 'JL', name: 'JILI', balance: 50_000 }]);
    call.mockClear();
    platformAnswers(new Map([[walletsCall, wallets({ jili: 50_000 })]]));
    await loadWalletSplit();
    platformAnswers(new Map([[walletsCall, wallets({ main: 50_000 })]]));
    await loadWalletSplit(true);
    expect($walletSplit.get()).toEqual([]);
    expect(call).not.toHaveBeenCalledWith(walletRecallCall, expect.anything());
  });

  it('a single-wallet merchant has no split: the header shows the one balance', async () => {
    platformAnswers(new Map([[walletsCall, wallets({ isSingle: true, autoTransfer: false, main: 7_000 })]]));
    $balance.set({ amount: 70, loading: false, errorKey: null });
    await loadWalletSplit(true);
    expect($walletSplit.get()).toBeNull();
    expect($totalBalance.get()).toBe(70);
  });

  it('after "not enough balance" names the fullest other wallet, never the one that refused', async () => {
    platformAnswers(new Map([[walletsCall, wallets({ main: 3_000, jili: 50_000, pg: 20_000 })]]));
    expect(await moneyElsewhere(insufficient)).toEqual({ vendor: 'JL', name: 'JILI', balance: 50_000 });
    expect(await moneyElsewhere(insufficient, 'JL')).toEqual({ vendor: 'PG', name: 'PG Soft', balance: 20_000 });
    platformAnswers(new Map([[walletsCall, wallets({ main: 3_000 })]]));
    expect(await moneyElsewhere(insufficient, 'JL')).toEqual({ vendor: '', name: '', balance: 3_000 });
    expect(await moneyElsewhere(insufficient)).toBeNull();
    const other = new ApiError({ code: 'network_error', reason: 'network_error', call: 'POST /x' });
    expect(await moneyElsewhere(other)).toBeNull();
    platformAnswers(new Map([[walletsCall, wallets({ isSingle: true, jili: 50_000 })]]));
    expect(await moneyElsewhere(insufficient)).toBeNull();
  });
});
