/**
 * GET /wps/v2/wallets/balance/stream: the signed-in member's main balance as server-sent events (contract:
 * BALANCE_STREAM_PATH). Not an envelope call, so it is bound directly: the bearer token is checked here with
 * the same session lookup as every call, and again at each keep-alive, so a signed-out session's stream ends.
 */
import { streamSSE } from 'hono/streaming';
import { BALANCE_EVENT, BALANCE_STREAM_PATH } from '../../src/api/contract/money/wallets';
import { findSession } from '../accounts/sessions';
import { notLoggedIn } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import type { BalanceHub } from './live-balance';
import { toMajor } from './minor-units';
import { walletBalance } from './money-accounts';

/** Keep-alive comments stop proxies and phones from dropping an idle stream. */
const KEEP_ALIVE_MS = 20_000;

export function registerLiveBalanceRoute(router: Router, deps: PlatformDeps, hub: BalanceHub): void {
  const { db, clock } = deps;
  router.app.get(BALANCE_STREAM_PATH, async (c) => {
    const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const merchant = c.get('merchant');
    const member = token ? await findSession(db, token, merchant, clock()) : null;
    if (!token || !member) throw notLoggedIn();
    c.header('cache-control', 'no-store');
    return streamSSE(c, async (stream) => {
      let queue = Promise.resolve();
      const send = (balance: number) => {
        queue = queue.then(() =>
          stream.writeSSE({ event: BALANCE_EVENT, data: JSON.stringify({ balance: toMajor(balance) }) }),
        );
      };
      const unsubscribe = hub.subscribe(member.id, send);
      stream.onAbort(unsubscribe);
      send(await walletBalance(db, member.id));
      try {
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
}
