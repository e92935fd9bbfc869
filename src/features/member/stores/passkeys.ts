/**
 * The security centre's passkeys: the list, adding one (name and password → the platform's options → the browser's
 * prompt → the platform keeps the verified passkey) and removing one. Each refusal lands as one translated message,
 * on the field it concerns where there is one; what the player typed stays in the form.
 */
import { atom, map } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import {
  deletePasskeyCall,
  PASSKEY_NAME_MAX,
  type PasskeySummary,
  passkeyRegistrationCall,
  passkeyRegistrationOptionsCall,
  passkeysCall,
} from '../../../api/calls/passkeys';
import { api } from '../../../api/default-client';
import { createPasskey, PasskeyCeremonyError } from '../../../stores/passkey-ceremony';

export const $passkeys = atom<PasskeySummary[] | null>(null);
export const $passkeysLoadFailed = atom(false);

export interface PasskeyFlow {
  busy: boolean;
  /** i18next keys of the messages next to the name and password fields. */
  nameError: string | null;
  passwordError: string | null;
  /** i18next key of the message for the whole form (a refusal) or of its success. */
  errorKey: string | null;
  doneKey: string | null;
}

const IDLE: PasskeyFlow = { busy: false, nameError: null, passwordError: null, errorKey: null, doneKey: null };
export const $passkeyFlow = map<PasskeyFlow>(IDLE);

export async function loadPasskeys(): Promise<void> {
  $passkeysLoadFailed.set(false);
  try {
    $passkeys.set((await api.call(passkeysCall)).passkeys);
  } catch {
    $passkeysLoadFailed.set(true);
  }
}

function failed(error: unknown): PasskeyFlow {
  if (error instanceof PasskeyCeremonyError) return { ...IDLE, errorKey: `security.passkeys.${error.reason}` };
  if (isApiError(error) && error.code === 'in_incorrect_password') {
    return { ...IDLE, passwordError: 'security.passkeys.passwordWrong' };
  }
  return { ...IDLE, errorKey: errorMessageKey(error) };
}

/** Adds a passkey named `name`, the password re-entered first; true when it was added. */
export async function addPasskey(name: string, password: string): Promise<boolean> {
  if ($passkeyFlow.get().busy) return false;
  const trimmed = name.trim();
  const nameError = trimmed ? null : 'security.passkeys.nameRequired';
  const passwordError = password ? null : 'security.passkeys.passwordRequired';
  if (nameError || passwordError || trimmed.length > PASSKEY_NAME_MAX) {
    $passkeyFlow.set({ ...IDLE, nameError, passwordError });
    return false;
  }
  $passkeyFlow.set({ ...IDLE, busy: true });
  try {
    const { options } = await api.call(passkeyRegistrationOptionsCall, { body: { password } });
    const response = await createPasskey(options);
    await api.call(passkeyRegistrationCall, { body: { name: trimmed, response } });
    $passkeyFlow.set({ ...IDLE, doneKey: 'security.passkeys.added' });
    await loadPasskeys();
    return true;
  } catch (error) {
    $passkeyFlow.set(failed(error));
    return false;
  }
}

/** Removes a passkey; true when the platform no longer has it. */
export async function removePasskey(id: number): Promise<boolean> {
  $passkeyFlow.set({ ...IDLE, busy: true });
  try {
    await api.call(deletePasskeyCall, { query: { id } });
    $passkeyFlow.set({ ...IDLE, doneKey: 'security.passkeys.removed' });
    await loadPasskeys();
    return true;
  } catch (error) {
    $passkeyFlow.set(failed(error));
    return false;
  }
}
