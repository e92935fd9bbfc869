/**
 * The signed-in member: who signed in, as which role (member, agent, trial user). Islands read
 * `$member`/`$sessionStatus`; the flows call the actions below. The token itself lives in session storage
 * (src/api/session.ts).
 */

import { tenant } from 'virtual:tenant';
import { atom, computed } from 'nanostores';
import { isApiError } from '../api/api-error';
import type { ValueOf } from '../api/calls/define-call';
import { favoriteIdsCall } from '../api/calls/games/favorites';
import { consolidatedCall, memberInfoCall, unreadMessageCountCall } from '../api/calls/member';
import type { LoginValue } from '../api/calls/session';
import { logoutCall, signInLinkExchangeCall } from '../api/calls/session';
import { api } from '../api/default-client';
import { clearToken, getToken, setToken } from '../api/session';
import { loadTranslations } from '../i18n/client';
import { showContractRequests } from './contract-overlay';
import { openDialog } from './dialogs';
import { startFirstLogin } from './first-login';
import { loadLoginInfo } from './login-info';
import { ANONYMOUS_POPUP_KEY, POPUP_CLOSED, REGION_ASKED_KEY } from './popup-keys';
import { showRewardBadge } from './reward-badge';

export type MemberInfo = ValueOf<typeof memberInfoCall>;
export type ContractInfo = ValueOf<typeof consolidatedCall>;
/** How the member signed in: a forced password change never follows an SMS, passkey or one-click sign-in. */
export type SignInMethod = 'username' | 'sms' | 'register' | 'freeplay' | 'token' | 'passkey' | 'provider';

/** Session-storage keys besides the token. The merchant code survives a logout. */
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

/**
 * What every signed-in page loads once the member is known: the favourite ids, and, except for a trial user, the unread
 * count and (under the agent policy) the contract info.
 */
