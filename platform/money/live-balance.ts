/**
 * Live balance: every main-wallet movement notifies `ledger_balance` inside its transaction (ledger/post.ts);
 * this hub LISTENs once per process and fans each change out to the member's open streams. Because the
 * notification goes through PostgreSQL, a deposit approved by one platform process reaches a browser
 * connected to another; on PGlite the same code runs in one process.
 */
import type { Database } from '../db/database';
import { BALANCE_CHANNEL, type BalanceChange } from '../ledger/post';

export interface BalanceHub {
  /** Calls `onBalance` (minor units) after each change of the member's main wallet; returns the unsubscribe. */
  subscribe(memberId: number, onBalance: (balance: number) => void): () => void;
  close(): Promise<void>;
}

function parse(payload: string): BalanceChange | null {
  try {
    const value = JSON.parse(payload) as Partial<BalanceChange>;
    return Number.isSafeInteger(value.memberId) && Number.isSafeInteger(value.balance)
      ? (value as BalanceChange)
      : null;
  } catch {
    return null;
  }
}

export async function createBalanceHub(db: Database): Promise<BalanceHub> {
  const subscribers = new Map<number, Set<(balance: number) => void>>();
  const unlisten = await db.listen(BALANCE_CHANNEL, (payload) => {
    const change = parse(payload);
    if (!change) return;
    for (const notify of subscribers.get(change.memberId) ?? []) notify(change.balance);
  });
  return {
    subscribe(memberId, onBalance) {
      let set = subscribers.get(memberId);
      if (!set) {
        set = new Set();
        subscribers.set(memberId, set);
      }
      set.add(onBalance);
      return () => {
        set.delete(onBalance);
        if (set.size === 0) subscribers.delete(memberId);
      };
    },
    close: () => unlisten(),
  };
}
