/**
 * How long the Node server keeps an idle keep-alive connection open after a response.
 *
 * Node's default is 5 s, shorter than its clients keep a connection for reuse: load balancers (60 s on the
 * common ones), browsers, and Node HTTP clients such as Playwright's request context (no idle limit at all).
 * A client that sends its next request on a reused connection just as the server's 5 s run out gets the
 * connection closed under the request: "socket hang up" (ECONNRESET), and a POST is not retried. CI met it
 * once: a browser test's second admin call, seconds after its first, on a server whose event loop PGlite
 * keeps busy.
 *
 * The rule is that the server waits longer than its clients: 65 s, past the 60 s proxies use. A client with
 * no limit would now need a quiet minute on one connection to meet the race. The headers timeout stays above
 * it, as Node advises, so an idle connection is never taken for a slow request.
 */
import type { ServerType } from '@hono/node-server';

const IDLE_CONNECTION_TIMEOUT_MS = 65_000;

export function keepIdleConnectionsOpen(server: ServerType): void {
  if (!('keepAliveTimeout' in server)) return; // HTTP/2 servers manage their sessions themselves
  server.keepAliveTimeout = IDLE_CONNECTION_TIMEOUT_MS;
  server.headersTimeout = IDLE_CONNECTION_TIMEOUT_MS + 1_000;
}
