/**
 * The wallet page (member centre transferFund): the main balance and, at transfer-wallet merchants, one
 * balance per game vendor with transfers in and out and "recall all to main". Every movement refreshes the
 * header balance (src/stores/balance.ts).
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import type { ValueOf } from '../../../api/calls/define-call';
import { walletRecallCall, walletsCall, walletTransferCall } from '../../../api/calls/money/wallets';
import { api } from '../../../api/default-client';
import { parseAmount } from '../../../i18n/parse-amount';
import { refreshBalance } from '../../../stores/balance';
import { type Holding, loadWalletSplit, moneyElsewhere } from '../../../stores/wallet-split';
import { idle, type Loaded } from './load-state';
import { createSubmission, formStatus, refuseAttempt, runAttempt } from './submission';

export type Wallets = ValueOf<typeof walletsCall>;

export const $wallets = atom<Loaded<Wallets>>(idle());
/** The last transfer or recall: what the page says under the wallets. */
export const $walletAction = formStatus();
/** After a transfer refused for want of money: the wallet the money is in, if another holds some. */
export const $walletElsewhere = atom<Holding | null>(null);

export async function loadWallets(): Promise<void> {
  $wallets.set({ ...$wallets.get(), loading: true, errorKey: null });
  try {
    $wallets.set({ data: await api.call(walletsCall), loading: false, errorKey: null });
  } catch (error) {
    $wallets.set({ ...$wallets.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

const transfers = createSubmission();
const recalls = createSubmission();

/** Moves `amountText` (as typed) between the main wallet and `vendor`; false when refused or failed. */
export async function transferVendor(vendor: string, direction: 'in' | 'out', amountText: string): Promise<boolean> {
  if ($walletAction.get().busy) return false;
  const amount = parseAmount(amountText);
  if (!amount.ok) {
    refuseAttempt($walletAction, amount.messageKey);
    return false;
  }
  $walletElsewhere.set(null);
  const details = { vendor, direction, amount: amount.minor };
  try {
    const result = await runAttempt(
      $walletAction,
      () =>
        transfers.send(details, (idempotencyKey) =>
          api.call(walletTransferCall, { body: { ...details, idempotencyKey } }),
        ),
      () => ({ doneKey: direction === 'in' ? 'money.wallet.movedIn' : 'money.wallet.movedOut' }),
      async (error) => {
        // The wallet that said no: the main one for a transfer in, the vendor's for a transfer out.
        $walletElsewhere.set(await moneyElsewhere(error, direction === 'in' ? '' : vendor));
      },
    );
    if (result) applyBalances(result.main, { vendor, balance: result.vendor });
    return result !== null;
  } finally {
    // The header's total and split follow the move.
    void refreshBalance();
    void loadWalletSplit();
  }
}

/** Brings every vendor balance back to the main wallet. */
export async function recallAll(): Promise<boolean> {
  try {
    const result = await runAttempt(
      $walletAction,
      () =>
        recalls.send({ recall: true }, (idempotencyKey) => api.call(walletRecallCall, { body: { idempotencyKey } })),
      () => ({ doneKey: 'money.wallet.recalled' }),
    );
    if (result) await loadWallets();
    return result !== null;
  } finally {
    // The header's total and split follow the move.
    void refreshBalance();
    void loadWalletSplit();
  }
}

function applyBalances(main: number, changed: { vendor: string; balance: number }): void {
  const data = $wallets.get().data;
  if (!data) return;
  const vendors = data.vendors.map((row) =>
    row.vendor === changed.vendor ? { ...row, balance: changed.balance } : row,
  );
  $wallets.set({ ...$wallets.get(), data: { ...data, main, vendors } });
}
