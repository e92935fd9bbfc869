/** Password change, forgot password by e-mail (mail + reset code) and by phone (SMS code), and SMS codes for login. */
import {
  changePasswordCall,
  forgotPasswordEmailCall,
  passwordVerificationCall,
  resetPasswordCall,
} from '../../src/api/calls/member';
import { smsNoLoginCall } from '../../src/api/calls/verification';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { getMerchantState } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';
import { textsFor } from '../messaging/language';
import { verifyBotCheck } from '../security/bot-check';
import { enforceLimit } from '../security/limits';
import { hashPassword, verifyPassword } from '../security/passwords';
import { randomToken } from '../security/tokens';
import { assertField, assertNotWeakDefault } from './field-rules';
import { storePassword } from './member-writes';
import { findById, findByMobile, findByUsername } from './members';
import { consumeCode, issueCode } from './one-time-codes';
import { RESET_CODE_TTL_MINUTES } from './policy';
import { revokeOtherSessions } from './sessions';
import { assertPortal, completeSignIn } from './sign-in';
import { enforceSendLimits, sendSmsCode } from './sms';
import { memberBySmsCode, mobileE164 } from './sms-code-member';

const RESETS_PER_IP_PER_HOUR = 10;

/** Checks a new password and its confirmation, then stores it (expiry restarts, other sessions end). */
async function setPassword(
  deps: PlatformDeps,
  merchant: Merchant,
  memberId: number,
  password: string,
  confirmation: string | undefined,
  keepSession: string | null,
) {
  if (confirmation !== undefined && confirmation !== password) {
    throw new PlatformError(400, 'inconsistent_twice', 'Confirmation password is not correct');
  }
  const rules = (await getMerchantState(deps.db, merchant.code)).registerRules;
  assertField('password', rules.password, password, true);
  assertNotWeakDefault(rules.password, password);
  const now = deps.clock();
  await storePassword(deps.db, memberId, await hashPassword(password), now);
  await revokeOtherSessions(deps.db, memberId, keepSession, now);
}

export function registerPasswordRoutes(router: Router, deps: PlatformDeps): void {
  router.route(changePasswordCall, async ({ body, merchant, requireMember }) => {
    const session = requireMember();
    await enforceLimit(deps, `password:member:${session.id}`, 10, 15 * 60 * 1000);
    const member = await findById(deps.db, session.id);
    if (!member || !(await verifyPassword(body.oldPassword, member.password_hash))) {
      throw new PlatformError(400, 'in_incorrect_password', 'Wrong account or password');
    }
    await setPassword(deps, merchant, session.id, body.newPassword, body.confirmNewPassword, session.sessionId);
    return null;
  });

  router.route(forgotPasswordEmailCall, async ({ body, merchant, clientIp, c }) => {
    await enforceLimit(deps, `reset:ip:${clientIp}`, RESETS_PER_IP_PER_HOUR, 60 * 60 * 1000);
    const member = await findByUsername(deps.db, merchant.code, body.username);
    if (!member?.email || member.email.toLowerCase() !== body.email.toLowerCase()) {
      throw new PlatformError(404, 'username_email_not_exist', 'Username/Email does not exist');
    }
    // The same limits as every other code, per address and per requesting IP.
    await enforceSendLimits(deps, merchant, 'email', member.email, clientIp);
    const now = deps.clock();
    const code = randomToken();
    await issueCode(
      deps.db,
      { merchantCode: merchant.code, purpose: 'reset', target: String(member.id) },
      code,
      new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
      now,
      { memberId: member.id, ip: clientIp },
    );
    const link = `https://${merchant.tenant.domains[0]}/login?resetCode=${code}&username=${encodeURIComponent(member.username)}`;
    const texts = textsFor(c, merchant);
    await deps.messages.send({
      merchantCode: merchant.code,
      channel: 'email',
      to: member.email,
      subject: texts.resetSubject(merchant.tenant.name),
      body: texts.reset(member.username, code, link, RESET_CODE_TTL_MINUTES, merchant.tenant.name),
    });
    return null;
  });

  router.route(resetPasswordCall, async ({ body, merchant, clientIp, c }) => {
    await enforceLimit(deps, `reset:ip:${clientIp}`, RESETS_PER_IP_PER_HOUR, 60 * 60 * 1000);
    const member = await findByUsername(deps.db, merchant.code, body.username);
    if (!member) throw new PlatformError(400, 'verification_code_invalid', 'Enter a valid verification code');
    // An account that may not use the portal (staff) cannot have its password set from it either.
    assertPortal(merchant, member, 'player');
    await consumeCode(
      deps.db,
      { merchantCode: merchant.code, purpose: 'reset', target: String(member.id) },
      body.resetCode,
      deps.clock(),
    );
    await setPassword(deps, merchant, member.id, body.newPassword, body.confirmNewPassword, null);
    const fresh = (await findById(deps.db, member.id)) ?? member;
    return completeSignIn(deps, merchant, fresh, clientIp, c.req.header('user-agent'), 'password_reset');
  });

  router.route(passwordVerificationCall, async ({ body, merchant, clientIp, c }) => {
    const member = await memberBySmsCode(deps, merchant, body);
    assertPortal(merchant, member, 'player');
    await setPassword(deps, merchant, member.id, body.newPassword, body.confirmNewPassword, null);
    const fresh = (await findById(deps.db, member.id)) ?? member;
    return completeSignIn(deps, merchant, fresh, clientIp, c.req.header('user-agent'), 'phone_reset');
  });

  router.route(smsNoLoginCall, async ({ body, merchant, clientIp, c }) => {
    await verifyBotCheck(deps, body.botCheck);
    const e164 = mobileE164(merchant, body.countryDialingCode, body.mobileNum);
    // Unknown numbers get the same answer and no SMS: the call must not tell who has an account.
    const member = await findByMobile(deps.db, merchant.code, e164);
    return sendSmsCode(deps, c, merchant, 'nologin', e164, { deliver: !!member, ip: clientIp });
  });
}
