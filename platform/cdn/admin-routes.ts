/**
 * The operator's CDN host lists (adminCdnCall): what the permission answer carries as `imageCDNs` and
 * `launchGameCDNs` (system/permission.ts), kept in the merchant's state so every process answers the same.
 * A change is a setting change: audited with both lists before and after, in its own transaction.
 */
import { adminCdnCall } from '../../src/api/calls/admin-cdn';
import { auditedChange } from '../admin';
import { notFound } from '../core/platform-error';
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { getMerchantState, invalidateMerchantState } from '../merchants/merchant-state';
import { storeCdnLists } from './cdn-lists';

const cdnLists = async (db: Database, merchantCode: string) => {
  const state = await getMerchantState(db, merchantCode);
  return { imageCDNs: state.imageCdns, launchGameCDNs: state.launchGameCdns };
};

export function registerCdnAdminRoutes(router: Router, { db, merchants, clock }: PlatformDeps): void {
  router.route(adminCdnCall, async ({ body, c }) => {
    const merchantCode = body.merchantCode;
    if (!merchants.byCode(merchantCode)) throw notFound(`unknown merchant ${merchantCode}`);
    const lists = await auditedChange(db, c, clock(), async (tx) => {
      const before = await cdnLists(tx, merchantCode);
      await storeCdnLists(tx, merchantCode, body);
      const after = await cdnLists(tx, merchantCode);
      return {
        value: after,
        audit: { action: 'merchant.cdn', target: `merchant:${merchantCode}`, merchantCode, before, after },
      };
    });
    // The write above dropped the transaction's cached state; this process's shared cache is dropped after commit.
    invalidateMerchantState(db, merchantCode);
    return lists;
  });
}
