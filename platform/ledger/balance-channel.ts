/**
 * Every posting that changes a member's main wallet notifies this channel on commit (post-statement.ts), so the
 * session event stream can push the new balance (money/live-balance.ts); the payload is a BalanceChange as JSON.
 */
export const BALANCE_CHANNEL = 'ledger_balance';

export interface BalanceChange {
  memberId: number;
  /** Minor units, right after the change. */
  balance: number;
}
