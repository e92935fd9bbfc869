/**
 * The first-login action: a login that is the account's first triggers it once; it brings the popups of execution F. A
 * sign-in or registration whose login value says `firstTimeLogin` starts it once (session.ts); the platform records the
 * run and answers the first-login popups, which the players' popups (features/notices) show before the others. A later
 * page of the same tab (the first-login flag is kept in session storage until the popups are closed) asks again and
 * gets the same answer; a session that is not the first login gets no popups, whatever the browser's storage says. The
 * client fills in the page's language.
 */
import type { z } from 'zod/mini';
import type { popup } from '../api/calls/content';
import { firstLoginCall } from '../api/calls/first-login';
import { api } from '../api/default-client';

export type FirstLoginPopup = z.infer<typeof popup>;

let run: Promise<FirstLoginPopup[]> | null = null;

/** Runs the first-login action on the platform (once per page; a failed run may be asked again). */
export function startFirstLogin(): Promise<FirstLoginPopup[]> {
  const started = api.call(firstLoginCall, { body: {} }).then((value) => (value.firstLogin ? value.popups : []));
  run = started;
  started.catch(() => {
    if (run === started) run = null;
  });
  return started;
}

/** The first-login popups of this session: the run this page started, else a run now. */
export function firstLoginPopups(): Promise<FirstLoginPopup[]> {
  return run ?? startFirstLogin();
}

/** Forgets this page's run (tests; a sign-out). */
export function forgetFirstLogin(): void {
  run = null;
}
