/**
 * CDN hosts in browser tests: the operator sets a merchant's imageCDNs / launchGameCDNs
 * (POST /admin/merchant/cdn), and the test serves a made-up host from the e2e server, as a CDN in front of the
 * platform would, or refuses it, as a host that is down would.
 */
import type { APIRequestContext, Route } from '@playwright/test';
import { adminCdnCall } from '../../../src/api/calls/admin-cdn';
import { merchantCodeOf } from './money';
import { fetchFromServer } from './server-fetch';
import { adminApi } from './sign-in';

export async function setCdns(
  admin: APIRequestContext,
  site: string,
  imageCDNs: string[],
  launchGameCDNs: string[],
): Promise<void> {
  await adminApi(admin).call(adminCdnCall, { body: { merchantCode: merchantCodeOf(site), imageCDNs, launchGameCDNs } });
}

/** Serves a CDN host from the e2e server, as a CDN in front of the platform would (the merchant's own data). */
export function serveFrom(site: string) {
  return async (route: Route) => {
    await route.fulfill({ response: await fetchFromServer(route, site) });
  };
}
