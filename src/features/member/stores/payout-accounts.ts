/**
 * The payout accounts withdrawals go to, as the security centre lists them. Binding one is
 * the withdrawal page's (features/money: transaction password, the method's format); this page only reads
 * them and links there. Each is named by its method from the tenant file.
 */
import { tenant } from 'virtual:tenant';
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import { type PayoutAccount, payoutAccountsCall } from '../../../api/calls/money/withdrawals';
import { api } from '../../../api/default-client';
import type { PaymentMethod } from '../../../config/payments-schema';

export const $payoutAccounts = atom<PayoutAccount[] | null>(null);
export const $payoutAccountsErrorKey = atom<string | null>(null);

export async function loadPayoutAccounts(): Promise<void> {
  $payoutAccountsErrorKey.set(null);
  try {
    $payoutAccounts.set((await api.call(payoutAccountsCall)).accounts);
  } catch (error) {
    $payoutAccountsErrorKey.set(errorMessageKey(error));
  }
}

/** The method's brand name (bKash, JazzCash…), or its code when the tenant file no longer lists it. */
export function methodName(code: string, methods: PaymentMethod[] = tenant.payments.methods): string {
  return methods.find((method) => method.code === code)?.name ?? code;
}

/** Whether the merchant has a withdrawal method the player has not bound yet (the page then offers binding). */
export function canBindMore(accounts: PayoutAccount[], methods: PaymentMethod[] = tenant.payments.methods): boolean {
  const bound = new Set(accounts.map((account) => account.methodCode));
  return methods.some((method) => method.withdrawal !== undefined && !bound.has(method.code));
}
