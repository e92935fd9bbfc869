/**
 * Withdrawal state changes for the session event stream: each change notifies WITHDRAWAL_CHANNEL inside the changing
 * transaction (delivered on commit to every platform process), which live-withdrawals.ts turns into the member's
 * `withdrawal` event.
 */
import type { WithdrawalStatus } from '../../src/api/calls/money/withdrawals';
import type { Database } from '../db/database';

export const WITHDRAWAL_CHANNEL = 'withdrawal_state';

export interface WithdrawalChange {
  memberId: number;
  id: number;
  status: WithdrawalStatus;
}

export async function notifyWithdrawal(db: Database, change: WithdrawalChange): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [WITHDRAWAL_CHANNEL, JSON.stringify(change)]);
}
