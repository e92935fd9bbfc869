/**
 * Sign-in links (a site address with `?token=` signs its visitor in). A signed-in member asks for a one-time code that
 * lives SIGN_IN_LINK_TTL_MS; the site that receives `?token=<code>` exchanges it for a NEW session of that member. The
 * session token itself never travels in a URL, so a link cannot plant a chosen session in someone's browser (login
 * CSRF, session fixation) and a leaked link is useless once used or two minutes old.
 */
import { signInLinkCall, signInLinkExchangeCall } from '../../src/api/calls/session';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { enforceLimit } from '../security/limits';
import { randomToken, sha256Hex } from '../security/tokens';
import { findById } from './members';
import { consumeCode, issueCode } from './one-time-codes';
import { completeSignIn } from './sign-in';

export const SIGN_IN_LINK_TTL_MS = 2 * 60 * 1000;
/** Exchanges one address may try per minute (codes are 256-bit random: this only stops noise). */
const EXCHANGES_PER_IP_PER_MINUTE = 120;

export function registerSignInLinkRoutes(router: Router, deps: PlatformDeps): void {
  router.route(signInLinkCall, async ({ merchant, requireMember, clientIp }) => {
    const member = requireMember();
    const code = randomToken();
    const now = deps.clock();
    const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_TTL_MS);
    // The code's own hash is its target, so several links of one member can be live at once.
    await issueCode(
      deps.db,
      { merchantCode: merchant.code, purpose: 'sign_in_link', target: sha256Hex(code) },
      code,
      expiresAt,
      now,
      { memberId: member.id, ip: clientIp },
    );
    return { code, expiresAt: expiresAt.toISOString() };
  });

  router.route(signInLinkExchangeCall, async ({ merchant, body, clientIp, c }) => {
    await enforceLimit(deps, `sign-in-link:ip:${clientIp}`, EXCHANGES_PER_IP_PER_MINUTE, 60_000);
    const used = await consumeCode(
      deps.db,
      { merchantCode: merchant.code, purpose: 'sign_in_link', target: sha256Hex(body.code) },
      body.code,
      deps.clock(),
    );
    const member = used.memberId ? await findById(deps.db, used.memberId) : null;
    if (!member || member.disabled || member.merchant_code !== merchant.code) {
      throw new PlatformError(400, 'verification_code_invalid', 'This sign-in link is not valid');
    }
    return completeSignIn(deps, merchant, member, clientIp, c.req.header('user-agent'), 'sign_in_link');
  });
}
