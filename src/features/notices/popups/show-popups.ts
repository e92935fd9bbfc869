/**
 * Shows the session's popups once the session status is known (AppRoot calls startPopups once). It follows
 * the status, so a visitor who signs in on the page gets the members' popups after the login dialog
 * closes, and it never pushes aside a dialog the player is using: it waits until none is open.
 */

import type { z } from 'zod';
import { announcementsCall, type popup } from '../../../api/contract/content';
import { api } from '../../../api/default-client';
import { $dialog, openDialog } from '../../../stores/dialogs';
import { $isTrial, $sessionStatus, FIRST_LOGIN_KEY } from '../../../stores/session';
import { orderPopups, type PopupPlan, popupPlan } from './popup-plan';

export type PopupItem = z.infer<typeof popup>;

/** What the popups dialog receives as its options. */
export interface PopupDialogOptions {
  plan: PopupPlan;
  popups: PopupItem[];
}

/** Session storage, or null where the browser refuses it (private modes): popups then show on every page. */
export function popupStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The announcements call is open to visitors (auth: false), so the client would send no token; a member's
 * popups (A, F) only come when the platform sees the session, hence the same call with the token attached.
 */
const memberAnnouncements = { ...announcementsCall, auth: true };

async function loadPopups(plan: PopupPlan, signedIn: boolean): Promise<PopupItem[]> {
  const value = await api.call(signedIn ? memberAnnouncements : announcementsCall, {
    query: { types: 'PU', platform: 'W', execution: plan.executions.join(',') },
  });
  return orderPopups(value.popup ?? [], plan);
}

/** Opens the dialog as soon as no other dialog is open, unless the session changed meanwhile. */
function openWhenFree(options: PopupDialogOptions, stillWanted: () => boolean): void {
  const tryOpen = (): boolean => {
    if (!stillWanted()) return true;
    if ($dialog.get() !== null) return false;
    openDialog('popups', options as unknown as Record<string, unknown>);
    return true;
  };
  if (tryOpen()) return;
  const stop = $dialog.listen(() => {
    if (tryOpen()) stop();
  });
}

/** Starts following the session; returns a function that stops it (for tests and hot reloads). */
export function startPopups(): () => void {
  const handled = new Set<string>();
  return $sessionStatus.subscribe((status) => {
    if (status === 'unknown') return;
    const storage = popupStorage();
    const plan = popupPlan(
      {
        signedIn: status === 'signed-in',
        trial: $isTrial.get(),
        firstLogin: storage?.getItem(FIRST_LOGIN_KEY) === '1',
      },
      storage,
    );
    if (!plan || handled.has(plan.key)) return;
    handled.add(plan.key);
    loadPopups(plan, status === 'signed-in')
      .then((popups) => {
        if (popups.length) openWhenFree({ plan, popups }, () => $sessionStatus.get() === status);
      })
      .catch(() => {
        // Popups are a courtesy: a failed load must not disturb the page; the next page load tries again.
        handled.delete(plan.key);
      });
  });
}
