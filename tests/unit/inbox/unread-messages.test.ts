// @vitest-environment jsdom
// The tab's one session event stream and the unread count it carries: one stream however many stores follow
// it, events handed to the stores that follow them (balance, unread messages), the member-centre badge
// mirroring the count, trial users kept at 0, and the stream closed after the last follower.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/api/event-stream', () => ({ readEventStream: vi.fn() }));

import { SESSION_EVENTS, SESSION_EVENTS_PATH } from '../../../src/api/calls/session-events';
import { readEventStream, type StreamEvent } from '../../../src/api/event-stream';
import { clearToken, setToken } from '../../../src/api/session';
import { $balance } from '../../../src/stores/balance';
import { followBalance } from '../../../src/stores/live-balance';
import { $memberBadges } from '../../../src/stores/member-badges';
import { $member, $sessionStatus, $unreadCount, type MemberInfo } from '../../../src/stores/session';
import { followUnreadMessages, INBOX_PAGE_ID, setUnreadCount } from '../../../src/stores/unread-messages';

const MEMBER: MemberInfo = {
  id: 7,
  account: 'bdplayer1',
  nickname: 'Rahim',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'BDT',
  mobile: null,
  email: null,
  icon: 3,
  passwordExpired: false,
  hasVip: false,
  vipLabelName: 'member',
  vipRankLevel: 0,
  availablePromoCount: 0,
};

const stream = vi.mocked(readEventStream);

/** Makes the mocked stream stay open until aborted; returns how to push events into it. */
function openStream() {
  let push: (event: StreamEvent) => void = () => undefined;
  let signal: AbortSignal | undefined;
  stream.mockImplementation(async (_url, _headers, onEvent, abort) => {
    push = onEvent;
    signal = abort;
    await new Promise<void>((resolve) => abort.addEventListener('abort', () => resolve()));
  });
  return {
    push: (event: string, data: unknown) => push({ event, data: JSON.stringify(data) }),
    aborted: () => signal?.aborted ?? false,
  };
}

describe('session events and the unread count', () => {
  afterEach(() => {
    $sessionStatus.set('unknown');
    $member.set(null);
    $unreadCount.set(0);
    clearToken();
    stream.mockReset();
  });

  it('opens one stream for every follower and hands each event to its store', () => {
    const events = openStream();
    setToken('token-1');
    $member.set(MEMBER);
    $sessionStatus.set('signed-in');
    const stopBalance = followBalance();
    const stopUnread = followUnreadMessages();
    expect(stream).toHaveBeenCalledTimes(1);
    expect(stream.mock.calls[0]?.[0]).toContain(SESSION_EVENTS_PATH);
    expect(stream.mock.calls[0]?.[1]).toMatchObject({ authorization: 'Bearer token-1' });

    events.push(SESSION_EVENTS.unreadMessages, { count: 3 });
    expect($unreadCount.get()).toBe(3);
    expect($memberBadges.get()[INBOX_PAGE_ID]).toBe(3);
    events.push(SESSION_EVENTS.balance, { balance: 12.5 });
    expect($balance.get().amount).toBe(12.5);
    // Data outside the API's schema is ignored.
    events.push(SESSION_EVENTS.unreadMessages, { count: -1 });
    events.push(SESSION_EVENTS.unreadMessages, 'nonsense');
    expect($unreadCount.get()).toBe(3);

    stopUnread();
    expect(events.aborted()).toBe(false);
    stopBalance();
    expect(events.aborted()).toBe(true);
  });

  it('mirrors the count into the messageV2 badge, and keeps a trial user at 0', () => {
    const stop = followUnreadMessages();
    setUnreadCount(4);
    expect($memberBadges.get()[INBOX_PAGE_ID]).toBe(4);
    setUnreadCount(0);
    expect($memberBadges.get()[INBOX_PAGE_ID]).toBe(0);
    $member.set({ ...MEMBER, type: 4, isTrial: true });
    setUnreadCount(2);
    expect($unreadCount.get()).toBe(0);
    stop();
  });
});
