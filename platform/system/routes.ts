/** System area: status, permission, whitelabel, register rules, domain routes, public key, captcha, bot check. */
import { publicKeyCall } from '../../src/api/calls/encryption';
import { permissionCall } from '../../src/api/calls/permission';
import { registerSettingCall } from '../../src/api/calls/register-rules';
import {
  botCheckChallengeCall,
  captchaCall,
  countryCodeCall,
  domainRouteCall,
  systemStatusCall,
  whitelabelCall,
} from '../../src/api/calls/system';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { getFlags, getMerchantState, systemStatus } from '../merchants/merchant-state';
import { createBotChallenge } from '../security/bot-check';
import { issueCaptcha } from '../security/captcha';
import { enforceLimit } from '../security/limits';
import { buildPermission, domainRoutes } from './permission';

/**
 * Pages read these on every visit: a returning browser checks its copy and gets 304 (http/revalidation.ts). The
 * status, country and permission answers name the visitor's address and country: their browser keeps them, nothing
 * shared does. The captcha and the bot check are new on every call and never kept.
 */
const VISITORS_OWN = { visitorCache: 'private' } as const;
const EVERY_VISITORS = { visitorCache: 'public' } as const;

export function registerSystemRoutes(router: Router, deps: PlatformDeps): void {
  const { db } = deps;

  router.route(
    systemStatusCall,
    async ({ merchant, clientIp, c }) => {
      const state = await getMerchantState(db, merchant.code);
      const countryCode = c.get('countryCode');
      return { status: systemStatus(state, countryCode), location: { ip: clientIp, countryCode } };
    },
    VISITORS_OWN,
  );

  router.route(
    countryCodeCall,
    ({ c }) => {
      const countryCode = c.get('countryCode');
      const served = deps.merchants.all().find((m) => m.tenant.country === countryCode);
      return { countryCode, countryDialingCode: served?.tenant.countryDialingCode ?? null };
    },
    VISITORS_OWN,
  );

  router.route(
    permissionCall,
    async ({ merchant, clientIp, c }) => {
      const state = await getMerchantState(db, merchant.code);
      return buildPermission(merchant, deps.merchants.all(), state, {
        ip: clientIp,
        countryCode: c.get('countryCode'),
      });
    },
    VISITORS_OWN,
  );

  router.route(whitelabelCall, ({ merchant }) => getFlags(db, merchant.code), EVERY_VISITORS);

  router.route(
    registerSettingCall,
    async ({ merchant }) => (await getMerchantState(db, merchant.code)).registerRules,
    EVERY_VISITORS,
  );

  router.route(domainRouteCall, () => domainRoutes(deps.merchants.all()), EVERY_VISITORS);

  router.route(
    publicKeyCall,
    () => ({ kid: deps.secrets.payloadKey.kid, spki: deps.secrets.payloadKey.spki }),
    EVERY_VISITORS,
  );

  router.route(captchaCall, async ({ clientIp, c }) => {
    await enforceLimit(deps, `captcha:ip:${clientIp}`, deps.config.captchasPerIpPerMinute, 60_000);
    return issueCaptcha(db, c, deps.config.captchaCode(), deps.clock());
  });

  router.route(botCheckChallengeCall, async ({ clientIp }) => {
    const challenge = await createBotChallenge(deps, clientIp);
    return challenge as unknown as { parameters: { algorithm: string; nonce: string } };
  });
}
