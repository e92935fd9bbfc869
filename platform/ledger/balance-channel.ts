/**
 * Every posting that changes a member's main wallet is notified on this channel once it has committed (post.ts),
 * so the session event stream can push the new balance (money/live-balance.ts); the payload is a BalanceChange as
 * JSON.
 */
export const BALANCE_CHANNEL = 'ledger_balance';

export interface BalanceChange {
  memberId: number;
  /** Minor units, right after the change. */
  balance: number;
  /**
   * The ledger transaction of the change. A member's later change has a larger one (it was drawn behind the
   * wallet's row lock, after the earlier change committed), so a listener can drop a notification that arrives
   * after a newer one: notifications from two processes do not keep their commits' order.
   */
  transactionId: number;
}
