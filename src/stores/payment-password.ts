/**
 * The transaction password (paymentPassword: 6 digits) that withdrawals, payout-account bindings and transfers need:
 * whether it is set, and setting or changing it. Shared by the security centre and the withdrawal page, so both show
 * the same answer.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../api/api-error';
import { paymentPasswordStatusCall, setPaymentPasswordCall } from '../api/calls/money/withdrawals';
import { api } from '../api/default-client';
import { toLatinDigits } from '../i18n/parse-amount';
import { clearOldMessages, onNewAttempt } from './submission';

/** null until loaded. */
export const $paymentPasswordSet = atom<boolean | null>(null);

export interface PaymentPasswordForm {
  /** Needed to change a password that is set. */
  current: string;
  password: string;
  confirm: string;
}

export interface PaymentPasswordStatus {
  busy: boolean;
  errorKey: string | null;
  saved: boolean;
}

export const $paymentPasswordStatus = atom<PaymentPasswordStatus>({ busy: false, errorKey: null, saved: false });

// A new attempt on any form takes this form's old message away too (src/stores/submission.ts).
onNewAttempt(() => {
  const status = $paymentPasswordStatus.get();
  if (!status.busy && (status.errorKey || status.saved)) {
    $paymentPasswordStatus.set({ busy: false, errorKey: null, saved: false });
  }
});

const SIX_DIGITS = /^\d{6}$/;

/** Players may type the digits of their own script; the platform takes Latin ones. */
export function normalizePaymentPassword(text: string): string {
  return toLatinDigits(text.trim());
}

export async function loadPaymentPasswordStatus(): Promise<void> {
  try {
    const { isSet } = await api.call(paymentPasswordStatusCall);
    $paymentPasswordSet.set(isSet);
  } catch (error) {
    $paymentPasswordStatus.set({ busy: false, errorKey: errorMessageKey(error), saved: false });
  }
}

/** i18next key of what is wrong with the form, or null. */
export function checkPaymentPasswordForm(form: PaymentPasswordForm, isSet: boolean): string | null {
  if (isSet && !SIX_DIGITS.test(normalizePaymentPassword(form.current))) return 'money.password.format';
  if (!SIX_DIGITS.test(normalizePaymentPassword(form.password))) return 'money.password.format';
  if (normalizePaymentPassword(form.password) !== normalizePaymentPassword(form.confirm)) {
    return 'money.password.mismatch';
  }
  return null;
}

export async function savePaymentPassword(form: PaymentPasswordForm): Promise<boolean> {
  const isSet = $paymentPasswordSet.get() === true;
  if ($paymentPasswordStatus.get().busy) return false;
  clearOldMessages();
  const problem = checkPaymentPasswordForm(form, isSet);
  if (problem) {
    $paymentPasswordStatus.set({ busy: false, errorKey: problem, saved: false });
    return false;
  }
  $paymentPasswordStatus.set({ busy: true, errorKey: null, saved: false });
  try {
    await api.call(setPaymentPasswordCall, {
      body: {
        password: normalizePaymentPassword(form.password),
        ...(isSet ? { currentPassword: normalizePaymentPassword(form.current) } : {}),
      },
    });
    $paymentPasswordSet.set(true);
    $paymentPasswordStatus.set({ busy: false, errorKey: null, saved: true });
    return true;
  } catch (error) {
    $paymentPasswordStatus.set({ busy: false, errorKey: errorMessageKey(error), saved: false });
    return false;
  }
}
