/**
 * The signed-in member (spec §4 "Login success", §6 roles). Islands read `$member`/`$sessionStatus`; the
 * flows call the actions below. The token itself lives in session storage (src/api/session.ts).
 */

import { tenant } from 'virtual:tenant';
import { atom, computed } from 'nanostores';
import { isApiError } from '../api/api-error';
import type { ValueOf } from '../api/contract/define-call';
import { favoriteIdsCall } from '../api/contract/games/favorites';
import { consolidatedCall, memberInfoCall, unreadMessageCountCall } from '../api/contract/member';
import type { LoginValue } from '../api/contract/session';
import { logoutCall } from '../api/contract/session';
import { api } from '../api/default-client';
import { clearToken, getToken, setToken } from '../api/session';
import { openDialog } from './dialogs';
import { ANONYMOUS_POPUP_KEY, POPUP_CLOSED } from './popup-keys';

export type MemberInfo = ValueOf<typeof memberInfoCall>;
export type ContractInfo = ValueOf<typeof consolidatedCall>;
/** How the member signed in: a forced password change never follows an SMS or one-click sign-in. */
export type SignInMethod = 'username' | 'sms' | 'register' | 'freeplay' | 'token';

/** Session-storage keys besides the token. The merchant code survives a logout (spec §6 "Logout"). */
export const MERCHANT_CODE_KEY = 'merchantCode';
export const FIRST_LOGIN_KEY = 'firstLogin';

export const $sessionStatus = atom<'unknown' | 'anonymous' | 'signed-in'>('unknown');
export const $member = atom<MemberInfo | null>(null);
export const $favoriteIds = atom<number[]>([]);
export const $unreadCount = atom(0);
export const $contractInfo = atom<ContractInfo | null>(null);

export const $isAgent = computed(
  $member,
  (member) => member !== null && tenant.brand.agentUserTypes.includes(member.type),
);
export const $isTrial = computed($member, (member) => member?.type === tenant.brand.trialUserType);

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** What every signed-in page loads once the member is known (spec §4). */
async function loadMemberExtras(member: MemberInfo): Promise<void> {
  const trial = member.type === tenant.brand.trialUserType;
  const tasks: Promise<unknown>[] = [api.call(favoriteIdsCall).then((value) => $favoriteIds.set(value.favGameIds))];
  if (!trial) tasks.push(api.call(unreadMessageCountCall).then((value) => $unreadCount.set(value.count)));
  if (!trial && tenant.brand.agentPolicy)
    tasks.push(api.call(consolidatedCall).then((value) => $contractInfo.set(value)));
  await Promise.allSettled(tasks);
}

/** Loads the member behind the stored token; an expired or revoked token signs the visitor out quietly. */
export async function loadMember(): Promise<MemberInfo | null> {
  if (!getToken()) {
    $sessionStatus.set('anonymous');
    return null;
  }
  try {
    const member = await api.call(memberInfoCall);
    $member.set(member);
    $sessionStatus.set('signed-in');
    void loadMemberExtras(member);
    return member;
  } catch (error) {
    if (isApiError(error) && (error.code === 'not_logged_in' || error.status === 401)) {
      clearToken();
      $member.set(null);
      $sessionStatus.set('anonymous');
      return null;
    }
    throw error;
  }
}

/**
 * Starts the session on page load: a `token` in the query string signs in (spec §2 routes) and is removed
 * from the address bar so it is not shared or bookmarked.
 */
export async function bootSession(): Promise<void> {
  sessionStore()?.setItem(MERCHANT_CODE_KEY, tenant.merchantCode);
  const url = new URL(location.href);
  const queryToken = url.searchParams.get('token');
  if (queryToken) {
    setToken(queryToken);
    url.searchParams.delete('token');
    history.replaceState(history.state, '', url);
  }
  await loadMember().catch(() => $sessionStatus.set(getToken() ? 'signed-in' : 'anonymous'));
}

/** After a successful login, registration or free-play start (spec §4 "Login success"). */
export async function completeSignIn(value: LoginValue, method: SignInMethod): Promise<MemberInfo | null> {
  setToken(value.token);
  if (value.firstTimeLogin) sessionStore()?.setItem(FIRST_LOGIN_KEY, '1');
  const member = await loadMember();
  const forcedChange = value.passwordExpired && (method === 'username' || method === 'token');
  if (forcedChange) openDialog('changePassword', { forced: true });
  return member;
}

/**
 * Logs out on the platform, forgets everything but the merchant code (and that the visitors' popups are not
 * due) and goes home (spec §2, §6).
 */
export async function signOut(homePath: string): Promise<void> {
  await api.call(logoutCall).catch(() => undefined); // the token is forgotten here either way
  const store = sessionStore();
  if (store) {
    const merchantCode = store.getItem(MERCHANT_CODE_KEY);
    store.clear();
    if (merchantCode) store.setItem(MERCHANT_CODE_KEY, merchantCode);
    // The visitors' "New here?" popup is not for someone who has just signed out (issue 8 item 9).
    store.setItem(ANONYMOUS_POPUP_KEY, POPUP_CLOSED);
  }
  clearToken();
  $member.set(null);
  $sessionStatus.set('anonymous');
  location.assign(homePath);
}
