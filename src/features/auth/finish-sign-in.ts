/**
 * The end of every way in (password, SMS, second factor, free play, registration, phone reset): the
 * session store takes over (token, member, first-login flag, forced password change), then the dialog
 * closes, unless the session opened the forced change-password dialog in its place.
 */
import type { LoginValue } from '../../api/contract/session';
import { $dialog, closeDialog, openDialog } from '../../stores/dialogs';
import { completeSignIn, type SignInMethod } from '../../stores/session';
import { leaveAuthRoute } from './route-dialog';

/**
 * `password`: what the player just typed, handed to a forced change-password dialog so it does not ask for
 * it again (kept in memory only, in the dialog's options).
 */
export async function finishSignIn(value: LoginValue, method: SignInMethod, password?: string): Promise<void> {
  try {
    await completeSignIn(value, method);
  } catch {
    // The token is stored; the member bar loads the member on the next page if this load failed.
  }
  leaveAuthRoute();
  const open = $dialog.get();
  if (open?.name === 'changePassword') {
    openDialog('changePassword', password ? { ...open.options, oldPassword: password } : (open.options ?? {}));
  } else {
    closeDialog();
  }
}
