/**
 * The merchant's payment methods (tenant file `payments.methods`, validated at build time), split by what
 * players can do with them, and the checks of a method's account and transaction-ID formats.
 */
import { tenant } from 'virtual:tenant';
import type { PaymentMethod } from '../../config/payments-schema';

export type DepositMethod = PaymentMethod & { deposit: NonNullable<PaymentMethod['deposit']> };
export type WithdrawalMethod = PaymentMethod & { withdrawal: NonNullable<PaymentMethod['withdrawal']> };

export function depositMethods(methods: PaymentMethod[] = tenant.payments.methods): DepositMethod[] {
  return methods.filter((method): method is DepositMethod => method.deposit !== undefined);
}

export function withdrawalMethods(methods: PaymentMethod[] = tenant.payments.methods): WithdrawalMethod[] {
  return methods.filter((method): method is WithdrawalMethod => method.withdrawal !== undefined);
}

export function methodByCode(code: string, methods: PaymentMethod[] = tenant.payments.methods) {
  return methods.find((method) => method.code === code);
}

/** A sender or payout account number in the method's format (digits as typed, spaces ignored). */
export function accountMatches(method: PaymentMethod, account: string): boolean {
  return new RegExp(method.account.pattern).test(account.replace(/\s+/g, ''));
}

/** A transaction ID in the method's format; IDs are printed in capitals, so case does not matter. */
export function trxIdMatches(method: PaymentMethod, trxId: string): boolean {
  return method.trxIdPattern === undefined || new RegExp(method.trxIdPattern).test(trxId.trim().toUpperCase());
}
