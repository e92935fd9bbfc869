/** Transfer to the member's own upline (member centre transferUpline), with the transaction password. */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import type { ValueOf } from '../../../api/calls/define-call';
import { transferUplineCall, uplineCall } from '../../../api/calls/money/transfers';
import { api } from '../../../api/default-client';
import { parseAmount } from '../../../i18n/parse-amount';
import { refreshBalance } from '../../../stores/balance';
import { type BonusLock, loadBonusLock } from '../../../stores/bonus-lock';
import { normalizePaymentPassword } from '../../../stores/payment-password';
import { idle, type Loaded } from './load-state';
import { createSubmission, formStatus, refuseAttempt, runAttempt } from './submission';

export type Upline = ValueOf<typeof uplineCall>['upline'];

/** `data` is null until loaded; `data.upline` is null for a member without an upline. */
export const $upline = atom<Loaded<{ upline: Upline }>>(idle());
export const $uplineTransfer = formStatus();

export async function loadUpline(): Promise<void> {
  $upline.set({ ...$upline.get(), loading: true, errorKey: null });
  try {
    const { upline } = await api.call(uplineCall);
    $upline.set({ data: { upline }, loading: false, errorKey: null });
  } catch (error) {
    $upline.set({ ...$upline.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

const transfers = createSubmission();

/**
 * Sends the transfer. `lock` (src/stores/bonus-lock.ts, when known) refuses before sending an amount that would
 * take a bonus still locked by its turnover requirement, as the withdraw page does; the platform refuses it anyway.
 */
export async function transferToUpline(
  amountText: string,
  paymentPassword: string,
  lock: Pick<BonusLock, 'balance' | 'locked'> | null = null,
): Promise<boolean> {
  const upline = $upline.get().data?.upline;
  if ($uplineTransfer.get().busy || !upline) return false;
  const amount = parseAmount(amountText);
  const password = normalizePaymentPassword(paymentPassword);
  if (!amount.ok || !/^\d{6}$/.test(password)) {
    refuseAttempt($uplineTransfer, amount.ok ? 'money.password.format' : amount.messageKey);
    return false;
  }
  if (lock && lock.locked > 0 && amount.minor <= lock.balance && amount.minor > lock.balance - lock.locked) {
    refuseAttempt($uplineTransfer, 'errors.bonus_turnover_open');
    return false;
  }
  const details = { uplineUsername: upline.username, amount: amount.minor };
  try {
    const sent = await runAttempt(
      $uplineTransfer,
      () =>
        transfers.send(details, (idempotencyKey) =>
          api.call(transferUplineCall, { body: { ...details, paymentPassword: password, idempotencyKey } }),
        ),
      () => ({ doneKey: 'money.upline.done', doneValues: { name: upline.nickname } }),
    );
    return sent !== null;
  } finally {
    void refreshBalance();
    void loadBonusLock();
  }
}