async function loadMemberExtras(member: MemberInfo): Promise<void> {
  const trial = member.type === tenant.brand.trialUserType;
  const tasks: Promise<unknown>[] = [api.call(favoriteIdsCall).then((value) => $favoriteIds.set(value.favGameIds))];
  if (!trial) tasks.push(api.call(unreadMessageCountCall).then((value) => $unreadCount.set(value.count)));
  if (!trial && tenant.brand.agentPolicy)
    tasks.push(
      api.call(consolidatedCall).then((value) => {
        $contractInfo.set(value);
        // After login the contract overlay appears when an offer or a termination awaits an answer
        showContractRequests(value);
      }),
    );
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
    // availablePromoCount of the member info: the reward centre's badge on every member-centre page
    showRewardBadge(member);
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

/** Asks the player whether a sign-in link may replace the account they are signed in with. */
export type ConfirmReplace = (current: string, next: string) => Promise<boolean>;

const askInBrowser: ConfirmReplace = async (current, next) => {
  const t = await loadTranslations(['auth']);
  return globalThis.confirm(t('auth.signInLink.replace', { current, next }));
};

/** Ends a session other than the stored one (the link's, when the player keeps their own). */
function endSession(token: string): Promise<unknown> {
  return fetch(`${tenant.apiBaseUrl}${logoutCall.path}`, {
    method: logoutCall.method,
    headers: { authorization: `Bearer ${token}`, 'x-merchant-code': tenant.merchantCode },
  }).catch(() => undefined);
}

/**
 * A sign-in link (`?token=<one-time code>`) becomes a new session. A player already signed in as someone else is asked
 * first; declining keeps their session. A used or expired link changes nothing.
 */
async function adoptSignInLink(code: string, confirmReplace: ConfirmReplace): Promise<void> {
  const value = await api.call(signInLinkExchangeCall, { body: { code } }).catch(() => null);
  if (!value) return;
  const current = getToken() ? await loadMember().catch(() => null) : null;
  if (current && (current.account === value.account || !(await confirmReplace(current.account, value.account)))) {
    await endSession(value.token);
    return;
  }
  setToken(value.token);
  if (value.firstTimeLogin) sessionStore()?.setItem(FIRST_LOGIN_KEY, '1');
  runFirstLogin(value);
}

/** The sign-in link this page is exchanging, while it runs; it settles (never rejects) when the exchange is over. */
let signInLinkExchange: Promise<void> | null = null;

/**
 * While the sign-in link this page was opened with is not settled (exchanged, or failed), a promise of that;
 * null otherwise. A protected action waits for it, so a player tapping while a link signs them in is not asked
 * to log in, also when the tap comes before the app island has started the exchange (the link is still in the
 * address bar then, and the first session answer tells).
 */
export function pendingSignInLink(): Promise<void> | null {
  if (signInLinkExchange) return signInLinkExchange;
  // no location outside a browser (stores are tested in Node): no link there
  const linked = new URLSearchParams(globalThis.location?.search ?? '').has('token');
  if (!linked || $sessionStatus.get() !== 'unknown') return null;
  return new Promise((resolve) => {
    const stop = $sessionStatus.listen((status) => {
      if (status === 'unknown') return;
      stop();
      resolve();
    });
  });
}

/**
 * Starts the session on page load. A `token` in the query string is a one-time sign-in code: it leaves the address bar
 * at once, before any request, so it is not shared, bookmarked or sent on as a referrer, and is then exchanged for a
 * session.
 */
export async function bootSession(confirmReplace: ConfirmReplace = askInBrowser): Promise<void> {
  sessionStore()?.setItem(MERCHANT_CODE_KEY, tenant.merchantCode);
  const url = new URL(location.href);
  const code = url.searchParams.get('token');
  if (code) {
    url.searchParams.delete('token');
    history.replaceState(history.state, '', url);
    signInLinkExchange = adoptSignInLink(code, confirmReplace)
      .catch(() => undefined)
      .finally(() => {
        signInLinkExchange = null;
      });
    await signInLinkExchange;
  }
  await loadMember().catch(() => $sessionStatus.set(getToken() ? 'signed-in' : 'anonymous'));
}

/** A first login (not a trial user's) triggers the first-login action, once (first-login.ts). */
function runFirstLogin(value: LoginValue): void {
  if (value.firstTimeLogin && value.type !== tenant.brand.trialUserType) void startFirstLogin().catch(() => undefined);
}

/** A member has chosen this merchant: the region select does not open by itself for them, signed in or out. */
function regionAnswered(): void {
  try {
    globalThis.localStorage?.setItem(REGION_ASKED_KEY, '1');
  } catch {
    // storage disabled: the select does not open by itself without storage anyway
  }
}

/**
 * After a successful login, registration or free-play start: the token, the first-login action, the member, then the
 * forced password change or the login info.
 */
export async function completeSignIn(value: LoginValue, method: SignInMethod): Promise<MemberInfo | null> {
  setToken(value.token);
  regionAnswered();
  if (value.firstTimeLogin) sessionStore()?.setItem(FIRST_LOGIN_KEY, '1');
  runFirstLogin(value);
  const member = await loadMember();
  const forcedChange = value.passwordExpired && (method === 'username' || method === 'token');
  if (forcedChange) openDialog('changePassword', { forced: true });
  // Without a forced password change the login-info call runs (also after a registration).
  else if (member) void loadLoginInfo();
  return member;
}

/**
 * Logs out on the platform, forgets everything but the merchant code (and that the visitors' popups are not due) and
 * goes home (/).
 */
export async function signOut(homePath: string): Promise<void> {
  await api.call(logoutCall).catch(() => undefined); // the token is forgotten here either way
  const store = sessionStore();
  if (store) {
    const merchantCode = store.getItem(MERCHANT_CODE_KEY);
    store.clear();
    if (merchantCode) store.setItem(MERCHANT_CODE_KEY, merchantCode);
    // The visitors' "New here?" popup is not for someone who has just signed out.
    store.setItem(ANONYMOUS_POPUP_KEY, POPUP_CLOSED);
  }
  regionAnswered();
  clearToken();
  $member.set(null);
  $sessionStatus.set('anonymous');
  location.assign(homePath);
}
