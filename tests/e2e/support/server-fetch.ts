/**
 * A routed request answered by the e2e server itself, for tests that hold or reshape a real answer
 * (page.route + route.fulfill): a CDN host served from the platform, a slow network.
 */
import type { Route } from '@playwright/test';
import { merchantCodeOf } from './money';

/** `route`'s request answered by the e2e server (by IP: Node does not resolve <merchant>.localhost names). */
export async function fetchFromServer(route: Route, site: string) {
  const url = new URL(route.request().url());
  const { host: _host, ...headers } = route.request().headers();
  return route.fetch({
    url: `http://127.0.0.1:${new URL(site).port}${url.pathname}${url.search}`,
    headers: { ...headers, 'x-merchant-code': merchantCodeOf(site) },
    maxRedirects: 0,
  });
}
