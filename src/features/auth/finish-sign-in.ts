/**
 * The end of every way in on the player site (password, SMS, second factor, free play, registration, phone
 * reset): the session takes over (src/stores/sign-in.ts), the address leaves /login or /register, and the
 * dialog closes, unless the session opened the forced change-password dialog in its place.
 */
import type { LoginValue } from '../../api/calls/session';
import { pageLanguage } from '../../i18n/client';
import { localePath } from '../../i18n/paths';
import { closeDialog } from '../../stores/dialogs';
import type { SignInMethod } from '../../stores/session';
import { enterSession, signedInToWithdraw } from '../../stores/sign-in';
import { leaveAuthRoute } from './route-dialog';

const WITHDRAW_PAGE = '/member/withdraw/';

/**
 * After a sign-in flow's outcome: the dialog closes unless a forced password change took its place. A sign-in only
 * to withdraw (during a time-out or self-exclusion) goes on to the withdraw page, the one thing its session is for.
 */
export function leaveSignIn(outcome: 'signed-in' | 'changePassword'): void {
  if (outcome === 'signed-in' && signedInToWithdraw()) {
    location.assign(localePath(pageLanguage(), WITHDRAW_PAGE));
    return;
  }
  leaveAuthRoute();
  if (outcome === 'signed-in') closeDialog();
}

export async function finishSignIn(value: LoginValue, method: SignInMethod): Promise<void> {
  leaveSignIn(await enterSession(value, method));
}
