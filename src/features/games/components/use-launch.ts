import { useRef, useState } from 'react';
import { errorMessageKey } from '../../../api/api-error';
import { showGameMaintenance } from '../../../stores/game-maintenance';
import { type LaunchTarget, type LaunchWindow, launch, PopupBlockedError } from '../launch';

interface Failed {
  target: LaunchTarget;
  how: LaunchWindow;
  /** Translated message key: the API error's, or games.popupBlocked. */
  key: string;
  blocked: boolean;
}

/**
 * Launch with a busy flag and the translated error key of a failed launch. A launch whose window the browser
 * blocked keeps its target, so `retry()` (called from the retry button's own click) can open it again.
 * `owner` (a tile's game): when it changes, the state starts afresh and a launch still under way for the
 * previous one no longer reports here (a virtualised grid reuses its tiles for other games).
 */
export function useLaunch(owner?: unknown) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<Failed | null>(null);
  const [shownFor, setShownFor] = useState(owner);
  const current = useRef(owner);
  current.current = owner;
  if (shownFor !== owner) {
    setShownFor(owner);
    setBusy(false);
    setFailed(null);
  }
  async function start(target: LaunchTarget, how: LaunchWindow = 'same-tab') {
    const startedFor = current.current;
    const mine = () => current.current === startedFor;
    setBusy(true);
    setFailed(null);
    try {
      await launch(target, how);
    } catch (error) {
      // A vendor under maintenance gets its own dialog with games to try instead of a message on the tile.
      if (showGameMaintenance(error) || !mine()) return;
      const blocked = error instanceof PopupBlockedError;
      setFailed({ target, how, blocked, key: blocked ? error.messageKey : errorMessageKey(error) });
    } finally {
      if (mine()) setBusy(false);
    }
  }
  return {
    busy,
    errorKey: failed?.key ?? null,
    /** True when the last launch failed because the browser blocked its window. */
    blocked: failed?.blocked ?? false,
    start,
    retry: () => (failed ? start(failed.target, failed.how) : Promise.resolve()),
    dismiss: () => setFailed(null),
  };
}
