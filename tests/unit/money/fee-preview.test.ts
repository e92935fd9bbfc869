// @vitest-environment jsdom
/** The fee and net a deposit or withdrawal form shows while the amount is typed: the platform's own fee function. */
import { describe, expect, it } from 'vitest';
import { feeOf } from '../../../src/api/calls/money/amounts';
import type { PayoutAccount } from '../../../src/api/calls/money/withdrawals';
import { depositMethods } from '../../../src/features/money/payment-methods';
import { depositFeePreview } from '../../../src/features/money/stores/deposit';
import { feePreview } from '../../../src/features/money/stores/fee-preview';
import { withdrawFeePreview } from '../../../src/features/money/stores/withdraw';

describe('fee preview', () => {
  it('splits the amount as typed into gross, fee and net, in any script’s digits', () => {
    expect(feePreview('1000', 1.5)).toEqual({ gross: 100_000, fee: 1_500, net: 98_500 });
    expect(feePreview('১০০০', 1.5)).toEqual({ gross: 100_000, fee: 1_500, net: 98_500 });
    expect(feePreview('۱۰۰۰', 0)).toEqual({ gross: 100_000, fee: 0, net: 100_000 });
  });

  it('rounds the fee down to a whole minor unit, exactly as the platform charges it', () => {
    // 3.33 at 1.5 % is 4.995 poisha: the player keeps the fraction
    expect(feePreview('3.33', 1.5)).toEqual({ gross: 333, fee: 4, net: 329 });
    for (const minor of [1, 99, 12_345, 2_500_000]) {
      expect(feePreview((minor / 100).toFixed(2), 1.5)?.fee).toBe(feeOf(minor, 1.5));
    }
  });

  it('shows nothing while the text is not an amount yet', () => {
    expect(feePreview('', 1.5)).toBeNull();
    expect(feePreview('1,000', 1.5)).toBeNull();
    expect(feePreview('0', 1.5)).toBeNull();
  });

  it("takes the chosen method's fee: a gateway deposit's, a withdrawal account's", () => {
    // vitest.config.ts builds `virtual:tenant` for Bangladesh: bKash Pay keeps 1.5 %, bKash nothing
    const pay = depositMethods().find((method) => method.code === 'bkash-pay');
    if (!pay) throw new Error('Bangladesh has bKash Pay');
    expect(depositFeePreview(pay, '1000')).toEqual({ gross: 100_000, fee: 1_500, net: 98_500 });
    const account: PayoutAccount = {
      id: 7,
      methodCode: 'bkash',
      accountNumber: '01712345678',
      accountName: 'Rahim Uddin',
      confirmedAt: '2026-11-23T00:00:00Z',
    };
    const form = { payoutAccountId: 7, amount: '600', paymentPassword: '' };
    expect(withdrawFeePreview(form, [account])).toEqual({ gross: 60_000, fee: 0, net: 60_000 });
    expect(withdrawFeePreview({ ...form, payoutAccountId: 8 }, [account])).toBeNull();
  });
});
