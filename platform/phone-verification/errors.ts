/**
 * The ten phone-verification errors (the site shows each its own text) as platform refusals, with the HTTP
 * status each answers and the Firebase Auth error it stands for (so a Firebase implementation maps its errors
 * with FIREBASE_ERRORS). `phone_popup_closed` is the player closing the verification step in the browser: the
 * platform never answers it, the site raises it (src/features/auth/stores/phone-verification.ts).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../src/api/calls/errors';
import { PlatformError } from '../core/platform-error';

export type PhoneErrorCode = Extract<ErrorCode, `phone_${string}`>;

const STATUS: Record<Exclude<PhoneErrorCode, 'phone_popup_closed'>, ContentfulStatusCode> = {
  phone_invalid_number: 400,
  phone_missing_number: 400,
  phone_too_many_requests: 429,
  // The provider itself failed (a gateway down, an answer it could not read): not the player's fault.
  phone_unknown: 502,
  phone_invalid_code: 400,
  phone_captcha_check_failed: 400,
  phone_quota_exceeded: 429,
  phone_operation_not_allowed: 403,
  phone_code_expired: 400,
};

/** Firebase Auth error codes → ours, for a Firebase implementation of the provider. */
export const FIREBASE_ERRORS: Record<string, PhoneErrorCode> = {
  'auth/invalid-phone-number': 'phone_invalid_number',
  'auth/missing-phone-number': 'phone_missing_number',
  'auth/too-many-requests': 'phone_too_many_requests',
  'auth/internal-error': 'phone_unknown',
  'auth/invalid-verification-code': 'phone_invalid_code',
  'auth/missing-verification-code': 'phone_invalid_code',
  'auth/captcha-check-failed': 'phone_captcha_check_failed',
  'auth/unauthorized-domain': 'phone_captcha_check_failed',
  'auth/quota-exceeded': 'phone_quota_exceeded',
  'auth/operation-not-allowed': 'phone_operation_not_allowed',
  'auth/code-expired': 'phone_code_expired',
  'auth/popup-closed-by-user': 'phone_popup_closed',
};

export function phoneError(code: keyof typeof STATUS, message: string, value?: unknown): PlatformError {
  return new PlatformError(STATUS[code], code, message, value);
}

/** 429 phone_too_many_requests with the seconds left of the lock-out, as rate_limited carries them. */
export const tooManyRequests = (until: Date, now: Date) =>
  phoneError('phone_too_many_requests', 'Too many requests, try again in 5 minutes', {
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });
