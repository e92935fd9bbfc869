/**
 * One-click sign-in with the merchant's providers (tenant `signInProviders`, src/api/calls/sign-in-providers.ts), on
 * both portals. A start keeps a random browser key in session storage and sends the browser to the provider; the
 * provider returns it to /login (in the page's language; the agent portal's: /agent) with `code` and `state`
 * (Telegram: the state and its signed data), where the page finishes: the session takes over as after any sign-in (no
 * forced password change), or the existing member whose address the provider verified types their password once
 * (`link`), or, when the flow was started from a security page (the member centre's or the agent centre's), the
 * provider is linked and the browser goes back to that page. The browser key makes a provider's answer good in the
 * browser that asked only.
 */
import { atom } from 'nanostores';
import type { LoginValue } from '../api/calls/session';
import { providerFinishCall, providerLinkCall, providerStartCall } from '../api/calls/sign-in-providers';
import { api } from '../api/default-client';
import { pageLanguage } from '../i18n/client';
import { localePath } from '../i18n/paths';
import type { SignInPortal } from './sign-in';

const BROWSER_KEY = 'providerBrowserKey';
/** Where a link returns once linked when the page it started from is not known. */
const SECURITY_CENTRE = '/member/';
/** The page a link started from (a path of this site). */
const LINKING = 'providerLinking';
/** Each portal's login page, where the provider sends the browser back. */
const RETURN_PAGE: Record<SignInPortal, string> = { player: '/login/', agent: '/agent/' };

export interface ProviderLinkRequest {
  linkToken: string;
  account: string;
  provider: string;
}

export interface ProviderFlow {
  busy: boolean;
  /** Set while the existing member's password is awaited. */
  link: ProviderLinkRequest | null;
  /** The last refusal (an ApiError, or 'cancelled' when the person stopped at the provider). */
  failure: unknown;
}

export const $providerFlow = atom<ProviderFlow>({ busy: false, link: null, failure: null });

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function newBrowserKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Goes to the provider: to sign in on `portal`'s login page or, signed in, to link it from a security page (which the
 * browser comes back to). Answers only when the platform refused (the browser leaves the page otherwise).
 */
export async function startProviderSignIn(
  provider: string,
  purpose: 'sign-in' | 'link' = 'sign-in',
  portal: SignInPortal = 'player',
): Promise<void> {
  const current = $providerFlow.get();
  if (current.busy) return;
  $providerFlow.set({ busy: true, link: null, failure: null });
  const key = newBrowserKey();
  store()?.setItem(BROWSER_KEY, key);
  if (purpose === 'link') store()?.setItem(LINKING, location.pathname);
  else store()?.removeItem(LINKING);
  // A link comes back through the player's /login, whose dialog finishes it (the agent portal never links).
  const returnTo = purpose === 'link' ? 'player' : portal;
  try {
    const { authorizationUrl } = await api.call(providerStartCall, {
      body: {
        provider,
        browserKey: key,
        returnPath: localePath(pageLanguage(), RETURN_PAGE[returnTo]),
        portal: returnTo,
      },
    });
    location.assign(authorizationUrl);
  } catch (error) {
    $providerFlow.set({ busy: false, link: null, failure: error });
  }
}

/**
 * Whether this page is a provider's answer: the address carries the flow's state and the provider's code or error,
 * or Telegram's signed data (`#tgAuthResult=` after the address, or its fields with their `hash`).
 */
export function providerAnswerPending(): boolean {
  const query = new URLSearchParams(globalThis.location?.search ?? '');
  const telegram = query.has('hash') || /(?:^#|&)tgAuthResult=/.test(globalThis.location?.hash ?? '');
  const answer = query.has('code') || query.has('error') || telegram;
  return query.has('state') && answer && Boolean(store()?.getItem(BROWSER_KEY));
}

export type ProviderOutcome =
  | { kind: 'signed-in'; login: LoginValue }
  | { kind: 'link' }
  | { kind: 'linked'; next: string }
  | { kind: 'refused' };

/** Finishes the flow this page's address answers; the address loses the provider's parameters either way. */
export async function finishProviderSignIn(): Promise<ProviderOutcome> {
  const callbackUrl = location.href;
  const key = store()?.getItem(BROWSER_KEY) ?? '';
  const linkedFrom = store()?.getItem(LINKING) ?? null;
  store()?.removeItem(BROWSER_KEY);
  store()?.removeItem(LINKING);
  history.replaceState(history.state, '', location.pathname);
  if (new URL(callbackUrl).searchParams.has('error')) {
    $providerFlow.set({ busy: false, link: null, failure: 'cancelled' });
    return { kind: 'refused' };
  }
  $providerFlow.set({ busy: true, link: null, failure: null });
  try {
    const value = await api.call(providerFinishCall, { body: { callbackUrl, browserKey: key } });
    if (value.kind === 'link') {
      $providerFlow.set({ busy: false, link: value, failure: null });
      return { kind: 'link' };
    }
    $providerFlow.set({ busy: false, link: null, failure: null });
    if (value.kind === 'linked' || linkedFrom !== null) return { kind: 'linked', next: linkReturn(linkedFrom) };
    return { kind: 'signed-in', login: value.login };
  } catch (error) {
    $providerFlow.set({ busy: false, link: null, failure: error });
    return { kind: 'refused' };
  }
}

/** The page a link started from, when it is a path of this site; the member centre's security page otherwise. */
function linkReturn(linkedFrom: string | null): string {
  if (linkedFrom?.startsWith('/') && !linkedFrom.startsWith('//') && !linkedFrom.includes('\\')) return linkedFrom;
  return localePath(pageLanguage(), SECURITY_CENTRE);
}

/** The existing member's password links the provider and signs in; null when refused (the failure is kept). */
export async function linkProvider(password: string): Promise<LoginValue | null> {
  const current = $providerFlow.get();
  if (current.busy || !current.link) return null;
  $providerFlow.set({ ...current, busy: true, failure: null });
  try {
    const login = await api.call(providerLinkCall, { body: { linkToken: current.link.linkToken, password } });
    $providerFlow.set({ busy: false, link: null, failure: null });
    return login;
  } catch (error) {
    $providerFlow.set({ ...current, busy: false, failure: error });
    return null;
  }
}

/** Back from the password step to the sign-in form. */
export function leaveProviderLink(): void {
  $providerFlow.set({ busy: false, link: null, failure: null });
}
