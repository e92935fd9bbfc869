/**
 * The member's unread messages (public state unreadMessage): loaded with the member (session.ts; trial users load
 * none), then kept current by the `unreadMessages` events of the session event stream and by every inbox call's answer.
 * The count feeds the header's badge ($unreadCount) and the member-centre badge of messageV2 (member-badges.ts).
 */
import { SESSION_EVENTS, unreadMessagesEventData } from '../api/calls/session-events';
import { setMemberBadge } from './member-badges';
import { $isTrial, $unreadCount } from './session';
import { followSessionEvent } from './session-events';

/** The member-centre page whose badge is the unread count. */
export const INBOX_PAGE_ID = 'messageV2';

/** Sets the count (from a call's answer or an event); trial users have no inbox, so theirs stays 0. */
export function setUnreadCount(count: number): void {
  $unreadCount.set($isTrial.get() || !Number.isSafeInteger(count) || count < 0 ? 0 : count);
}

function onEvent(data: unknown): void {
  const parsed = unreadMessagesEventData.safeParse(data);
  if (parsed.success) setUnreadCount(parsed.data.count);
}

/**
 * Follows the unread count while signed in: live events, and the member-centre badge mirroring it. Returns the
 * stop. Several components may follow over the one stream of the tab.
 */
export function followUnreadMessages(): () => void {
  const stopBadge = $unreadCount.subscribe((count) => setMemberBadge(INBOX_PAGE_ID, count));
  const stopEvents = followSessionEvent(SESSION_EVENTS.unreadMessages, onEvent);
  return () => {
    stopEvents();
    stopBadge();
  };
}
