/**
 * Live balance, an event of the session event stream (http/session-events.ts): every main-wallet movement
 * notifies `ledger_balance` inside its transaction (ledger/post.ts) with the member and the new balance, which
 * the stream sends on in major units.
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
      const { memberId, balance } = change ?? {};
      if (!Number.isSafeInteger(memberId) || !Number.isSafeInteger(balance)) return null;
      return { memberId: memberId as number, data: { balance: toMajor(balance as number) } };
    },
  };
}
