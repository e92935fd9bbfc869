/**
 * The one app-wide island, on every page with the shell: starts the session, checks the system status,
 * and hosts whichever dialog is open. Everything it shows is loaded on demand.
 */
import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import { $dialog } from '../stores/dialogs';
import { bootSession } from '../stores/session';
import { checkSystemStatus } from '../stores/system-status';
import { loadWhitelabel } from '../stores/whitelabel';
import { DIALOGS } from './dialog-registry';

interface Props {
  /** The page's language prefix ('' for the default language, '/ur' for Urdu), to build local links. */
  prefix: string;
  /** The page says it is a system-state page: do not redirect to it again. */
  systemPage?: boolean;
}

export default function AppRoot({ prefix, systemPage = false }: Props) {
  const dialog = useStore($dialog);

  useEffect(() => {
    if (!systemPage) {
      checkSystemStatus((path) => `${prefix}${path}`).then((target) => {
        if (target) location.replace(target);
      });
    }
    void loadWhitelabel();
    void bootSession();
  }, [prefix, systemPage]);

  const Dialog = dialog ? DIALOGS[dialog.name] : undefined;
  if (!dialog || !Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog options={dialog.options ?? {}} key={dialog.name} />
    </Suspense>
  );
}
