/**
 * The payout accounts the security centre lists (features/member/stores/payout-accounts.ts): named by their
 * method from the tenant file, and whether a method is left to bind on the withdrawal page.
 */
import { describe, expect, it } from 'vitest';
import type { PayoutAccount } from '../../../src/api/calls/money/withdrawals';
import type { PaymentMethod } from '../../../src/config/payments-schema';
import { canBindMore, methodName } from '../../../src/features/member/stores/payout-accounts';

const method = (code: string, name: string, withdrawal: boolean): PaymentMethod =>
  ({
    code,
    name,
    logo: `/payments/${code}.svg`,
    kind: 'trx-id',
    account: { label: 'mobile', pattern: '^01\\d{9}$' },
    ...(withdrawal ? { withdrawal: { min: 500, max: 25000, feePercent: 0 } } : {}),
  }) as PaymentMethod;

const METHODS = [method('bkash', 'bKash', true), method('nagad', 'Nagad', true), method('card', 'Card', false)];
const account = (methodCode: string): PayoutAccount => ({
  id: 1,
  methodCode,
  accountNumber: '01712345678',
  accountName: 'Rahim Uddin',
  confirmedAt: '2025-01-01T00:00:00.000Z',
});

describe('payout accounts', () => {
  it("names an account by its method's brand, or its code when the method is gone", () => {
    expect(methodName('nagad', METHODS)).toBe('Nagad');
    expect(methodName('rocket', METHODS)).toBe('rocket');
  });

  it('offers binding while a withdrawal method is unbound', () => {
    expect(canBindMore([], METHODS)).toBe(true);
    expect(canBindMore([account('bkash')], METHODS)).toBe(true);
    // The card method takes no withdrawals: nothing is left to bind.
    expect(canBindMore([account('bkash'), account('nagad')], METHODS)).toBe(false);
  });
});
