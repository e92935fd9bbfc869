/**
 * The session event stream (its call: src/api/calls/session-events.ts): while a member is signed in and something on the
 * page follows an event, ONE server-sent-events stream per tab brings every live change — the balance, the
 * unread messages — without polling. Stores follow their event with `followSessionEvent`; the stream opens
 * with the first follower and closes after the last. A dropped stream reconnects with growing pauses (2 s up
 * to a minute, back to 2 s after it ran); signing out or a refused session (401) stops it.
 */
import { tenant } from 'virtual:tenant';
import { SESSION_EVENTS_PATH } from '../api/calls/session-events';
import { readEventStream } from '../api/event-stream';
import { getToken } from '../api/session';
import { $sessionStatus } from './session';

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

type Handler = (data: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
let followers = 0;
let controller: AbortController | null = null;
let unlistenSession: (() => void) | null = null;

function dispatch(event: string, data: string): void {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return;
  }
  for (const handler of handlers.get(event) ?? []) handler(value);
}

async function run(signal: AbortSignal): Promise<void> {
  let pause = FIRST_RETRY_MS;
  while (!signal.aborted) {
    const token = getToken();
    if (!token) return;
    const started = Date.now();
    try {
      await readEventStream(
        `${tenant.apiBaseUrl}${SESSION_EVENTS_PATH}`,
        { authorization: `Bearer ${token}`, 'x-merchant-code': tenant.merchantCode },
        (event) => dispatch(event.event, event.data),
        signal,
      );
    } catch (error) {
      if (signal.aborted || /answered 401/.test(String(error))) return;
    }
    // A stream that ran for a while was healthy: start over with a short pause.
    if (Date.now() - started > MAX_RETRY_MS) pause = FIRST_RETRY_MS;
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, MAX_RETRY_MS);
  }
}

function sync(status: string): void {
  if (status === 'signed-in' && !controller) {
    controller = new AbortController();
    void run(controller.signal);
  } else if (status !== 'signed-in' && controller) {
    controller.abort();
    controller = null;
  }
}

/**
 * Calls `handler` with the (JSON-parsed, not yet validated) data of each `event` while signed in; returns the
 * stop. Every follower shares the one stream of the tab.
 */
export function followSessionEvent(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler);
  followers += 1;
  if (followers === 1) unlistenSession = $sessionStatus.subscribe(sync);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    set.delete(handler);
    followers -= 1;
    if (followers > 0) return;
    unlistenSession?.();
    unlistenSession = null;
    sync('anonymous');
  };
}
