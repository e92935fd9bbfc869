/**
 * POST /wps/verification/phone/start and /confirm (src/api/calls/phone-verification.ts): the firebase-style path for
 * SMS codes, offered only by merchants whose tenant file sets `phoneVerification: "firebase"`. The route checks
 * what is the platform's business (the merchant's choice, the bot check, the number's form) and hands the rest
 * to the provider.
 */
import { phoneVerificationConfirmCall, phoneVerificationStartCall } from '../../src/api/calls/phone-verification';
import { normalizeMobile } from '../core/personal-details';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { getFlags } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';
import { messageLanguage } from '../messaging/language';
import { verifyBotCheck } from '../security/bot-check';
import { phoneError } from './errors';
import type { PhoneVerificationProvider } from './provider';

/** Whether the merchant verifies registration numbers through the provider (tenant data decides). */
export const usesPhoneProvider = (merchant: Merchant) => merchant.tenant.phoneVerification === 'firebase';

/**
 * Firebase's operation-not-allowed is "phone sign-in is switched off": here, the merchant does not use the
 * path, or its operator has switched mobile registration (MOBILENUMREG3) or its verification (REGMOBVERF3) off.
 */
async function assertOffered(deps: PlatformDeps, merchant: Merchant): Promise<void> {
  const flags = usesPhoneProvider(merchant) ? await getFlags(deps.db, merchant.code) : null;
  if (!flags?.MOBILENUMREG3 || !flags.REGMOBVERF3) {
    throw phoneError('phone_operation_not_allowed', 'This merchant does not verify phones through the provider');
  }
}

/** The bot check is this path's captcha (Firebase uses reCAPTCHA): its failure is captcha-check-failed. */
async function checkBot(deps: PlatformDeps, botCheck: string): Promise<void> {
  try {
    await verifyBotCheck(deps, botCheck);
  } catch (error) {
    if (error instanceof PlatformError && error.code === 'bot_check_failed') {
      throw phoneError('phone_captcha_check_failed', error.message);
    }
    throw error;
  }
}

export function registerPhoneVerificationRoutes(
  router: Router,
  deps: PlatformDeps,
  provider: PhoneVerificationProvider,
): void {
  router.route(phoneVerificationStartCall, async ({ body, merchant, clientIp, c }) => {
    await assertOffered(deps, merchant);
    await checkBot(deps, body.botCheck);
    if (!body.mobileNum) throw phoneError('phone_missing_number', 'Enter a phone number');
    // `||`: an empty dialing code means the merchant's.
    const phoneNumber = normalizeMobile(body.countryDialingCode || merchant.tenant.countryDialingCode, body.mobileNum);
    if (!phoneNumber) throw phoneError('phone_invalid_number', 'Enter a valid phone number');
    return provider.start({ merchant, phoneNumber, ip: clientIp, language: messageLanguage(c, merchant) });
  });

  router.route(phoneVerificationConfirmCall, async ({ body, merchant }) => {
    await assertOffered(deps, merchant);
    const confirmed = await provider.confirm({ merchant, sessionInfo: body.sessionInfo, code: body.code });
    return { ...confirmed, expiresAt: confirmed.expiresAt.toISOString() };
  });
}
