/** Registration by username and by mobile, the affiliate-code check and the registration SMS. */
import type { z } from 'zod';
import { affiliateCall, type registerBody, registerCall, registerMobileCall } from '../../src/api/calls/member';
import { smsRegisterCall } from '../../src/api/calls/verification';
import { normalizeMobile, usernameFromMobile } from '../core/personal-details';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { PlatformContext } from '../http/context';
import type { Router } from '../http/route';
import type { Merchant } from '../merchants/merchants';
import type { PhoneVerificationProvider } from '../phone-verification';
import { assertPhoneVerified, usesPhoneProvider } from '../phone-verification';
import { resolveReferralCode } from '../referral';
import { verifyBotCheck } from '../security/bot-check';
import { checkCaptcha } from '../security/captcha';
import { enforceLimit } from '../security/limits';
import { hashPassword, unusablePasswordHash } from '../security/passwords';
import { assertField, assertNotWeakDefault } from './field-rules';
import { createRegisteredMember } from './member-writes';
import { findById, findByMobile } from './members';
import { consumeCode } from './one-time-codes';
import { MEMBER_TYPE } from './policy';
import { assertSiteOpen, completeSignIn } from './sign-in';
import { sendSmsCode } from './sms';
import { mobileE164 } from './sms-code-member';

