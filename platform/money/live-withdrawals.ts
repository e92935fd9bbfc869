/**
 * Live withdrawal state, an event of the session event stream (http/session-events.ts): every change of a withdrawal's
 * state notifies WITHDRAWAL_CHANNEL inside its transaction (withdrawal-notify.ts), so the member's withdrawal list follows
 * the operator's payment or rejection without a reload, as the balance does. Opening a stream sends the newest one.
 */

import { WITHDRAWAL_STATUSES } from '../../src/api/calls/money/withdrawals';
import { SESSION_EVENTS, type WithdrawalEventData } from '../../src/api/calls/session-events';
import type { Database } from '../db/database';
import { type EventSource, parsePayload } from '../http/session-events';
import { WITHDRAWAL_CHANNEL } from './withdrawal-notify';
import { newestWithdrawal } from './withdrawal-queries';

const isStatus = (value: unknown): value is (typeof WITHDRAWAL_STATUSES)[number] =>
  (WITHDRAWAL_STATUSES as readonly unknown[]).includes(value);

export function withdrawalEvents(db: Database): EventSource {
  return {
    event: SESSION_EVENTS.withdrawal,
    channel: WITHDRAWAL_CHANNEL,
    current: async (member): Promise<WithdrawalEventData> => ({
      withdrawal: (await newestWithdrawal(db, member.id)) ?? null,
    }),
    target(payload) {
      const { memberId, id, status } = parsePayload(payload) ?? {};
      if (!Number.isSafeInteger(memberId) || !Number.isSafeInteger(id) || !isStatus(status)) return null;
      const data: WithdrawalEventData = { withdrawal: { id: id as number, status } };
      return { memberId: memberId as number, data };
    },
  };
}
