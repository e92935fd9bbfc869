/** Database rows of the money area as the API's answers (ISO times, camelCase). */
import type { ValueOf } from '../../src/api/calls/define-call';
import { netOf } from '../../src/api/calls/money/amounts';
import type { depositCall } from '../../src/api/calls/money/deposits';
import type { payoutAccountsCall, withdrawCall } from '../../src/api/calls/money/withdrawals';
import { type DepositRow, GATEWAY_DECIDER } from './deposits';
import type { PayoutAccountRow, WithdrawalRow } from './withdrawals';

type Deposit = ValueOf<typeof depositCall>['deposit'];
type Withdrawal = ValueOf<typeof withdrawCall>['withdrawal'];
type PayoutAccount = ValueOf<typeof payoutAccountsCall>['accounts'][number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const depositOut = (row: DepositRow): Deposit => ({
  id: row.id,
  methodCode: row.method_code,
  kind: row.kind,
  amount: row.amount,
  fee: row.fee,
  net: netOf(row.amount, row.fee),
  status: row.status,
  senderAccount: row.sender_account,
  trxId: row.trx_id,
  ...rejection(row),
  createdAt: row.created_at.toISOString(),
  decidedAt: iso(row.decided_at),
});

/**
 * Who rejected a deposit, and the reason a player may read: the operator's own words, or none when the payment
 * provider declined it (its stored reason is the platform's English note for operators; the page says it).
 */
function rejection(row: DepositRow): Pick<Deposit, 'reason' | 'rejectedBy'> {
  if (row.status !== 'rejected') return { reason: row.reason, rejectedBy: null };
  if (row.decided_by === GATEWAY_DECIDER) return { reason: null, rejectedBy: 'provider' };
  return { reason: row.reason, rejectedBy: 'operator' };
}

export const payoutAccountOut = (row: PayoutAccountRow): PayoutAccount => ({
  id: row.id,
  methodCode: row.method_code,
  accountNumber: row.account_number,
  accountName: row.account_name,
  confirmedAt: row.confirmed_at.toISOString(),
});

export function withdrawalOut(
  row: WithdrawalRow & { method_code: string; account_number: string },
  autoConfirmMinutes: number,
): Withdrawal {
  return {
    id: row.id,
    methodCode: row.method_code,
    accountNumber: row.account_number,
    amount: row.amount,
    fee: row.fee,
    net: netOf(row.amount, row.fee),
    status: row.status,
    answer: row.answer,
    resolution: row.resolution,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    paidAt: iso(row.paid_at),
    autoConfirmAt:
      row.status === 'confirmed' && row.paid_at
        ? new Date(row.paid_at.getTime() + autoConfirmMinutes * 60_000).toISOString()
        : null,
  };
}
