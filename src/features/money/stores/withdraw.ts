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
import { type FormStatus, idle, type Loaded, READY } from './load-state';
import { createSubmission } from './submission';

export const $payoutAccounts = atom<Loaded<PayoutAccount[]>>(idle());
export const $bindStatus = atom<FormStatus>(READY);
export const $withdrawStatus = atom<FormStatus>(READY);

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
    $bindStatus.set({ ...READY, errorKey: problem });
    return false;
  }
  $bindStatus.set({ ...READY, busy: true });
  try {
    const account = await api.call(bindPayoutAccountCall, {
      body: {
        methodCode: method.code,
        accountNumber: toLatinDigits(form.accountNumber).replace(/\s+/g, ''),
        accountName: form.accountName.trim(),
        paymentPassword: normalizePaymentPassword(form.paymentPassword),
      },
    });
    $payoutAccounts.set({ data: [...($payoutAccounts.get().data ?? []), account], loading: false, errorKey: null });
    $bindStatus.set({ ...READY, doneKey: 'money.bind.done' });
    return true;
  } catch (error) {
    $bindStatus.set({ ...READY, errorKey: errorMessageKey(error) });
    return false;
  }
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
  const account = accounts.find((candidate) => candidate.id === form.payoutAccountId);
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

const withdrawals = createSubmission();

export async function requestWithdrawal(form: WithdrawForm, balance: number | null, locked = 0): Promise<boolean> {
  if ($withdrawStatus.get().busy) return false;
  const problem = checkWithdrawForm(form, $payoutAccounts.get().data ?? [], balance, locked);
  const amount = parseAmount(form.amount);
  if (problem || !amount.ok || form.payoutAccountId === null) {
    $withdrawStatus.set({ ...READY, errorKey: problem ?? 'money.withdraw.accountRequired' });
    return false;
  }
  $withdrawStatus.set({ ...READY, busy: true });
  const details = { payoutAccountId: form.payoutAccountId, amount: amount.minor };
  try {
    await withdrawals.send(details, (idempotencyKey) =>
      api.call(withdrawCall, {
        body: { ...details, paymentPassword: normalizePaymentPassword(form.paymentPassword), idempotencyKey },
      }),
    );
    $withdrawStatus.set({ ...READY, doneKey: 'money.withdraw.submitted' });
    return true;
  } catch (error) {
    $withdrawStatus.set({ ...READY, errorKey: errorMessageKey(error) });
    return false;
  } finally {
    void refreshBalance();
  }
}
