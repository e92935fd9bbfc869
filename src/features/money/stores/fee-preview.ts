/**
 * The fee and net of an amount while it is typed, before anything is sent: the platform's own fee function
 * (src/api/calls/money/amounts.ts feeOf), so the form shows exactly what the deposit or withdrawal will answer.
 */
import { breakdownOf, type FeeBreakdown, feeOf } from '../../../api/calls/money/amounts';
import { parseAmount } from '../../../i18n/parse-amount';

export type FeePreview = FeeBreakdown;

/** Gross, fee and net (minor units) of `amountText` at `feePercent`; null while the text is not an amount. */
export function feePreview(amountText: string, feePercent: number): FeePreview | null {
  const amount = parseAmount(amountText);
  if (!amount.ok || amount.minor <= 0) return null;
  return breakdownOf(amount.minor, feeOf(amount.minor, feePercent));
}