/** Optional profile fields checked against their rule when filled (and required when the rule says so). */
const PROFILE_FIELDS = [
  'email',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;

type Body = z.infer<typeof registerBody>;

async function register(
  deps: PlatformDeps,
  c: PlatformContext,
  merchant: Merchant,
  body: Body,
  mode: 'username' | 'mobile',
  phoneVerification: PhoneVerificationProvider,
) {
  const ip = c.get('clientIp');
  const state = await assertSiteOpen(deps, merchant, c.get('countryCode'));
  if (mode === 'mobile' && !state.flags.MOBILENUMREG3) {
    throw new PlatformError(403, 'feature_disabled', 'Registration by mobile number is not offered');
  }
  await verifyBotCheck(deps, body.botCheck);
  await enforceLimit(deps, `register:ip:${ip}`, deps.config.registrationsPerIpPerHour, 60 * 60 * 1000);
  const rules = state.registerRules;

  // An affiliate code, when given, is checked before anything else. It may be an agent's affiliate code, or
  // (with the referral promotion) a member's referral code or named link (platform/referral/codes.ts).
  const code = body.affiliateCode || body.referralCode;
  const inviter = code ? await resolveReferralCode(deps.db, merchant, code) : null;
  if (code && !inviter) throw new PlatformError(400, 'invitation_code_error', 'Invalid invitation code');
  // An agent's code (or link) puts the new member in the agent's team; a player's only counts them as a friend.
  const upline = inviter?.isAgent ? inviter.memberId : null;
  if (rules.captcha?.show) await checkCaptcha(deps.db, c, body.captcha, deps.clock());

  const dialing = body.countryDialingCode || merchant.tenant.countryDialingCode;
  const mobileRequired = mode === 'mobile' || !!(rules.mobileNum?.show && rules.mobileNum.required);
  assertField('mobileNum', rules.mobileNum, body.mobileNum, mobileRequired);
  const e164 = body.mobileNum ? normalizeMobile(dialing, body.mobileNum) : null;
  if (body.mobileNum && !e164) throw new PlatformError(400, 'error_phone_number_limit', 'Enter a valid mobile number');

  const username =
    body.username || (mode === 'mobile' && body.mobileNum ? usernameFromMobile(body.mobileNum) : undefined);
  // A username made from the number is digits only; the username rule applies to chosen names.
  assertField('username', body.username ? rules.username : undefined, username, true);
  const passwordRequired = mode === 'username' || state.flags.MOBILENUMPASSREG3;
  assertField('password', rules.password, body.password, passwordRequired);
  if (body.password && body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
    throw new PlatformError(400, 'inconsistent_twice', 'Confirmation password is not correct');
  }
  assertNotWeakDefault(rules.password, body.password);
  for (const field of PROFILE_FIELDS) {
    const rule = rules[field];
    assertField(field, rule, body[field], !!(rule?.show && rule.required));
  }
  if (mode === 'mobile' && e164 && (await findByMobile(deps.db, merchant.code, e164))) {
    throw new PlatformError(409, 'account_in_use', 'The account is already in use');
  }
  const mobileProved = mode === 'mobile' && state.flags.REGMOBVERF3;
  if (mobileProved && usesPhoneProvider(merchant)) {
    // The firebase-style path: the provider verified the number and the body carries its id token.
    await assertPhoneVerified(phoneVerification, merchant, body, e164 as string);
  } else if (mobileProved) {
    assertField('verificationCode', rules.verificationCode, body.verificationCode, true);
    await consumeCode(
      deps.db,
      { merchantCode: merchant.code, purpose: 'register', target: e164 as string },
      body.verificationCode as string,
      deps.clock(),
    );
  }

  const now = deps.clock();
  const hash = body.password ? await hashPassword(body.password) : await unusablePasswordHash();
  let id: number;
  try {
    const paymentPasswordHash = body.paymentPassword ? await hashPassword(body.paymentPassword) : null;
    id = await createRegisteredMember(
      deps.db,
      {
        merchantCode: merchant.code,
        username,
        // A sub-agent invite link opens an account of its agent's type; every other code a player's.
        type: inviter?.accountType ?? MEMBER_TYPE.player,
        passwordHash: hash,
        now,
        mobile: e164,
        email: body.email || null,
        payeeName: body.payeeName || null,
        uplineId: upline,
        // A transaction password given at registration (when the merchant shows the field) is the one
        // withdrawals and transfers ask for (the paymentPassword field).
        paymentPasswordHash,
        // A number proved by a code at registration is bound (for good), as if confirmed in the security centre.
        mobileBoundAt: mobileProved ? now : null,
      },
      inviter,
    );
  } catch (error) {
    // Unique violation: the username or the mobile number is taken (also when two registrations race).
    if ((error as { code?: string }).code === '23505')
      throw new PlatformError(409, 'account_in_use', 'The account is already in use');
    throw error;
  }
  const member = await findById(deps.db, id);
  const opened = member as NonNullable<typeof member>;
  return completeSignIn(deps, merchant, opened, ip, c.req.header('user-agent'), 'registration');
}

export function registerRegistrationRoutes(
  router: Router,
  deps: PlatformDeps,
  phoneVerification: PhoneVerificationProvider,
): void {
  router.route(registerCall, ({ body, merchant, c }) =>
    register(deps, c, merchant, body, 'username', phoneVerification),
  );
  router.route(registerMobileCall, ({ body, merchant, c }) =>
    register(deps, c, merchant, body, 'mobile', phoneVerification),
  );

  router.route(affiliateCall, async ({ query, merchant, clientIp }) => {
    await enforceLimit(deps, `affiliate:ip:${clientIp}`, 60, 60_000);
    const inviter = await resolveReferralCode(deps.db, merchant, query.code);
    if (!inviter) throw new PlatformError(400, 'invitation_code_error', 'Invalid invitation code');
    return { valid: true as const, agentNickname: inviter.nickname };
  });

  router.route(smsRegisterCall, async ({ body, merchant, clientIp, c }) => {
    await verifyBotCheck(deps, body.botCheck);
    const e164 = mobileE164(merchant, body.countryDialingCode, body.mobileNo);
    // A registered number gets the same answer under the same limits, but no code: whether a number is in
    // use is told only by the registration submit, so this call cannot be used to list members.
    const registered = Boolean(await findByMobile(deps.db, merchant.code, e164));
    return sendSmsCode(deps, c, merchant, 'register', e164, { deliver: !registered, ip: clientIp });
  });
}
