/**
 * The firebase-style phone-verification step of registration, for merchants whose
 * tenant file sets `phoneVerification: "firebase"`: the send button starts a verification through the
 * platform's provider (countdown 1 minute), the register submit confirms the code for an id token and sends
 * that instead of the code. One store per open register dialog (`createPhoneVerification()` when it mounts).
 *
 * A refusal names its phone-verification code (phone_invalid_number, phone_code_expired …); `phoneFailure` says where
 * the form shows it. `phone_popup_closed` is the player closing the step (the Cancel button) before the code was
 * confirmed: nothing is sent, the number and code they typed stay, and they can send a code again when the countdown
 * allows.
 */
import { map } from 'nanostores';
import { isApiError } from '../../../api/api-error';
import type { ErrorCode } from '../../../api/calls/errors';
import { phoneVerificationConfirmCall, phoneVerificationStartCall } from '../../../api/calls/phone-verification';
import { api } from '../../../api/default-client';
import type { Failure } from '../api-failure';

/** The firebase path counts down 1 minute, whatever the code's lifetime. */
export const PROVIDER_COUNTDOWN_MINUTES = 1;

export interface PhoneVerificationState {
  /** The number the code was sent to (national, leading zeros dropped), or null before a send. */
  number: string | null;
  sessionInfo: string | null;
  /** The provider's id token once the code is confirmed. */
  idToken: string | null;
}

/** A refusal the step makes itself, without a call. */
export class PhoneStepRefusal extends Error {
  constructor(readonly code: Extract<ErrorCode, 'phone_invalid_code' | 'phone_popup_closed'>) {
    super(code);
    this.name = 'PhoneStepRefusal';
  }
}

/** "0912 345" and "912345" are the same number: what the platform stores is without the leading zeros. */
const national = (mobile: string) => mobile.replace(/\s/g, '').replace(/^0+/, '');

/** Whether a sent code waits to be confirmed: the step is open, and the player can close it. */
export const isStepOpen = (state: PhoneVerificationState) => state.sessionInfo !== null && state.idToken === null;

const EMPTY: PhoneVerificationState = { number: null, sessionInfo: null, idToken: null };

export function createPhoneVerification() {
  const $phone = map<PhoneVerificationState>(EMPTY);
  return {
    $phone,

    /** The send button's action: answers the countdown as the SMS path does ({ expiredMinutes }). */
    async start(mobileNum: string, countryDialingCode: string, botCheck: string): Promise<{ expiredMinutes: number }> {
      const value = await api.call(phoneVerificationStartCall, { body: { mobileNum, countryDialingCode, botCheck } });
      $phone.set({ number: national(mobileNum), sessionInfo: value.sessionInfo, idToken: null });
      return { expiredMinutes: PROVIDER_COUNTDOWN_MINUTES };
    },

    /** The id token for `mobileNum`: confirms `code` once, then reuses the token (a failed register can be retried). */
    async token(mobileNum: string, code: string): Promise<string> {
      const state = $phone.get();
      // No code was sent to this number (never sent, or the number changed since): the code cannot prove it.
      if (!state.sessionInfo || state.number !== national(mobileNum)) throw new PhoneStepRefusal('phone_invalid_code');
      if (state.idToken) return state.idToken;
      const value = await api.call(phoneVerificationConfirmCall, { body: { sessionInfo: state.sessionInfo, code } });
      $phone.setKey('idToken', value.idToken);
      return value.idToken;
    },

    /** The player closes the step: the session is dropped and the refusal says so. */
    close(): PhoneStepRefusal {
      $phone.set(EMPTY);
      return new PhoneStepRefusal('phone_popup_closed');
    },

    /** After register refused the token (expired, or not for this number): verify again from the start. */
    forget(): void {
      $phone.set(EMPTY);
    },
  };
}

export type PhoneVerification = ReturnType<typeof createPhoneVerification>;

/** Where each refusal shows: next to the field the player fixes; the others as the form's alert. */
const FIELD: Partial<Record<ErrorCode, 'mobileNum' | 'verificationCode'>> = {
  phone_invalid_number: 'mobileNum',
  phone_missing_number: 'mobileNum',
  phone_invalid_code: 'verificationCode',
  phone_code_expired: 'verificationCode',
};

/** The failure to show for a phone-verification refusal (ApiError or PhoneStepRefusal), or null for any other error. */
export function phoneFailure(error: unknown): Failure | null {
  const code = error instanceof PhoneStepRefusal ? error.code : isApiError(error) ? error.code : null;
  if (!code?.startsWith('phone_')) return null;
  return { field: FIELD[code] ?? null, message: { key: `errors.${code}` } };
}
