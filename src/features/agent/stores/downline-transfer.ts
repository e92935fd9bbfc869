/**
 * The agent's transfer to a member directly under them (the money area's transferDownline call, with the
 * transaction password and an idempotency key that a lost answer's retry reuses). The dialog opens for a member of
 * the team list or blank, with the member picker; each refusal names the field it is about, so the dialog marks
 * that one; "no transaction password yet" lets the agent set it in the dialog and go on with what they typed.
 * The agent's own balance ($balance) shows the amount the transfer answered at once.
 */
import { atom } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import type { ErrorCode } from '../../../api/calls/errors';
import { transferDownlineCall } from '../../../api/calls/money/transfers';
import { api } from '../../../api/default-client';
import { parseAmount } from '../../../i18n/parse-amount';
import { balanceMark, refreshBalance, showAnsweredBalance } from '../../../stores/balance';
import { $paymentPasswordSet, normalizePaymentPassword } from '../../../stores/payment-password';
import { createSubmission } from '../../../stores/submission';

export type TransferField = 'member' | 'amount' | 'password';

export interface TransferState {
  open: boolean;
  /** The member named when the dialog opened from the team list (its title names them); null for a blank one. */
  preset: string | null;
  /** The recipient's username as chosen or typed. */
  to: string;
  busy: boolean;
  errorKey: string | null;
  /** The field the error is about, marked in the dialog; null for an error about the whole transfer. */
  errorField: TransferField | null;
  /** The platform refused because the agent has no transaction password: the dialog offers to set it. */
  needsPaymentPassword: boolean;
  /** Set after a transfer went through: the recipient and the amount (minor units). */
  done: { recipient: string; amount: number; balance: number } | null;
}

const CLOSED: TransferState = {
  open: false,
  preset: null,
  to: '',
  busy: false,
  errorKey: null,
  errorField: null,
  needsPaymentPassword: false,
  done: null,
};

export const $downlineTransfer = atom<TransferState>(CLOSED);

/** Which field each refusal of the transfer call is about. */
const FIELD_OF: Partial<Record<ErrorCode, TransferField>> = {
  transfer_not_direct_downline: 'member',
  insufficient_balance: 'amount',
  amount_out_of_range: 'amount',
  bonus_turnover_open: 'amount',
  payment_password_required: 'password',
  payment_password_incorrect: 'password',
  payment_password_locked: 'password',
};

export function transferErrorField(error: unknown): TransferField | null {
  return isApiError(error) ? (FIELD_OF[error.code] ?? null) : null;
}

/** Opens the dialog, for `username` (a member of the team list) or blank (the member picker chooses). */
export function openTransfer(username?: string): void {
  $downlineTransfer.set({ ...CLOSED, open: true, preset: username ?? null, to: username ?? '' });
}

export function chooseRecipient(username: string): void {
  const state = $downlineTransfer.get();
  const clearsError = state.errorField === 'member';
  $downlineTransfer.set({
    ...state,
    to: username,
    ...(clearsError ? { errorKey: null, errorField: null } : {}),
  });
}

export function closeTransfer(): void {
  $downlineTransfer.set({ ...CLOSED, done: $downlineTransfer.get().done });
}

const transfers = createSubmission();

/** Sends `amountText` (any script's digits) to the member chosen. */
export async function transferToDownline(amountText: string, paymentPassword: string): Promise<boolean> {
  const state = $downlineTransfer.get();
  if (state.busy || !state.open) return false;
  const refuse = (errorKey: string, errorField: TransferField) => {
    $downlineTransfer.set({ ...state, errorKey, errorField });
    return false;
  };
  const to = state.to.trim();
  if (!to) return refuse('team.transfer.memberRequired', 'member');
  const amount = parseAmount(amountText);
  if (!amount.ok) return refuse(amount.messageKey, 'amount');
  const password = normalizePaymentPassword(paymentPassword);
  if (!/^\d{6}$/.test(password)) return refuse('money.password.format', 'password');

  $downlineTransfer.set({ ...state, busy: true, errorKey: null, errorField: null, needsPaymentPassword: false });
  const details = { downlineUsername: to, amount: amount.minor };
  const mark = balanceMark();
  try {
    const result = await transfers.send(details, (idempotencyKey) =>
      api.call(transferDownlineCall, { body: { ...details, paymentPassword: password, idempotencyKey } }),
    );
    // The answer carries the agent's balance after the transfer (minor units): the bar shows it at once.
    showAnsweredBalance(result.balance / 100, mark);
    $downlineTransfer.set({
      ...CLOSED,
      done: { recipient: result.recipient, amount: amount.minor, balance: result.balance },
    });
    return true;
  } catch (error) {
    const needsPaymentPassword = isApiError(error) && error.code === 'payment_password_required';
    if (needsPaymentPassword) $paymentPasswordSet.set(false);
    $downlineTransfer.set({
      ...$downlineTransfer.get(),
      busy: false,
      errorKey: errorMessageKey(error),
      errorField: transferErrorField(error),
      needsPaymentPassword,
    });
    void refreshBalance();
    return false;
  }
}
