/**
 * The withdrawal page (member centre withdraw): the bound payout accounts, binding one (final once done: a binding
 * cannot be changed or unlinked), and requesting a withdrawal within the method's limits and the balance. Both need the
 * transaction password (src/stores/payment-password.ts).
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import {
  bindPayoutAccountCall,
  type PayoutAccount,
  payoutAccountsCall,
  withdrawCall,
} from '../../../api/calls/money/withdrawals';
import { api } from '../../../api/default-client';
import { parseAmount, toLatinDigits } from '../../../i18n/parse-amount';
import { refreshBalance } from '../../../stores/balance';
import { $paymentPasswordSet, normalizePaymentPassword } from '../../../stores/payment-password';
import { majorToMinor } from '../money-format';
import { accountMatches, methodByCode, type WithdrawalMethod } from '../payment-methods';
import { type FeePreview, feePreview } from './fee-preview';
import { idle, type Loaded } from './load-state';
import { createSubmission, formStatus, refuseAttempt, runAttempt } from './submission';

export const $payoutAccounts = atom<Loaded<PayoutAccount[]>>(idle());
export const $bindStatus = formStatus();
export const $withdrawStatus = formStatus();

const SIX_DIGITS = /^\d{6}$/;

export async function loadPayoutAccounts(): Promise<void> {
  $payoutAccounts.set({ ...$payoutAccounts.get(), loading: true, errorKey: null });
  try {
    const { accounts, hasPaymentPassword } = await api.call(payoutAccountsCall);
    $paymentPasswordSet.set(hasPaymentPassword);
    $payoutAccounts.set({ data: accounts, loading: false, errorKey: null });
  } catch (error) {
    $payoutAccounts.set({ ...$payoutAccounts.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

export interface BindForm {
  accountNumber: string;
  accountName: string;
  paymentPassword: string;
}

/** i18next key of what is wrong with a binding form, or null. */
export function checkBindForm(method: WithdrawalMethod, form: BindForm): string | null {
  if (!accountMatches(method, toLatinDigits(form.accountNumber))) return 'money.bind.accountInvalid';
  if (form.accountName.trim().length < 2) return 'money.bind.nameRequired';
  if (!SIX_DIGITS.test(normalizePaymentPassword(form.paymentPassword))) return 'money.password.format';
  return null;
}

export async function bindPayoutAccount(method: WithdrawalMethod, form: BindForm): Promise<boolean> {
  if ($bindStatus.get().busy) return false;
  const problem = checkBindForm(method, form);
  if (problem) {
    refuseAttempt($bindStatus, problem);
    return false;
  }
  const account = await runAttempt(
    $bindStatus,
    () =>
      api.call(bindPayoutAccountCall, {
        body: {
          methodCode: method.code,
          accountNumber: toLatinDigits(form.accountNumber).replace(/\s+/g, ''),
          accountName: form.accountName.trim(),
          paymentPassword: normalizePaymentPassword(form.paymentPassword),
        },
      }),
    () => ({ doneKey: 'money.bind.done' }),
  );
  if (!account) return false;
  $payoutAccounts.set({ data: [...($payoutAccounts.get().data ?? []), account], loading: false, errorKey: null });
  return true;
}

export interface WithdrawForm {
  payoutAccountId: number | null;
  amount: string;
  paymentPassword: string;
}

/**
 * i18next key of what is wrong with a withdrawal form, or null: an account chosen, an amount within the
 * method's limits and the balance (`balance` in minor units, null when not known) less the bonuses locked by
 * an open turnover requirement (`locked`, src/stores/bonus-lock.ts), the password's format.
 */
export function checkWithdrawForm(
  form: WithdrawForm,
  accounts: PayoutAccount[],
  balance: number | null,
  locked = 0,
): string | null {
  const account = chosenAccount(form, accounts);
  const method = account && methodByCode(account.methodCode);
  if (!account || !method?.withdrawal) return 'money.withdraw.accountRequired';
  const amount = parseAmount(form.amount);
  if (!amount.ok) return amount.messageKey;
  const { min, max } = method.withdrawal;
  if (amount.minor < majorToMinor(min) || amount.minor > majorToMinor(max)) return 'money.amountInput.outOfLimits';
  if (balance !== null && amount.minor > balance) return 'errors.insufficient_balance';
  if (balance !== null && amount.minor > balance - locked) return 'errors.bonus_turnover_open';
  if (!SIX_DIGITS.test(normalizePaymentPassword(form.paymentPassword))) return 'money.password.format';
  return null;
}

/** The payout account the form has chosen, if it is one of the member's. */
export const chosenAccount = (form: Pick<WithdrawForm, 'payoutAccountId'>, accounts: PayoutAccount[]) =>
  accounts.find((candidate) => candidate.id === form.payoutAccountId);

/** Gross, fee and what reaches the chosen account of the amount as typed (null until both are known). */
export function withdrawFeePreview(form: WithdrawForm, accounts: PayoutAccount[]): FeePreview | null {
  const account = chosenAccount(form, accounts);
  const limits = account && methodByCode(account.methodCode)?.withdrawal;
  return limits ? feePreview(form.amount, limits.feePercent) : null;
}

const withdrawals = createSubmission();

export async function requestWithdrawal(form: WithdrawForm, balance: number | null, locked = 0): Promise<boolean> {
  if ($withdrawStatus.get().busy) return false;
  const problem = checkWithdrawForm(form, $payoutAccounts.get().data ?? [], balance, locked);
  const amount = parseAmount(form.amount);
  if (problem || !amount.ok || form.payoutAccountId === null) {
    refuseAttempt($withdrawStatus, problem ?? 'money.withdraw.accountRequired');
    return false;
  }
  const details = { payoutAccountId: form.payoutAccountId, amount: amount.minor };
  try {
    const sent = await runAttempt(
      $withdrawStatus,
      () =>
        withdrawals.send(details, (idempotencyKey) =>
          api.call(withdrawCall, {
            body: { ...details, paymentPassword: normalizePaymentPassword(form.paymentPassword), idempotencyKey },
          }),
        ),
      () => ({ doneKey: 'money.withdraw.submitted' }),
    );
    return sent !== null;
  } finally {
    void refreshBalance();
  }
}
