/**
 * The security centre's authenticator app ("Google code"): its state, setting it up (password → QR code and key →
 * a first code from the app → recovery codes shown once) and turning it off (a code or the password). Each refusal
 * lands as one translated message, on the field it concerns where there is one; what the player typed stays.
 */
import { atom, map } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import {
  type AuthenticatorStatus,
  authenticatorCall,
  authenticatorConfirmCall,
  authenticatorDisableCall,
  authenticatorStartCall,
} from '../../../api/calls/security-centre/authenticator';
import { api } from '../../../api/default-client';

export const $authenticator = atom<AuthenticatorStatus | null>(null);
export const $authenticatorLoadFailed = atom(false);

export interface AuthenticatorFlow {
  busy: boolean;
  /** The enrolment under way: the QR code and the key to type, until the first code confirms it. */
  enrolment: { totpQr: string; totpSecret: string } | null;
  /** Shown once, right after the confirmation, until the player says they kept them. */
  recoveryCodes: string[] | null;
  /** i18next keys: the message next to the password and code fields, the form's, and a success. */
  passwordError: string | null;
  codeError: string | null;
  errorKey: string | null;
  doneKey: string | null;
}

const IDLE: AuthenticatorFlow = {
  busy: false,
  enrolment: null,
  recoveryCodes: null,
  passwordError: null,
  codeError: null,
  errorKey: null,
  doneKey: null,
};
export const $authenticatorFlow = map<AuthenticatorFlow>(IDLE);

export async function loadAuthenticator(): Promise<void> {
  $authenticatorLoadFailed.set(false);
  try {
    $authenticator.set(await api.call(authenticatorCall));
  } catch {
    $authenticatorLoadFailed.set(true);
  }
}

/** A refusal as the form shows it, keeping the enrolment under way. */
function refused(error: unknown): void {
  const { enrolment } = $authenticatorFlow.get();
  const code = isApiError(error) ? error.code : null;
  $authenticatorFlow.set({
    ...IDLE,
    enrolment,
    ...(code === 'in_incorrect_password'
      ? { passwordError: 'security.authenticator.passwordWrong' }
      : code === 'totp_code_invalid' || code === 'totp_code_used'
        ? { codeError: errorMessageKey(error) }
        : { errorKey: errorMessageKey(error) }),
  });
}

/** Step one: the password, then the QR code and key to add to the app. */
export async function startAuthenticator(password: string): Promise<boolean> {
  if ($authenticatorFlow.get().busy) return false;
  if (!password) {
    $authenticatorFlow.set({ ...IDLE, passwordError: 'security.authenticator.passwordRequired' });
    return false;
  }
  $authenticatorFlow.set({ ...IDLE, busy: true });
  try {
    const { totpQr, totpSecret } = await api.call(authenticatorStartCall, { body: { password } });
    $authenticatorFlow.set({ ...IDLE, enrolment: { totpQr, totpSecret } });
    return true;
  } catch (error) {
    refused(error);
    return false;
  }
}

/** Step two: the app's first code; the recovery codes come back to be shown once. */
export async function confirmAuthenticator(code: string): Promise<boolean> {
  const flow = $authenticatorFlow.get();
  if (flow.busy || !flow.enrolment) return false;
  if (!code.trim()) {
    $authenticatorFlow.set({ ...flow, codeError: 'security.authenticator.codeRequired', errorKey: null });
    return false;
  }
  $authenticatorFlow.set({ ...flow, busy: true, codeError: null, errorKey: null });
  try {
    const { recoveryCodes } = await api.call(authenticatorConfirmCall, { body: { code: code.trim() } });
    $authenticatorFlow.set({ ...IDLE, recoveryCodes, doneKey: 'security.authenticator.enabled' });
    await loadAuthenticator();
    return true;
  } catch (error) {
    refused(error);
    return false;
  }
}

/** The player kept the recovery codes: they are not shown again. */
export function closeRecoveryCodes(): void {
  $authenticatorFlow.setKey('recoveryCodes', null);
}

/** Turns it off with a code (or a recovery code) when one is typed, else with the password. */
export async function disableAuthenticator(code: string, password: string): Promise<boolean> {
  if ($authenticatorFlow.get().busy) return false;
  if (!code.trim() && !password) {
    $authenticatorFlow.set({ ...IDLE, codeError: 'security.authenticator.codeOrPassword' });
    return false;
  }
  $authenticatorFlow.set({ ...IDLE, busy: true });
  try {
    const body = code.trim() ? { code: code.trim() } : { password };
    $authenticator.set(await api.call(authenticatorDisableCall, { body }));
    $authenticatorFlow.set({ ...IDLE, doneKey: 'security.authenticator.disabled' });
    return true;
  } catch (error) {
    refused(error);
    return false;
  }
}
