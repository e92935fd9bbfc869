/**
 * A signed-in player's popups (A, and F first on a first login), shown by the app island once the session
 * is known (AppRoot calls startPopups once). Visitors' popups need no app: visitor-popups.ts shows them.
 * It follows the session, so a visitor who signs in on the page gets the players' popups after the login
 * dialog closes, and it never pushes aside a dialog the player is using: it waits its turn among the page's
 * overlays (stores/overlays.ts: a first login's popups before the contract offers), and until no app dialog is open.
 * Agents get none, on any page; pages without the popup dialog (the agent portal) ask for nothing.
 */

import { announcementsCall } from '../../../api/calls/content';
import { api } from '../../../api/default-client';
import { firstLoginPopups } from '../../../stores/first-login';
import { offerOverlay, overlayClosed } from '../../../stores/overlays';
import { $isAgent, $isTrial, $sessionStatus, FIRST_LOGIN_KEY } from '../../../stores/session';
import { popupDialogElement, showPopupDialog } from './popup-dialog';
import { markPopupsClosed, orderPopups, type PopupPlan, popupPlan, popupStorage } from './popup-plan';
import type { PopupItem } from './popup-reading';

/**
 * The announcements call takes an optional session: with the token, the platform answers the player's popups.
 * A first login's popups (F) are the first-login action's answer (stores/first-login.ts), which the platform
 * gives only to the session of the member's real first login.
 */
async function loadPopups(plan: PopupPlan): Promise<PopupItem[]> {
  const others = plan.executions.filter((execution) => execution !== 'F');
  const [firstLogin, value] = await Promise.all([
    plan.executions.includes('F') ? firstLoginPopups() : [],
    others.length
      ? api.call(announcementsCall, { query: { types: 'PU', platform: 'W', execution: others.join(',') } })
      : { popup: [] },
  ]);
  return orderPopups([...firstLogin, ...(value.popup ?? [])], plan);
}

/** Starts following the session; returns a function that stops it (for tests and hot reloads). */
export function startPopups(): () => void {
  let handled = false;
  return $sessionStatus.subscribe((status) => {
    const dialog = popupDialogElement();
    if (status !== 'signed-in' || handled || !dialog || $isAgent.get()) return;
    const storage = popupStorage();
    const plan = popupPlan(
      { signedIn: true, trial: $isTrial.get(), firstLogin: storage?.getItem(FIRST_LOGIN_KEY) === '1' },
      storage,
    );
    if (!plan) return;
    handled = true;
    loadPopups(plan)
      .then((popups) => {
        if (!popups.length) return;
        const name = plan.executions.includes('F') ? 'first-login' : 'popups';
        void offerOverlay(name, {
          show: async () => {
            // The session changed while other overlays had their turn: these popups are not for it.
            if ($sessionStatus.get() !== status) return false;
            await showPopupDialog(dialog, popups, () => {
              markPopupsClosed(plan.key, storage);
              overlayClosed(name);
            });
            return dialog.open;
          },
        });
      })
      .catch(() => {
        // Popups are a courtesy: a failed load must not disturb the page; the next page load tries again.
        handled = false;
      });
  });
}
