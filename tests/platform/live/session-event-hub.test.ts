// @vitest-environment node
// The session event hub over a real database's LISTEN/NOTIFY: a stream gets the current value when it
// subscribes and each change after it; a stream that leaves twice (on abort, then when its keep-alive loop
// ends) does not take the member's next stream off the hub with it; a value that changes with time is read again when
// its source says, and at once when the clock moves (a browser test's movable clock).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../platform/db/database';
import { openDatabase } from '../../../platform/db/open-database';
import type { SessionMember } from '../../../platform/http/context';
import { createSessionEventHub, type EventSource, parsePayload } from '../../../platform/http/session-events';

const CHANNEL = 'hub_test';
const member: SessionMember = {
  id: 7,
  merchantCode: 'SHAPLA_BD',
  username: 'hubtester',
  nickname: 'hubtester',
  type: 0,
  isAgent: false,
  isTrial: false,
  sessionId: 'unused',
  excludedUntil: null,
  hasLimits: false,
};

const counter: EventSource = {
  event: 'counter',
  channel: CHANNEL,
  current: async () => ({ count: 0 }),
  target(payload) {
    const change = parsePayload(payload);
    return change ? { memberId: Number(change.memberId), data: { count: change.count } } : null;
  },
};

/** A stream's sink: what it was sent, and a wait for the next event. */
function sink() {
  const received: unknown[] = [];
  let waiting: (() => void) | null = null;
  return {
    received,
    send: (_event: string, data: unknown) => {
      received.push(data);
      waiting?.();
    },
    next: (count: number) =>
      new Promise<void>((resolve, reject) => {
        if (received.length >= count) return resolve();
        const timer = setTimeout(() => reject(new Error(`still ${received.length} of ${count} events`)), 5_000);
        waiting = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          resolve();
        };
      }),
  };
}

describe('session event hub [PGlite]', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => db?.close());

  const change = (count: number) =>
    db.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ memberId: member.id, count })]);

  it("sends the current value, then each change; leaving twice keeps the member's next stream", async () => {
    const hub = await createSessionEventHub(db, [counter]);
    const first = sink();
    const leaveFirst = await hub.subscribe(member, first.send);
    expect(first.received).toEqual([{ count: 0 }]);
    await change(1);
    await first.next(2);
    expect(first.received).toEqual([{ count: 0 }, { count: 1 }]);

    // The tab moves to its next page: the old stream aborts, the new one subscribes, and the old stream's
    // loop leaves again when its keep-alive wakes.
    leaveFirst();
    const second = sink();
    const leaveSecond = await hub.subscribe(member, second.send);
    leaveFirst();

    await change(2);
    await second.next(2);
    expect(second.received).toEqual([{ count: 0 }, { count: 2 }]);
    expect(first.received).toHaveLength(2);
    leaveSecond();
    await hub.close();
  });

  it("drops a member's notification that arrives after a higher-ranked one (order)", async () => {
    // Sent after commit by two processes, a member's balances may cross on the way: the transaction id ranks them.
    const ranked: EventSource = {
      event: 'ranked',
      channel: `${CHANNEL}_ranked`,
      current: async () => ({ count: 0 }),
      target(payload) {
        const change = parsePayload(payload);
        return change
          ? { memberId: Number(change.memberId), data: { count: change.count }, order: Number(change.order) }
          : null;
      },
    };
    const hub = await createSessionEventHub(db, [ranked]);
    const stream = sink();
    const leave = await hub.subscribe(member, stream.send);
    for (const [count, order] of [
      [2, 20],
      [1, 10],
      [3, 30],
    ]) {
      await db.query('SELECT pg_notify($1, $2)', [
        ranked.channel,
        JSON.stringify({ memberId: member.id, count, order }),
      ]);
    }
    await stream.next(3);
    expect(stream.received).toEqual([{ count: 0 }, { count: 2 }, { count: 3 }]);
    leave();
    await hub.close();
  });

  it('reads a timed value again when its source says (refreshIn), and stops when the stream leaves', async () => {
    // A countdown that ends: each read is one step lower, a refresh asked 20 ms after each value until 0.
    let reads = 0;
    const countdown: EventSource = {
      event: 'countdown',
      channel: `${CHANNEL}_timed`,
      current: async () => ({ left: Math.max(0, 2 - reads++) }),
      target: () => null,
      refreshIn: (value) => ((value as { left: number }).left > 0 ? 20 : null),
    };
    const hub = await createSessionEventHub(db, [countdown]);
    // The hub's timers on a fake clock (the reads themselves need none).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const stream = sink();
      const leave = await hub.subscribe(member, stream.send);
      expect(stream.received).toEqual([{ left: 2 }]);
      await vi.advanceTimersByTimeAsync(20);
      expect(stream.received).toEqual([{ left: 2 }, { left: 1 }]);
      await vi.advanceTimersByTimeAsync(20);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(stream.received).toEqual([{ left: 2 }, { left: 1 }, { left: 0 }]);
      leave();

      // A stream that leaves before its refresh hears nothing more, and no read is made for it.
      reads = 0;
      const gone = sink();
      const leaveGone = await hub.subscribe(member, gone.send);
      leaveGone();
      await vi.advanceTimersByTimeAsync(1_000);
      expect([gone.received, reads]).toEqual([[{ left: 2 }], 1]);
    } finally {
      vi.useRealTimers();
    }
    await hub.close();
  });

  it('reads a value waiting for its timed refresh again at once when the clock moves (retime), no other', async () => {
    // An hour's wait, as a session limit's end; the counter has no timed refresh.
    let reads = 0;
    const timed: EventSource = {
      event: 'timed',
      channel: `${CHANNEL}_retime`,
      current: async () => ({ read: ++reads }),
      target: () => null,
      refreshIn: () => 60 * 60 * 1000,
    };
    const hub = await createSessionEventHub(db, [timed, counter]);
    const stream = sink();
    const leave = await hub.subscribe(member, stream.send);
    expect(stream.received).toEqual(expect.arrayContaining([{ read: 1 }, { count: 0 }]));
    hub.retime();
    await stream.next(3);
    expect(stream.received.slice(2)).toEqual([{ read: 2 }]);
    leave();
    // A stream that left is not read again.
    hub.retime();
    expect(reads).toBe(2);
    await hub.close();
  });
});
