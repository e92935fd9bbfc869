/**
 * The one app-wide island, on every page with the shell, hydrated only when the app is needed
 * (`client:demand`, src/app/demand-directive.ts): starts the session, opens the route's dialog, shows the
 * session's popups and hosts whichever dialog is open. Dialogs load on demand, and so does their table
 * (dialog-registry.ts): a page where no dialog opens never downloads it. (The system status check
 * runs for every visitor in the shell script: src/features/shell/status-guard.ts.)
 */
import { useStore } from '@nanostores/react';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { openRouteDialog } from '../features/auth/route-dialog';
import { startPopups } from '../features/notices/popups/show-popups';
import { $dialog, type OpenDialog } from '../stores/dialogs';
import { bootSession } from '../stores/session';
import { loadWhitelabel } from '../stores/whitelabel';
import type { DIALOGS } from './dialog-registry';

export default function AppRoot() {
  const dialog = useStore($dialog);
  // The server rendered nothing; a dialog asked for before hydration (a click on "Log in") must wait for
  // the first client render to match that, or React reports a hydration mismatch.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    void loadWhitelabel();
    void bootSession();
    // /login and /register show home with their dialog open.
    openRouteDialog();
  }, []);

  // The session's popups (shown on load, once per session), once its status is known; follows sign-in on the page too.
  useEffect(() => startPopups(), []);

  const [dialogs, setDialogs] = useState<typeof DIALOGS | null>(null);
  useEffect(() => {
    if (dialog && !dialogs) void import('./dialog-registry').then((registry) => setDialogs(registry.DIALOGS));
  }, [dialog, dialogs]);

  // The table pairs each name with the dialog of its options, which TypeScript cannot follow through a union.
  const Dialog = (dialog && dialogs ? dialogs[dialog.name] : undefined) as
    | ComponentType<{ options: OpenDialog['options'] }>
    | undefined;
  if (!hydrated || !dialog || !Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog options={dialog.options} key={dialog.name} />
    </Suspense>
  );
}
