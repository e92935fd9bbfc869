/** Login by username or SMS code, the second-factor step, free play and logout. */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  freeplayLoginCall,
  loginCall,
  loginVerificationCall,
  logoutCall,
  type smsLogin,
  type usernameLogin,
} from '../../src/api/calls/session';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { PlatformContext } from '../http/context';
import type { Router } from '../http/route';
import { toMinor } from '../ledger/minor-units';
import type { Merchant } from '../merchants/merchants';
import { grantBonus } from '../money';
import { botCheckCost, verifyBotCheck } from '../security/bot-check';
import { checkCaptcha } from '../security/captcha';
import { enforceLimit, rateLimited } from '../security/limits';
import {
  clearFailures,
  failureKeys,
  isThrottled,
  LOGIN_FAILURE_WINDOW_MS,
  needsCaptcha,
  OWNER_ALERT_AFTER,
  peekFailures,
  recordFailure,
} from '../security/login-failures';
import { hashPassword, unusablePasswordHash, verifyPassword } from '../security/passwords';
import { alertOwner, signedInFrom } from './failed-sign-in-alert';
import { createTrialMember } from './member-writes';
import { findById, findByUsername } from './members';
import { FREEPLAY_BALANCE, FREEPLAY_PER_IP_PER_HOUR } from './policy';
import { answerSecondFactor, demandSecondFactor } from './second-factor';
import { revokeSession } from './sessions';
import { assertPortal, assertSiteOpen, completeSignIn, isKnownIp } from './sign-in';
import { memberBySmsCode } from './sms-code-member';

// Compared against when the username is unknown, so a wrong username costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

async function passwordLogin(
  deps: PlatformDeps,
  c: PlatformContext,
  merchant: Merchant,
  body: z.infer<typeof usernameLogin>,
  ip: string,
) {
  const now = deps.clock();
  await enforceLimit(deps, `login:ip:${ip}`, deps.config.loginsPerIpPerMinute, 60_000);
  // Throttled per (account, address) and per address, never for the account as a whole: a stranger's
  // failures cannot lock the owner out (security/login-failures.ts).
  const keys = failureKeys(merchant.code, body.username, ip);
  const before = await peekFailures(deps.db, keys, now);
  if (isThrottled(before)) throw rateLimited(new Date(now.getTime() + LOGIN_FAILURE_WINDOW_MS), now);
  const member = await findByUsername(deps.db, merchant.code, body.username);
  const knownDevice = member ? await signedInFrom(deps, member.id, ip) : false;
  if (needsCaptcha(before, knownDevice)) await checkCaptcha(deps.db, c, body.captcha, now);

  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const ok = await verifyPassword(body.password, member?.password_hash ?? (await dummyHash));
  if (!member || !ok) {
    const after = await recordFailure(deps.db, keys, now);
    if (member && after.account === OWNER_ALERT_AFTER) await alertOwner(deps, c, merchant, member, after.account);
    throw new PlatformError(400, 'in_incorrect_password', 'Wrong account or password', {
      captchaRequired: needsCaptcha(after, knownDevice),
    });
  }
  assertPortal(merchant, member, body.portal);
  await clearFailures(deps.db, keys);
  if (!(await isKnownIp(deps, member.id, ip))) await demandSecondFactor(deps, c, merchant, member, ip);
  return completeSignIn(deps, merchant, member, ip, c.req.header('user-agent'), 'password', body.withdrawalOnly);
}

async function smsCodeLogin(
  deps: PlatformDeps,
  merchant: Merchant,
  body: z.infer<typeof smsLogin>,
  ip: string,
  userAgent: string | undefined,
) {
  await enforceLimit(deps, `login:ip:${ip}`, deps.config.loginsPerIpPerMinute, 60_000);
  // The code proves the phone: it is the sign-in's factor, so no second factor follows.
  const member = await memberBySmsCode(deps, merchant, body);
  assertPortal(merchant, member, body.portal);
  return completeSignIn(deps, merchant, member, ip, userAgent, 'sms', body.withdrawalOnly);
}

export function registerLoginRoutes(router: Router, deps: PlatformDeps): void {
  router.route(loginCall, async ({ body, merchant, clientIp, c }) => {
    await assertSiteOpen(deps, merchant, c.get('countryCode'));
    // The work asked of an address grows with its failed sign-ins (security/bot-check.ts).
    await verifyBotCheck(deps, body.botCheck, { minimumCost: await botCheckCost(deps, clientIp) });
    return body.type === 'username'
      ? passwordLogin(deps, c, merchant, body, clientIp)
      : smsCodeLogin(deps, merchant, body, clientIp, c.req.header('user-agent'));
  });

  router.route(loginVerificationCall, async ({ body, merchant, clientIp, c }) => {
    await enforceLimit(deps, `login:ip:${clientIp}`, deps.config.loginsPerIpPerMinute, 60_000);
    const used = await answerSecondFactor(deps, merchant, body);
    const member = used.memberId ? await findById(deps.db, used.memberId) : null;
    if (!member || member.disabled)
      throw new PlatformError(400, 'verification_code_invalid', 'Enter a valid verification code');
    return completeSignIn(
      deps,
      merchant,
      member,
      clientIp,
      c.req.header('user-agent'),
      'second_factor',
      body.withdrawalOnly,
    );
  });

  router.route(freeplayLoginCall, async ({ merchant, clientIp, c }) => {
    const state = await assertSiteOpen(deps, merchant, c.get('countryCode'));
    if (!state.flags.FREEPLAY3) throw new PlatformError(403, 'feature_disabled', 'Free play is not offered');
    await enforceLimit(deps, `freeplay:ip:${clientIp}`, FREEPLAY_PER_IP_PER_HOUR, 60 * 60 * 1000);
    const username = `trial${randomBytes(5).toString('hex')}`;
    const id = await createTrialMember(deps.db, {
      merchantCode: merchant.code,
      username,
      type: merchant.tenant.brand.trialUserType,
      passwordHash: await unusablePasswordHash(),
      now: deps.clock(),
    });
    // The demo balance is play money, but it moves through the ledger like any other.
    await grantBonus(deps.db, merchant, id, toMinor(FREEPLAY_BALANCE), 'free play', deps.clock());
    const member = await findById(deps.db, id);
    const trial = member as NonNullable<typeof member>;
    return completeSignIn(deps, merchant, trial, clientIp, c.req.header('user-agent'), 'free_play');
  });

  router.route(logoutCall, async ({ requireMember }) => {
    await revokeSession(deps.db, requireMember().sessionId, deps.clock());
    return null;
  });
}
