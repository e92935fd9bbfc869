/**
 * Live contracts, an event of the session event stream (http/session-events.ts): an offer, an answer, a termination
 * asked for or answered, and an end taken down the tree notify both sides of each contract it touched
 * (contract-notify.ts), and each side's stream gets their consolidated contract info read again. The member sees a new
 * offer while the page is open; the agent who offered sees the answer. Trial users hold no contracts and get none.
 */
import { SESSION_EVENTS } from '../../src/api/calls/session-events';
import type { Database } from '../db/database';
import { type EventSource, parsePayload } from '../http/session-events';
import { consolidatedInfo } from './consolidated';
import { CONTRACT_CHANNEL } from './contract-notify';

export function contractEvents(db: Database): EventSource {
  return {
    event: SESSION_EVENTS.contracts,
    channel: CONTRACT_CHANNEL,
    appliesTo: (member) => !member.isTrial,
    current: (member) => consolidatedInfo(db, member.id),
    target(payload) {
      const memberId = parsePayload(payload)?.memberId;
      return Number.isSafeInteger(memberId) ? { memberId: memberId as number } : null;
    },
  };
}
