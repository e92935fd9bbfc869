/**
 * The operator's CDN host lists (adminCdnCall): what the permission answer carries as `imageCDNs` and
 * `launchGameCDNs` (system/permission.ts), kept in the merchant's state so every process answers the same.
 * Registered with the admin API, behind its token.
 */
import { adminCdnCall } from '../../src/api/calls/admin-cdn';
import { notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { getMerchantState } from '../merchants/merchant-state';
import { storeCdnLists } from './cdn-lists';

export function registerCdnAdminRoutes(router: Router, { db, merchants }: PlatformDeps): void {
  router.route(adminCdnCall, async ({ body }) => {
    if (!merchants.byCode(body.merchantCode)) throw notFound(`unknown merchant ${body.merchantCode}`);
    await storeCdnLists(db, body.merchantCode, body);
    const state = await getMerchantState(db, body.merchantCode);
    return { imageCDNs: state.imageCdns, launchGameCDNs: state.launchGameCdns };
  });
}
