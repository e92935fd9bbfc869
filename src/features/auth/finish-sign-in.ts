/**
 * The end of every way in on the player site (password, SMS, second factor, free play, registration, phone
 * reset): the session takes over (src/stores/sign-in.ts), the address leaves /login or /register, and the
 * dialog closes, unless the session opened the forced change-password dialog in its place.
 */
import type { LoginValue } from '../../api/calls/session';
import { closeDialog } from '../../stores/dialogs';
import type { SignInMethod } from '../../stores/session';
import { enterSession } from '../../stores/sign-in';
import { leaveAuthRoute } from './route-dialog';

/** After a sign-in flow's outcome: the dialog closes unless a forced password change took its place. */
export function leaveSignIn(outcome: 'signed-in' | 'changePassword'): void {
  leaveAuthRoute();
  if (outcome === 'signed-in') closeDialog();
}

export async function finishSignIn(value: LoginValue, method: SignInMethod): Promise<void> {
  leaveSignIn(await enterSession(value, method));
}
