/**
 * The operator's settings calls (src/api/calls/admin.ts): a merchant's status, feature flags, wallet setting and
 * analytics tag (and one read of them all for the console), the vendors and a vendor's maintenance switch, a member's password expiry, and the outbox. Each change is audited
 * with the values before and after, in the transaction of the change.
 */
import {
  adminAnalyticsCall,
  adminMerchantSettingsCall,
  adminOutboxCall,
  adminPasswordExpiredCall,
  adminSystemStatusCall,
  adminVendorMaintenanceCall,
  adminVendorsCall,
  adminWalletSettingsCall,
  adminWhitelabelCall,
} from '../../src/api/calls/admin';
import { notFound } from '../core/platform-error';
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import type { PlatformContext } from '../http/context';
import type { Router } from '../http/route';
import { getMerchantState, invalidateMerchantState, type MerchantState } from '../merchants/merchant-state';
import { auditedChange } from './audit';
import { changeAutoTransfer, changeGtagId, changeSystemStatus, mergeFlags } from './merchant-settings';
import { outboxFor, setPasswordExpired, setVendorMaintenance, vendorMaintenance, vendorsOf } from './operator-queries';

export function registerSettingsRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  const knownMerchant = (code: string) => {
    if (!deps.merchants.byCode(code)) throw notFound(`unknown merchant ${code}`);
  };

  /**
   * Runs a change of the merchant's state and audits `view` of the state before and after it, in one transaction;
   * then this process's cached state is dropped, so the answer read next is the new one.
   */
  async function changeMerchant<T>(
    c: PlatformContext,
    code: string,
    action: string,
    change: (tx: Database) => Promise<void>,
    view: (state: MerchantState) => T,
  ): Promise<T> {
    knownMerchant(code);
    const now = clock();
    const after = await auditedChange(db, c, now, async (tx) => {
      const before = view(await getMerchantState(tx, code));
      await change(tx);
      const changed = view(await getMerchantState(tx, code));
      return {
        value: changed,
        audit: { action, target: `merchant:${code}`, merchantCode: code, before, after: changed },
      };
    });
    invalidateMerchantState(db, code);
    return after;
  }

  router.route(adminMerchantSettingsCall, async ({ query }) => {
    knownMerchant(query.merchantCode);
    const state = await getMerchantState(db, query.merchantCode);
    return {
      maintenance: state.maintenance,
      regionRestricted: state.regionRestricted,
      blockedCountries: state.blockedCountries,
      flags: state.flags,
      gtagId: state.gtagId,
      imageCDNs: state.imageCdns,
      launchGameCDNs: state.launchGameCdns,
      singleWallet: state.singleWallet,
      autoTransfer: state.autoTransfer,
    };
  });

  router.route(adminSystemStatusCall, ({ body, c }) =>
    changeMerchant(
      c,
      body.merchantCode,
      'merchant.status',
      (tx) =>
        changeSystemStatus(tx, body.merchantCode, {
          maintenance: body.maintenance ?? null,
          regionRestricted: body.regionRestricted ?? null,
          blockedCountries: body.blockedCountries ?? null,
        }),
      (state) => ({
        maintenance: state.maintenance,
        regionRestricted: state.regionRestricted,
        blockedCountries: state.blockedCountries,
      }),
    ),
  );

  // The flags sent replace theirs, the others stay; the audit keeps all of them before and after.
  router.route(adminWhitelabelCall, ({ body, c }) =>
    changeMerchant(
      c,
      body.merchantCode,
      'merchant.flags',
      (tx) => mergeFlags(tx, body.merchantCode, body.flags),
      (state) => state.flags,
    ),
  );

  router.route(adminWalletSettingsCall, ({ body, c }) =>
    changeMerchant(
      c,
      body.merchantCode,
      'merchant.wallet',
      (tx) => changeAutoTransfer(tx, body.merchantCode, body.autoTransfer),
      (state) => ({ singleWallet: state.singleWallet, autoTransfer: state.autoTransfer }),
    ),
  );

  router.route(adminAnalyticsCall, ({ body, c }) =>
    changeMerchant(
      c,
      body.merchantCode,
      'merchant.analytics',
      (tx) => changeGtagId(tx, body.merchantCode, body.gtagId),
      (state) => ({ gtagId: state.gtagId }),
    ),
  );

  router.route(adminVendorsCall, ({ query }) => {
    knownMerchant(query.merchantCode);
    return vendorsOf(db, query.merchantCode);
  });

  router.route(adminVendorMaintenanceCall, async ({ body, c }) => {
    knownMerchant(body.merchantCode);
    return auditedChange(db, c, clock(), async (tx) => {
      const before = await vendorMaintenance(tx, body);
      const row = await setVendorMaintenance(tx, body, body.maintenance);
      if (!row || !before) throw notFound(`no vendor ${body.vassalage} ${body.gameType}`);
      return {
        value: { maintenance: row.maintenance },
        audit: {
          action: 'vendor.maintenance',
          target: `vendor:${body.vassalage}:${body.gameType}`,
          merchantCode: body.merchantCode,
          before,
          after: row,
        },
      };
    });
  });

  router.route(adminOutboxCall, ({ query }) => outboxFor(db, query.to, query.limit));

  router.route(adminPasswordExpiredCall, async ({ body, c }) => {
    knownMerchant(body.merchantCode);
    return auditedChange(db, c, clock(), async (tx) => {
      const id = await setPasswordExpired(tx, body.merchantCode, body.username, body.expired);
      if (id === undefined) throw notFound(`no member ${body.username}`);
      return {
        value: { id, expired: body.expired },
        audit: {
          action: 'member.password_expired',
          target: `member:${id}`,
          merchantCode: body.merchantCode,
          after: { username: body.username, expired: body.expired },
        },
      };
    });
  });
}
