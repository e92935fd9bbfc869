/**
 * The red count badges of the member centre (missions, messages, rewards): one count per member-centre page id, set by
 * the store that knows it (unread messages, claimable missions, claimable rewards) and read by the member-centre
 * navigation and the header. A count of 0 shows no badge.
 */
import { map } from 'nanostores';

export const $memberBadges = map<Record<string, number>>({});

/** Sets the badge count of a member-centre page (negative or non-finite counts read as 0). */
export function setMemberBadge(pageId: string, count: number): void {
  $memberBadges.setKey(pageId, Number.isFinite(count) && count > 0 ? Math.floor(count) : 0);
}
