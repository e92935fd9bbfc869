/**
 * Session-storage keys that remember an audience has closed its popups this session (once closed, a popup stays hidden:
 * USER_POPUP for signed-in players, ANONYMOUS_POPUP for visitors, value "closed"). Here, below the features, because
 * signing out (stores/session.ts) also writes one: a player who just signed out is not "new here".
 */
export const USER_POPUP_KEY = 'USER_POPUP';
export const ANONYMOUS_POPUP_KEY = 'ANONYMOUS_POPUP';
export const POPUP_CLOSED = 'closed';

/**
 * Local-storage key: the visitor has answered the region select (closed it, or signed in: a member has chosen this
 * merchant), so it does not open by itself again, also after a sign-out clears session storage. Here for the same
 * reason: signing in and out (stores/session.ts) write it.
 */
export const REGION_ASKED_KEY = 'regionAsked';
