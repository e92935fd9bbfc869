/**
 * The deposit page (member centre depositv2). A trx-id method: the platform hands out the receiving account,
 * the player pays it in their app and sends amount, sender account and TrxID (checked against the method's
 * formats first); an operator approves it later. A gateway method: the player sends the amount and is taken
 * to the provider's page, which brings them back with `?payment=paid|declined`.
 */
import { atom } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import type { ValueOf } from '../../../api/calls/define-call';
import type { ErrorValue } from '../../../api/calls/errors';
import { depositCall, depositReceiverCall } from '../../../api/calls/money/deposits';
import { api } from '../../../api/default-client';
import { parseAmount, toLatinDigits } from '../../../i18n/parse-amount';
import { refreshBalance } from '../../../stores/balance';
import { majorToMinor } from '../money-format';
import { accountMatches, type DepositMethod, trxIdMatches } from '../payment-methods';
import { type FeePreview, feePreview } from './fee-preview';
import { idle, type Loaded, READY } from './load-state';
import { clearOldMessages, createSubmission, formStatus, runAttempt } from './submission';

export type Receiver = ValueOf<typeof depositReceiverCall>;

export const $receiver = atom<Loaded<Receiver>>(idle());
export const $depositStatus = formStatus();
/** What is wrong with each field of the last attempt (i18next keys), until the player edits that field. */
export const $depositFieldErrors = atom<DepositFieldErrors>({});
/** The player's own deposit limit that refused the last attempt (the page names it and its reset), until the next. */
export const $depositLimit = atom<ErrorValue<'limit_reached'> | null>(null);

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

/** Gross, fee and what the wallet receives of the amount as typed, at the method's fee (null until it is an amount). */
export const depositFeePreview = (method: DepositMethod, amountText: string): FeePreview | null =>
  feePreview(amountText, method.deposit.feePercent);

/** The player edits a field: its old problem goes. */
export function editDepositField(field: keyof DepositForm): void {
  const errors = $depositFieldErrors.get();
  if (errors[field]) $depositFieldErrors.set({ ...errors, [field]: undefined });
}

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
 * Checks the form, then sends it: a new attempt, so every old message goes first. Resolves with the provider page to
 * open (gateway), or null when a field is wrong (the fields say why), once a trx-id deposit is recorded (then the page
 * shows it pending), or when the platform refused it (the status says why).
 */
export async function submitDeposit(
  method: DepositMethod,
  form: DepositForm,
  returnPath: string,
): Promise<{ paymentUrl: string | null } | null> {
  if ($depositStatus.get().busy) return null;
  const errors = checkDepositForm(method, form);
  $depositFieldErrors.set(errors);
  const amount = parseAmount(form.amount);
  if (Object.keys(errors).length > 0 || !amount.ok) {
    clearOldMessages();
    return null;
  }
  const details =
    method.kind === 'trx-id'
      ? {
          methodCode: method.code,
          amount: amount.minor,
          senderAccount: toLatinDigits(form.senderAccount).replace(/\s+/g, ''),
          trxId: toLatinDigits(form.trxId).trim().toUpperCase(),
        }
      : { methodCode: method.code, amount: amount.minor, returnPath };
  $depositLimit.set(null);
  const result = await runAttempt(
    $depositStatus,
    () => deposits.send(details, (idempotencyKey) => api.call(depositCall, { body: { ...details, idempotencyKey } })),
    // A gateway deposit stays busy: the page is about to leave for the provider.
    (answer) => (answer.paymentUrl ? null : { doneKey: 'money.deposit.submitted' }),
    (error) => $depositLimit.set(isApiError(error) ? (error.detail('limit_reached') ?? null) : null),
  );
  return result && { paymentUrl: result.paymentUrl };
}

/**
 * What the provider page's return (`?payment=paid|declined`) means, if the page came back from one; the deposit form
 * says it (a message like any attempt's, so the next attempt takes it away).
 */
export function gatewayReturn(search: string): 'paid' | 'declined' | null {
  const outcome = new URLSearchParams(search).get('payment');
  if (outcome === 'paid') {
    void refreshBalance();
    $depositStatus.set({ ...READY, doneKey: 'money.deposit.returnPaid' });
  }
  if (outcome === 'declined') $depositStatus.set({ ...READY, errorKey: 'money.deposit.returnDeclined' });
  return outcome === 'paid' || outcome === 'declined' ? outcome : null;
}

/** Another method was chosen: nothing said about the last one stays. */
export function resetDepositStatus(): void {
  $depositStatus.set(READY);
  $depositFieldErrors.set({});
}
