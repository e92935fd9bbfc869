import { useRef, useState } from 'react';
import { errorMessageKey } from '../../../api/api-error';
import { showGameMaintenance } from '../../../stores/game-maintenance';
import { showLimitReached } from '../../../stores/limit-reached';
import { type LaunchTarget, type LaunchWindow, launch, PopupBlockedError } from '../launch';

interface Failed {
  target: LaunchTarget;
  how: LaunchWindow;
  /** Translated message key: the API error's, or games.popupBlocked. */
  key: string;
  blocked: boolean;
}

interface LaunchState {
  /** Whose launch this state is: a state kept for another owner reads as idle. */
  owner: unknown;
  busy: boolean;
  failed: Failed | null;
}

/**
 * Launch with a busy flag and the translated error key of a failed launch. A launch whose window the browser
 * blocked keeps its target, so `retry()` (called from the retry button's own click) can open it again.
 * `owner` (a tile's game): when it changes, the hook reads as idle for the new one (nothing of the last
 * game's launch, with no extra render) and a launch still under way for the previous one no longer reports here (a virtualised grid reuses its tiles for other games).
 */
export function useLaunch(owner?: unknown) {
  const [state, setState] = useState<LaunchState>({ owner, busy: false, failed: null });
  const current = useRef(owner);
  current.current = owner;
  // Read, not reset: a tile handed another game renders once, with nothing of the last game's launch.
  const { busy, failed } = state.owner === owner ? state : { busy: false, failed: null };
  async function start(target: LaunchTarget, how: LaunchWindow = 'same-tab') {
    const startedFor = current.current;
    const mine = () => current.current === startedFor;
    setState({ owner: startedFor, busy: true, failed: null });
    try {
      await launch(target, how);
    } catch (error) {
      // A vendor under maintenance gets its own dialog with games to try instead of a message on the tile; a refusal
      // by the player's own limits, the dialog that says which limit and when it resets.
      if (showGameMaintenance(error) || showLimitReached(error) || !mine()) return;
      const blocked = error instanceof PopupBlockedError;
      const key = blocked ? error.messageKey : errorMessageKey(error);
      setState({ owner: startedFor, busy: false, failed: { target, how, blocked, key } });
    } finally {
      if (mine()) setState((last) => (last.owner === startedFor ? { ...last, busy: false } : last));
    }
  }
  return {
    busy,
    errorKey: failed?.key ?? null,
    /** True when the last launch failed because the browser blocked its window. */
    blocked: failed?.blocked ?? false,
    start,
    retry: () => (failed ? start(failed.target, failed.how) : Promise.resolve()),
    dismiss: () => setState((last) => ({ ...last, failed: null })),
  };
}
