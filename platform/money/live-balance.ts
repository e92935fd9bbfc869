/**
 * Live balance, an event of the session event stream (http/session-events.ts): every main-wallet movement
 * notifies `ledger_balance` once it has committed (ledger/post.ts) with the member, the new balance and its
 * transaction, which orders a member's notifications; the stream sends the balance on in major units. A
 * notification lost between a commit and its sending (a crash) is made good when the stream reconnects: a new
 * stream starts with the balance read from the ledger (`current`).
 */
import { SESSION_EVENTS } from '../../src/api/calls/session-events';
import type { Database } from '../db/database';
import { type EventSource, parsePayload } from '../http/session-events';
import { BALANCE_CHANNEL } from '../ledger/balance-channel';
import { toMajor } from '../ledger/minor-units';
import { walletBalance } from '../ledger/money-accounts';

export function balanceEvents(db: Database): EventSource {
  return {
    event: SESSION_EVENTS.balance,
    channel: BALANCE_CHANNEL,
    current: async (member) => ({ balance: toMajor(await walletBalance(db, member.id)) }),
    target(payload) {
      const change = parsePayload(payload);
      const { memberId, balance, transactionId } = change ?? {};
      if (!Number.isSafeInteger(memberId) || !Number.isSafeInteger(balance)) return null;
      const order = Number.isSafeInteger(transactionId) ? (transactionId as number) : undefined;
      return { memberId: memberId as number, data: { balance: toMajor(balance as number) }, order };
    },
  };
}
