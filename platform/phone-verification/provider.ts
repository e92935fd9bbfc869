/**
 * The phone-verification provider (the product: "a firebase-style phone-verification path exists for sms"): the
 * three steps the Firebase Identity Toolkit offers for phone sign-in, as an interface the platform calls.
 *
 * - start: text a code to a number; answers an opaque session id (Firebase: accounts:sendVerificationCode);
 * - confirm: check the code of a session; answers a signed, short-lived id token naming the verified number
 *   (Firebase: accounts:signInWithPhoneNumber);
 * - verifyIdToken: on register, prove the token is the provider's, unexpired, for this merchant, and say
 *   which number it verified (Firebase: the Admin SDK's verifyIdToken).
 *
 * local-provider.ts is the implementation the reference platform uses (codes go to the outbox); a Firebase
 * implementation is one more object of this shape passed as PlatformOptions.phoneVerification. Every refusal is
 * a PhoneVerificationError with one of the ten phone-verification codes (errors.ts `phone_*`).
 */
import type { LanguageCode } from '../../src/i18n/languages';
import type { Merchant } from '../merchants/merchants';

export interface StartRequest {
  merchant: Merchant;
  /** E.164, already checked by the route (+959123456789). */
  phoneNumber: string;
  ip: string;
  /** The language of the text message. */
  language: LanguageCode;
}

export interface StartResult {
  sessionInfo: string;
  expiresInSeconds: number;
}

export interface ConfirmResult {
  idToken: string;
  phoneNumber: string;
  expiresAt: Date;
}

export interface PhoneVerificationProvider {
  start(request: StartRequest): Promise<StartResult>;
  confirm(request: { merchant: Merchant; sessionInfo: string; code: string }): Promise<ConfirmResult>;
  /** The verified number (E.164); throws phone_code_expired or phone_invalid_code. */
  verifyIdToken(request: { merchant: Merchant; idToken: string }): Promise<{ phoneNumber: string }>;
}
