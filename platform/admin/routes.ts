/**
 * The operator API (src/api/calls/admin.ts): every /admin path requires the admin bearer token, or the operator
 * page's session cookie made from it (operator-session.ts: POST /admin/session signs in, GET reads, DELETE ends).
 * Only the review page and its files (money/review, promotions/review) are public, registered before this guard.
 * All of it answers only on the operator host (operator-host.ts, operator-surface.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import {
  adminAnalyticsCall,
  adminOutboxCall,
  adminPasswordExpiredCall,
  adminSystemStatusCall,
  adminVendorMaintenanceCall,
  adminWalletSettingsCall,
  adminWhitelabelCall,
} from '../../src/api/calls/admin';
import { notFound, PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { getFlags, getMerchantState } from '../merchants/merchant-state';
import { changeAutoTransfer, changeGtagId, changeSystemStatus, mergeFlags } from './merchant-settings';
import { outboxFor, setPasswordExpired, setVendorMaintenance } from './operator-queries';
import { endOperatorSession, issueOperatorSession, operatorSessionOf } from './operator-session';

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const bearerOf = (c: Context) => c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];

/** Whether the request reached us over https (directly, or through a trusted proxy that says so). */
function overHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

export function registerAdminRoutes(router: Router, deps: PlatformDeps, adminToken: string): void {
  const { db, clock } = deps;
  const unauthorized = () => new PlatformError(401, 'unauthorized', 'admin token required');
  // Before the guard: the page asks on load whether this browser is signed in (null when not), without a 401.
  router.app.get('/admin/session', (c) => {
    const expiresAt = operatorSessionOf(c, adminToken, clock());
    return c.json({ success: true, code: 'ok', message: '', value: { expiresAt: expiresAt?.toISOString() ?? null } });
  });
  router.app.use('/admin/*', async (c, next) => {
    const token = bearerOf(c);
    // A request that sends a token is judged by it alone: a wrong token is never rescued by a cookie.
    const allowed = token ? sameSecret(token, adminToken) : operatorSessionOf(c, adminToken, clock()) !== null;
    if (!allowed) throw unauthorized();
    await next();
  });

  // The operator page's sign-in exchange: the bearer token (checked above) in, an HttpOnly session cookie out.
  router.app.post('/admin/session', (c) => {
    if (!bearerOf(c)) throw unauthorized();
    const expiresAt = issueOperatorSession(c, adminToken, clock(), overHttps(c, deps.config.trustProxy));
    return c.json({ success: true, code: 'ok', message: '', value: { expiresAt: expiresAt.toISOString() } });
  });
  router.app.delete('/admin/session', (c) => {
    endOperatorSession(c, overHttps(c, deps.config.trustProxy));
    return c.json({ success: true, code: 'ok', message: '', value: null });
  });

  const knownMerchant = (code: string) => {
    if (!deps.merchants.byCode(code)) throw notFound(`unknown merchant ${code}`);
  };

  router.route(adminSystemStatusCall, async ({ body }) => {
    knownMerchant(body.merchantCode);
    await changeSystemStatus(db, body.merchantCode, {
      maintenance: body.maintenance ?? null,
      regionRestricted: body.regionRestricted ?? null,
      blockedCountries: body.blockedCountries ?? null,
    });
    const state = await getMerchantState(db, body.merchantCode);
    return {
      maintenance: state.maintenance,
      regionRestricted: state.regionRestricted,
      blockedCountries: state.blockedCountries,
    };
  });

  router.route(adminWhitelabelCall, async ({ body }) => {
    knownMerchant(body.merchantCode);
    // The flags sent replace theirs, the others stay.
    await mergeFlags(db, body.merchantCode, body.flags);
    return getFlags(db, body.merchantCode);
  });

  router.route(adminWalletSettingsCall, async ({ body }) => {
    knownMerchant(body.merchantCode);
    await changeAutoTransfer(db, body.merchantCode, body.autoTransfer);
    const state = await getMerchantState(db, body.merchantCode);
    return { singleWallet: state.singleWallet, autoTransfer: state.autoTransfer };
  });

  router.route(adminAnalyticsCall, async ({ body }) => {
    knownMerchant(body.merchantCode);
    await changeGtagId(db, body.merchantCode, body.gtagId);
    const state = await getMerchantState(db, body.merchantCode);
    return { gtagId: state.gtagId };
  });

  router.route(adminVendorMaintenanceCall, async ({ body }) => {
    knownMerchant(body.merchantCode);
    const row = await setVendorMaintenance(db, body, body.maintenance);
    if (!row) throw notFound(`no vendor ${body.vassalage} ${body.gameType}`);
    return { maintenance: row.maintenance };
  });

  router.route(adminOutboxCall, ({ query }) => outboxFor(db, query.to, query.limit));

  router.route(adminPasswordExpiredCall, async ({ body }) => {
    knownMerchant(body.merchantCode);
    const id = await setPasswordExpired(db, body.merchantCode, body.username, body.expired);
    if (id === undefined) throw notFound(`no member ${body.username}`);
    return { id, expired: body.expired };
  });
}
