/**
 * The protected-action guard: call `requireMember()` before an action that needs a real member (starting a game, …). A
 * visitor gets the login dialog with "You are not logged in, please login"; a trial user (type 4) gets "please register
 * a member for your first account"; both times the action must not go on (the guard answers false).
 */
import { tenant } from 'virtual:tenant';
import { atom } from 'nanostores';
import { getToken } from '../api/session';
import { openDialog } from './dialogs';
import { $member, type MemberInfo, pendingSignInLink } from './session';

export type MemberAccess = 'member' | 'visitor' | 'trial';

/**
 * Who may go on. With a token whose member is still loading the action goes ahead: the platform checks
 * the session again and answers not_logged_in or trial_user_blocked if it must.
 */
export function memberAccess(hasToken: boolean, member: Pick<MemberInfo, 'type'> | null): MemberAccess {
  if (!hasToken) return 'visitor';
  if (member?.type === tenant.brand.trialUserType) return 'trial';
  return 'member';
}

/** The warning shown to a blocked trial user; the header's account island renders it. */
export const $accessNotice = atom<'trial' | null>(null);

/** The options the login dialog gets: `message` is an i18next key it shows above the form. */
export const LOGIN_REQUIRED_OPTIONS = { message: 'errors.not_logged_in' } as const;

/** True when the action may go on; otherwise the visitor or trial user has been told why. */
export function requireMember(): boolean {
  const access = memberAccess(getToken() !== null, $member.get());
  if (access === 'visitor') openDialog('login', { ...LOGIN_REQUIRED_OPTIONS });
  if (access === 'trial') $accessNotice.set('trial');
  return access === 'member';
}

/**
 * requireMember for an action that starts with a request anyway (a game launch): first waits for the sign-in
 * link the page was opened with, so the player it is signing in is not taken for a visitor.
 */
export async function requireMemberAfterSignIn(): Promise<boolean> {
  await pendingSignInLink();
  return requireMember();
}
