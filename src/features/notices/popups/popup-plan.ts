/**
 * Which popups a page shows: execution A for signed-in members, F on top of A on a
 * member's first login, B for visitors (and trial users, whom the platform treats as visitors). Each
 * audience's popups show on every page load until the player closes them; after that they stay hidden for
 * the rest of the browser session (session-storage keys USER_POPUP and ANONYMOUS_POPUP, value "closed").
 */
import type { POPUP_EXECUTIONS } from '../../../api/calls/popup-codes';
import { ANONYMOUS_POPUP_KEY, POPUP_CLOSED, USER_POPUP_KEY } from '../../../stores/popup-keys';

export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];

export type PopupStorageKey = typeof USER_POPUP_KEY | typeof ANONYMOUS_POPUP_KEY;

export interface PopupAudience {
  signedIn: boolean;
  trial: boolean;
  /** The session-storage first-login flag set by the sign-in (src/stores/session.ts FIRST_LOGIN_KEY). */
  firstLogin: boolean;
}

export interface PopupPlan {
  key: PopupStorageKey;
  /** Executions to ask the platform for, in the order they are shown. */
  executions: PopupExecution[];
}

type Reader = Pick<Storage, 'getItem'>;

/** Session storage, or null where the browser refuses it (private modes): popups then show on every page. */
export function popupStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
type Writer = Pick<Storage, 'setItem'>;

/** What to load for this audience, or null when its popups were already closed in this session. */
export function popupPlan(audience: PopupAudience, storage: Reader | null): PopupPlan | null {
  const member = audience.signedIn && !audience.trial;
  const key: PopupStorageKey = audience.signedIn ? USER_POPUP_KEY : ANONYMOUS_POPUP_KEY;
  if (storage?.getItem(key) === POPUP_CLOSED) return null;
  if (!member) return { key, executions: ['B'] };
  return { key, executions: audience.firstLogin ? ['F', 'A'] : ['A'] };
}

/** Keeps the popups the plan asked for, first-login greetings first, the platform's order otherwise. */
export function orderPopups<T extends { execution: PopupExecution }>(popups: T[], plan: PopupPlan): T[] {
  return plan.executions.flatMap((execution) => popups.filter((popup) => popup.execution === execution));
}

/** Closing hides this audience's popups for the rest of the session. */
export function markPopupsClosed(key: PopupStorageKey, storage: Writer | null): void {
  try {
    storage?.setItem(key, POPUP_CLOSED);
  } catch {
    // Storage full or disabled: the popups simply show again on the next page.
  }
}
