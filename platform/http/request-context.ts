/**
 * Middleware that puts the merchant, client IP and visitor country on every request's context.
 *
 * Merchant (pinned rule): header `x-merchant-code`; without it the Host (a tenant domain or
 * `<tenantId>.localhost`); else the fallback merchant. An unknown code is a client mistake → 400.
 * IP and country come from the proxy headers only when `trustProxy` is on; otherwise a client could forge them.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { badRequest } from '../core/platform-error';
import type { PlatformConfig } from '../deps';
import type { MerchantRegistry } from '../merchants/merchants';
import type { PlatformEnv } from './context';

const COUNTRY = /^[A-Z]{2}$/;

export function requestContext(merchants: MerchantRegistry, config: PlatformConfig): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    const code = c.req.header('x-merchant-code');
    const merchant = code
      ? merchants.byCode(code)
      : (merchants.byHost(c.req.header('host') ?? '') ?? merchants.fallback());
    if (!merchant) throw badRequest(`unknown merchant code ${JSON.stringify(code).slice(0, 40)}`);
    c.set('merchant', merchant);
    c.set('member', null);

    let ip: string | undefined;
    if (config.trustProxy) ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        // app.request() in tests and non-Node adapters have no socket
      }
    }
    c.set('clientIp', (ip || '127.0.0.1').slice(0, 64));

    const country = config.trustProxy
      ? (c.req.header('cf-ipcountry') ?? c.req.header('x-country-code'))?.toUpperCase()
      : undefined;
    c.set('countryCode', country && COUNTRY.test(country) ? country : null);
    await next();
  };
}
