/**
 * A merchant's payment methods (tenant file `payments`) with their limits in minor units, and the operator's
 * receiving account a trx-id deposit is paid to.
 */
import type { PaymentMethod } from '../../src/config/payments-schema';
import { PlatformError } from '../core/platform-error';
import type { PlatformMode } from '../core/platform-settings';
import type { Database } from '../db/database';
import { toMinor } from '../ledger/minor-units';
import type { Merchant } from '../merchants/merchants';

export type MoneyDirection = 'deposit' | 'withdrawal';

export interface Limits {
  min: number;
  max: number;
  feePercent: number;
}

/** The method, when the merchant offers it for `direction`; otherwise payment_method_unavailable. */
export function methodFor(merchant: Merchant, code: string, direction: MoneyDirection): PaymentMethod {
  const method = merchant.tenant.payments.methods.find((m) => m.code === code);
  if (!method?.[direction]) {
    throw new PlatformError(404, 'payment_method_unavailable', `no ${direction} method ${code}`);
  }
  return method;
}

/**
 * Whether this platform can take deposits by `method` in `mode`. A gateway method needs a payment provider to open its
 * payment page; the only provider the platform has is the sandbox, a demo part that production does not mount (its
 * /sandbox-pay/ link would be a 404 for the player). So production offers no gateway method until a real provider
 * adapter exists; trx-id methods need no provider.
 */
export const depositPossible = (method: PaymentMethod, mode: PlatformMode): boolean =>
  method.kind !== 'gateway' || mode === 'demo';

/** The deposit method, when the merchant offers it and `mode` can take it; otherwise payment_method_unavailable. */
export function depositMethodFor(merchant: Merchant, code: string, mode: PlatformMode): PaymentMethod {
  const method = methodFor(merchant, code, 'deposit');
  if (!depositPossible(method, mode)) {
    throw new PlatformError(404, 'payment_method_unavailable', `${code} needs a payment provider this platform lacks`);
  }
  return method;
}

export function limitsOf(method: PaymentMethod, direction: MoneyDirection): Limits {
  const limits = method[direction];
  if (!limits) throw new PlatformError(404, 'payment_method_unavailable', `${method.code} takes no ${direction}`);
  return { min: toMinor(limits.min), max: toMinor(limits.max), feePercent: limits.feePercent };
}

/** Refuses an amount outside the method's limits, naming them (minor units) so the client can show them. */
export function checkAmount(amount: number, limits: Limits): void {
  if (amount < limits.min || amount > limits.max) {
    throw new PlatformError(400, 'amount_out_of_range', `amount must be between ${limits.min} and ${limits.max}`, {
      min: limits.min,
      max: limits.max,
    });
  }
}

/** Refuses an account number or transaction ID that does not match the method's format. */
export function checkFormat(value: string, pattern: string, field: string): void {
  if (!new RegExp(pattern).test(value)) {
    throw new PlatformError(400, 'invalid_format', `${field} has the wrong format`, { field });
  }
}

export interface Receiver {
  id: number;
  accountNumber: string;
  accountName: string;
}

/**
 * The operator account a member pays a trx-id deposit to. With several active accounts, each member is kept
 * on one of them (spreading members over the accounts) so the number they saved keeps working.
 */
export async function receiverFor(
  db: Database,
  merchant: Merchant,
  methodCode: string,
  memberId: number,
): Promise<Receiver> {
  const rows = await db.query<{ id: number; account_number: string; account_name: string }>(
    `SELECT id, account_number, account_name FROM payment_receivers
     WHERE merchant_code = $1 AND method_code = $2 AND active ORDER BY id`,
    [merchant.code, methodCode],
  );
  const row = rows[memberId % Math.max(rows.length, 1)];
  if (!row) throw new PlatformError(409, 'payment_method_unavailable', `no receiving account for ${methodCode}`);
  return { id: row.id, accountNumber: row.account_number, accountName: row.account_name };
}
