/**
 * Login info: fetched once a sign-in or registration has opened the session (not before a forced password change), so
 * the member's recent sign-ins are at hand for the security centre, whose list and "last sign-in before this one" read
 * it (and load it when a page opens with a session already running).
 */
import { atom } from 'nanostores';
import { loginInfoCall, type SignInEntry } from '../api/calls/member';
import { api } from '../api/default-client';

/** Recent sign-ins, newest first (the first is this session's); null until loaded. */
export const $signIns = atom<SignInEntry[] | null>(null);
/** Whether the last load failed: the security centre offers a retry. */
export const $signInsFailed = atom(false);

export async function loadLoginInfo(): Promise<void> {
  $signInsFailed.set(false);
  try {
    $signIns.set((await api.call(loginInfoCall)).signIns);
  } catch {
    $signInsFailed.set(true);
  }
}
