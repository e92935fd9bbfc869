/**
 * Live balance: while a member is signed in, the `balance` events of the session event stream
 * (session-events.ts) keep the header balance ($balance) current — a deposit approved, a withdrawal paid, a
 * win — without polling.
 */
import { balanceEventData, SESSION_EVENTS } from '../api/calls/session-events';
import { showLiveBalance } from './balance';
import { followSessionEvent } from './session-events';

function showBalance(data: unknown): void {
  const parsed = balanceEventData.safeParse(data);
  if (parsed.success && Number.isFinite(parsed.data.balance)) {
    showLiveBalance(parsed.data.balance);
  }
}

/** Follows the balance while signed in; returns the stop. Several components may follow over the one stream. */
export function followBalance(): () => void {
  return followSessionEvent(SESSION_EVENTS.balance, showBalance);
}
