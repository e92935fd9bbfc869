/**
 * The deposit page (member centre depositv2). A trx-id method: the platform hands out the receiving account,
 * the player pays it in their app and sends amount, sender account and TrxID (checked against the method's
 * formats first); an operator approves it later. A gateway method: the player sends the amount and is taken
 * to the provider's page, which brings them back with `?payment=paid|declined`.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import type { ValueOf } from '../../../api/calls/define-call';
import { depositCall, depositReceiverCall } from '../../../api/calls/money/deposits';
import { api } from '../../../api/default-client';
import { parseAmount, toLatinDigits } from '../../../i18n/parse-amount';
import { refreshBalance } from '../../../stores/balance';
import { majorToMinor } from '../money-format';
import { accountMatches, type DepositMethod, trxIdMatches } from '../payment-methods';
import { type FormStatus, idle, type Loaded, READY } from './load-state';
import { createSubmission } from './submission';

export type Receiver = ValueOf<typeof depositReceiverCall>;

export const $receiver = atom<Loaded<Receiver>>(idle());
export const $depositStatus = atom<FormStatus>(READY);

export async function loadReceiver(methodCode: string): Promise<void> {
  $receiver.set({ data: null, loading: true, errorKey: null });
  try {
    const data = await api.call(depositReceiverCall, { query: { methodCode } });
    $receiver.set({ data, loading: false, errorKey: null });
  } catch (error) {
    $receiver.set({ data: null, loading: false, errorKey: errorMessageKey(error) });
  }
}

export interface DepositForm {
  amount: string;
  senderAccount: string;
  trxId: string;
}

export type DepositFieldErrors = Partial<Record<keyof DepositForm, string>>;

/** Checks the form against the method before anything is sent: i18next keys per field. */
export function checkDepositForm(method: DepositMethod, form: DepositForm): DepositFieldErrors {
  const errors: DepositFieldErrors = {};
  const amount = parseAmount(form.amount);
  if (!amount.ok) errors.amount = amount.messageKey;
  else if (amount.minor < majorToMinor(method.deposit.min) || amount.minor > majorToMinor(method.deposit.max)) {
    errors.amount = 'money.amountInput.outOfLimits';
  }
  if (method.kind === 'trx-id') {
    const sender = toLatinDigits(form.senderAccount);
    if (!sender.trim()) errors.senderAccount = 'money.deposit.senderRequired';
    else if (!accountMatches(method, sender)) errors.senderAccount = 'money.deposit.senderInvalid';
    if (!form.trxId.trim()) errors.trxId = 'money.deposit.trxIdRequired';
    else if (!trxIdMatches(method, toLatinDigits(form.trxId))) errors.trxId = 'money.deposit.trxIdInvalid';
  }
  return errors;
}

const deposits = createSubmission();

/**
 * Sends a checked form. Resolves with the provider page to open (gateway), or null once a trx-id deposit is
 * recorded (then the page shows it pending) or the platform refused it (the status says why).
 */
export async function submitDeposit(
  method: DepositMethod,
  form: DepositForm,
  returnPath: string,
): Promise<{ paymentUrl: string | null } | null> {
  const amount = parseAmount(form.amount);
  if ($depositStatus.get().busy || !amount.ok) return null;
  $depositStatus.set({ ...READY, busy: true });
  const details =
    method.kind === 'trx-id'
      ? {
          methodCode: method.code,
          amount: amount.minor,
          senderAccount: toLatinDigits(form.senderAccount).replace(/\s+/g, ''),
          trxId: toLatinDigits(form.trxId).trim().toUpperCase(),
        }
      : { methodCode: method.code, amount: amount.minor, returnPath };
  try {
    const result = await deposits.send(details, (idempotencyKey) =>
      api.call(depositCall, { body: { ...details, idempotencyKey } }),
    );
    $depositStatus.set(result.paymentUrl ? { ...READY, busy: true } : { ...READY, doneKey: 'money.deposit.submitted' });
    return { paymentUrl: result.paymentUrl };
  } catch (error) {
    $depositStatus.set({ ...READY, errorKey: errorMessageKey(error) });
    return null;
  }
}

/** What the provider page's return (`?payment=paid|declined`) means, if the page came back from one. */
export function gatewayReturn(search: string): 'paid' | 'declined' | null {
  const outcome = new URLSearchParams(search).get('payment');
  if (outcome === 'paid') void refreshBalance();
  return outcome === 'paid' || outcome === 'declined' ? outcome : null;
}

export function resetDepositStatus(): void {
  $depositStatus.set(READY);
}
