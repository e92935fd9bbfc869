/**
 * The visitors' popups (execution B) on a first visit, with no React and no typed client: a plain
 * read of the announcements call, the page's popup dialog, and the browser's own sanitiser (DOMPurify only in a
 * browser without one, and only once there is a popup). A session (a stored token, or one arriving in the query
 * string) leaves popups to the app island, which shows the signed-in player's; a route that opens a dialog
 * (/login, /register) is not covered by one. They show at their turn among the page's overlays (stores/overlays.ts):
 * after the region select, when it asks.
 */
import { platformValue } from '../../../api/platform-value';
import { getToken } from '../../../api/session';
import { $dialog } from '../../../stores/dialogs';
import { offerOverlay, overlayClosed } from '../../../stores/overlays';
import { showPopupDialog } from './popup-dialog';
import { markPopupsClosed, orderPopups, popupPlan, popupStorage } from './popup-plan';
import { readPopups } from './popup-reading';

const DIALOG_ROUTE = /^(\/[a-z]{2})?\/(login|register)\/?$/;

export async function showVisitorPopups(dialog: HTMLDialogElement): Promise<void> {
  if (getToken() || new URLSearchParams(location.search).has('token')) return;
  if (DIALOG_ROUTE.test(location.pathname)) return;
  const storage = popupStorage();
  const plan = popupPlan({ signedIn: false, trial: false, firstLogin: false }, storage);
  if (!plan) return;
  const value = await platformValue('/wps/relay/announcements', {
    types: 'PU',
    platform: 'W',
    execution: plan.executions.join(','),
    language: dialog.dataset.language ?? '',
  });
  const popups = orderPopups(readPopups(value), plan);
  // A visitor who opened a dialog meanwhile ("Log in") is not interrupted; the popups wait for the next page.
  if (!popups.length || $dialog.get() !== null) return;
  await offerOverlay('popups', {
    show: async () => {
      await showPopupDialog(dialog, popups, () => {
        markPopupsClosed(plan.key, storage);
        overlayClosed('popups');
      });
      return dialog.open;
    },
  });
}
