/**
 * The session event hub: one stream per signed-in tab carries every live change of the member's own state
 * (its call: src/api/calls/session-events.ts). Each kind of change is an EventSource, declared by the area that owns the
 * data (money: the balance; inbox: the unread count), with the PostgreSQL NOTIFY channel its changes arrive
 * on. The hub LISTENs once per channel per process and fans each notification out to the open streams it
 * concerns, so a change made by one platform process reaches a browser connected to another; on PGlite the
 * same code runs in one process. A value that changes with time rather than by a write (a session limit's end) names
 * when to read it again (refreshIn): the hub times that per stream, and times it again when a browser test moves the
 * platform's clock (retime).
 */
import type { Database } from '../db/database';
import type { SessionMember } from './context';

/**
 * Whom a notification concerns: one member (with the event's data when the payload carries it), or every member of
 * a merchant. `order` ranks a member's notifications of one event when their payload carries a rank: one that
 * arrives after a higher one is dropped (notifications sent after commit by two processes may cross).
 */
export type EventTarget = { memberId: number; data?: unknown; order?: number } | { merchantCode: string };

export interface EventSource {
  /** The server-sent event's name. */
  event: string;
  /** The PostgreSQL channel its changes are notified on (in the changing transaction or after its commit). */
  channel: string;
  /** Whether this member gets the event at all (default: everyone with a session). */
  appliesTo?(member: SessionMember): boolean;
  /** The event's data now, for the member: sent when a stream opens, and after a change whose payload has none. */
  current(member: SessionMember): Promise<unknown>;
  /** Reads a notification's payload; null ignores it. */
  target(payload: string): EventTarget | null;
  /**
   * For a value that changes with time at a known moment (a session limit's end): in how many milliseconds to read
   * and send it again, without a notification; null for none. Asked after each value read for a stream.
   */
  refreshIn?(value: unknown): number | null;
}

export type SendEvent = (event: string, data: unknown) => void;

export interface SessionEventHub {
  /**
   * Sends `member` the current value of every event that applies to them, then each change until the
   * returned unsubscribe is called.
   */
  subscribe(member: SessionMember, send: SendEvent): Promise<() => void>;
  /**
   * The clock moved (a browser test's movable clock): every value waiting for a timed refresh is read and sent again
   * now, and timed anew from the moved clock.
   */
  retime(): void;
  close(): Promise<void>;
}

interface Subscriber {
  member: SessionMember;
  send: SendEvent;
  /** Per event, the number of the latest update: a slower, older read never overwrites a newer value. */
  latest: Map<string, number>;
  /** Per event, the timer of its next timed refresh (refreshIn). */
  timers: Map<string, ReturnType<typeof setTimeout>>;
  /** Per event, the highest `order` delivered. */
  orders: Map<string, number>;
  closed: boolean;
}

/** setTimeout's longest delay (about 24.8 days); a later refresh is asked again then. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

const applies = (source: EventSource, member: SessionMember) => source.appliesTo?.(member) ?? true;

function addTo<K>(index: Map<K, Set<Subscriber>>, key: K, subscriber: Subscriber): () => void {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(subscriber);
  return () => {
    set.delete(subscriber);
    // Only this set's own entry. A stream leaves on abort and again when its loop ends, up to a keep-alive later:
    // by then the member's next stream (the tab's next page) may hold a new set under the key.
    if (set.size === 0 && index.get(key) === set) index.delete(key);
  };
}

export async function createSessionEventHub(db: Database, sources: EventSource[]): Promise<SessionEventHub> {
  const byMember = new Map<number, Set<Subscriber>>();
  const byMerchant = new Map<string, Set<Subscriber>>();

  const nextTicket = (source: EventSource, subscriber: Subscriber) => {
    const ticket = (subscriber.latest.get(source.event) ?? 0) + 1;
    subscriber.latest.set(source.event, ticket);
    return ticket;
  };

  /** Reads the event's value for the subscriber and sends it, unless a newer update overtook it. */
  const refresh = async (source: EventSource, subscriber: Subscriber) => {
    const ticket = nextTicket(source, subscriber);
    const value = await source.current(subscriber.member);
    if (subscriber.latest.get(source.event) !== ticket || subscriber.closed) return;
    subscriber.send(source.event, value);
    schedule(source, subscriber, value);
  };

  /** Sets (or clears) the subscriber's timed refresh of the source after `value` was sent. */
  const schedule = (source: EventSource, subscriber: Subscriber, value: unknown) => {
    clearTimeout(subscriber.timers.get(source.event));
    subscriber.timers.delete(source.event);
    const delay = source.refreshIn?.(value);
    if (delay === null || delay === undefined) return;
    const timer = setTimeout(
      () => {
        subscriber.timers.delete(source.event);
        // a failed read skips this refresh; the next change or stream sends the value again
        if (!subscriber.closed) refresh(source, subscriber).catch(() => undefined);
      },
      Math.min(Math.max(0, delay), LONGEST_DELAY_MS),
    );
    subscriber.timers.set(source.event, timer);
  };

  const deliver = (source: EventSource, subscriber: Subscriber, data: unknown, order?: number) => {
    if (!applies(source, subscriber.member)) return;
    if (order !== undefined) {
      if (order <= (subscriber.orders.get(source.event) ?? Number.NEGATIVE_INFINITY)) return;
      subscriber.orders.set(source.event, order);
    }
    if (data === undefined) {
      // a failed read skips this update; the next change sends the value again
      refresh(source, subscriber).catch(() => undefined);
      return;
    }
    nextTicket(source, subscriber);
    subscriber.send(source.event, data);
    schedule(source, subscriber, data);
  };

  const unlisteners = await Promise.all(
    sources.map((source) =>
      db.listen(source.channel, (payload) => {
        const target = source.target(payload);
        if (!target) return;
        const subscribers = 'memberId' in target ? byMember.get(target.memberId) : byMerchant.get(target.merchantCode);
        const data = 'memberId' in target ? target.data : undefined;
        const order = 'memberId' in target ? target.order : undefined;
        for (const subscriber of subscribers ?? []) deliver(source, subscriber, data, order);
      }),
    ),
  );

  return {
    async subscribe(member, send) {
      const subscriber: Subscriber = {
        member,
        send,
        latest: new Map(),
        timers: new Map(),
        orders: new Map(),
        closed: false,
      };
      const leaveMember = addTo(byMember, member.id, subscriber);
      const leaveMerchant = addTo(byMerchant, member.merchantCode, subscriber);
      const unsubscribe = () => {
        subscriber.closed = true;
        for (const timer of subscriber.timers.values()) clearTimeout(timer);
        subscriber.timers.clear();
        leaveMember();
        leaveMerchant();
      };
      try {
        await Promise.all(sources.filter((source) => applies(source, member)).map((s) => refresh(s, subscriber)));
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    retime() {
      // Every subscriber is in byMember once; a source whose refresh is timed has a timer under its event.
      for (const subscribers of byMember.values()) {
        for (const subscriber of subscribers) {
          for (const source of sources.filter((each) => subscriber.timers.has(each.event))) {
            // a failed read skips this refresh; the next change or stream sends the value again
            refresh(source, subscriber).catch(() => undefined);
          }
        }
      }
    },
    close: async () => {
      await Promise.all(unlisteners.map((unlisten) => unlisten()));
    },
  };
}

/** Reads a JSON payload, or null when it is not JSON. */
export function parsePayload(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
