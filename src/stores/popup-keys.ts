/**
 * Session-storage keys that remember an audience has closed its popups this session (once closed, a popup stays hidden:
 * USER_POPUP for signed-in players, ANONYMOUS_POPUP for visitors, value "closed"). Here, below the features, because
 * signing out (stores/session.ts) also writes one: a player who just signed out is not "new here".
 */
export const USER_POPUP_KEY = 'USER_POPUP';
export const ANONYMOUS_POPUP_KEY = 'ANONYMOUS_POPUP';
export const POPUP_CLOSED = 'closed';
