/**
 * GET SESSION_EVENTS_PATH: the signed-in member's live changes as server-sent events, one stream per tab
 * (its call: src/api/calls/session-events.ts). Not an envelope call, so it is bound directly: the bearer token is checked
 * here with the same session lookup as every call, and again at each keep-alive, so a signed-out session's
 * stream ends. Each area that has live data adds its EventSource to SOURCES. Returns the stop of the listeners.
 */
import { streamSSE } from 'hono/streaming';
import { SESSION_EVENTS_PATH } from '../../src/api/calls/session-events';
import { findSession } from '../accounts';
import { contractEvents } from '../contracts';
import { notLoggedIn } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { createSessionEventHub } from '../http/session-events';
import { unreadMessageEvents } from '../inbox';
import { balanceEvents, withdrawalEvents } from '../money';
import { sessionLimitEvents } from '../responsible-gaming';

/** Keep-alive comments stop proxies and phones from dropping an idle stream. */
const KEEP_ALIVE_MS = 20_000;

export async function registerSessionEventRoute(router: Router, deps: PlatformDeps): Promise<() => Promise<void>> {
  const { db, clock } = deps;
  const hub = await createSessionEventHub(db, [
    balanceEvents(db),
    unreadMessageEvents(db),
    withdrawalEvents(db),
    sessionLimitEvents(db, clock),
    contractEvents(db),
  ]);
  router.app.get(SESSION_EVENTS_PATH, async (c) => {
    const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const merchant = c.get('merchant');
    const member = token ? await findSession(db, token, merchant, clock()) : null;
    if (!token || !member) throw notLoggedIn();
    c.header('cache-control', 'no-store');
    return streamSSE(c, async (stream) => {
      let queue = Promise.resolve();
      const send = (event: string, data: unknown) => {
        queue = queue.then(() => stream.writeSSE({ event, data: JSON.stringify(data) }));
      };
      let unsubscribe = () => {};
      try {
        unsubscribe = await hub.subscribe(member, send);
        stream.onAbort(unsubscribe);
        while (!stream.aborted && !stream.closed) {
          await stream.sleep(KEEP_ALIVE_MS);
          if (stream.aborted || !(await findSession(db, token, merchant, clock()))) break;
          await stream.write(': keep-alive\n\n');
        }
      } catch {
        // The platform is shutting down or the client went away: end the stream quietly.
      } finally {
        unsubscribe();
      }
    });
  });
  // A browser test that moves the platform's clock (deps.testClock) moves the timed refreshes with it.
  const stopFollowingClock = deps.testClock?.onMove(() => hub.retime());
  return async () => {
    stopFollowingClock?.();
    await hub.close();
  };
}
