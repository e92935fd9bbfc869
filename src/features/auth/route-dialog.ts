/**
 * The routes that open an auth dialog over the home screen: /login opens the login dialog (or,
 * from a reset mail's link with resetCode and username, the new-password step), /register opens the
 * register dialog with its optional referralCode. Also where the flows go afterwards: home.
 */

import { localePath, splitLocalePath } from '../../i18n/paths';
import { type OpenDialog, showDialog } from '../../stores/dialogs';

export type RouteDialog = Extract<OpenDialog, { name: 'login' | 'register' | 'forgotPassword' }>;

const ROUTE = /^\/(login|register)(\/|\/index\.html)?$/;
/** Paths that render the home screen: /, /index, /index.html, /home, and the two dialog routes. */
const HOME_SCREEN = /^\/((index|home|login|register)(\/|\.html|\/index\.html)?)?$/;

/** The dialog a page address asks for, or null. A sign-in token in the query needs no dialog. */
export function routeDialog(pathname: string, search: string): RouteDialog | null {
  const [, neutral] = splitLocalePath(pathname);
  const route = ROUTE.exec(neutral)?.[1];
  const query = new URLSearchParams(search);
  if (route === 'login') {
    if (query.has('token')) return null;
    const resetCode = query.get('resetCode');
    const username = query.get('username');
    if (resetCode && username) return { name: 'forgotPassword', options: { resetCode, username } };
    return { name: 'login', options: {} };
  }
  if (route === 'register') {
    const referralCode = query.get('referralCode')?.trim();
    return { name: 'register', options: referralCode ? { referralCode } : {} };
  }
  return null;
}

/** Home in the language of `pathname`. */
export function homePath(pathname: string): string {
  return localePath(splitLocalePath(pathname)[0], '/');
}

export function isHomeScreen(pathname: string): boolean {
  return HOME_SCREEN.test(splitLocalePath(pathname)[1]);
}

/**
 * Back to / after a registration or password change, as both flows end on home. On a home-screen route only the address
 * changes (the page is already home, and a reload of /login would reopen the dialog); elsewhere it navigates.
 */
export function goHome(): void {
  const home = homePath(location.pathname);
  if (isHomeScreen(location.pathname)) history.replaceState(history.state, '', home);
  else location.assign(home);
}

/** After a sign-in on /login or /register: the address becomes home so a reload does not reopen the dialog. */
export function leaveAuthRoute(): void {
  const [, neutral] = splitLocalePath(location.pathname);
  if (ROUTE.test(neutral)) history.replaceState(history.state, '', homePath(location.pathname));
}

/** Opens the dialog the current address asks for, if any. */
export function openRouteDialog(): void {
  const wanted = routeDialog(location.pathname, location.search);
  if (wanted) showDialog(wanted);
}
