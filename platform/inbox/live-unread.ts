/**
 * The inbox's unread count, an event of the session event stream (http/session-events.ts): a message sent to the
 * member, read or deleted in any tab notifies the member; a broadcast notifies the whole merchant, and each connected
 * member's count is read again. Trial users have no inbox and get no count (the site does not load theirs).
 */
import { SESSION_EVENTS } from '../../src/api/calls/session-events';
import type { Database } from '../db/database';
import { type EventSource, parsePayload } from '../http/session-events';
import { INBOX_CHANNEL, unreadCount } from './messages';

export function unreadMessageEvents(db: Database): EventSource {
  return {
    event: SESSION_EVENTS.unreadMessages,
    channel: INBOX_CHANNEL,
    appliesTo: (member) => !member.isTrial,
    current: async (member) => ({ count: await unreadCount(db, member.id) }),
    target(payload) {
      const change = parsePayload(payload);
      if (Number.isSafeInteger(change?.memberId)) return { memberId: change?.memberId as number };
      if (typeof change?.merchantCode === 'string') return { merchantCode: change.merchantCode };
      return null;
    },
  };
}
