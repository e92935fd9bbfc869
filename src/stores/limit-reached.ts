/**
 * A refusal by one of the player's own limits (platform `limit_reached`) where a game opens, and the session limit's
 * end as it arrives live: wherever it happens (a tile, the lobby, the navigation's direct launches, a game page, the
 * studio, the session event stream), the player gets the same dialog, which says which limit refused and when it
 * resets (the session's: the session is over, and its only way out signs the player out).
 */
import { isApiError } from '../api/api-error';
import { SESSION_EVENTS, type SessionLimitEventData, sessionLimitEventData } from '../api/calls/session-events';
import { openDialog } from './dialogs';
import { followSessionEvent } from './session-events';

/** Opens the limit dialog when `error` is a limit's refusal; false for any other failure. */
export function showLimitReached(error: unknown): boolean {
  const detail = isApiError(error) ? error.detail('limit_reached') : undefined;
  if (!detail) return false;
  openDialog('limitReached', detail);
  return true;
}

/** The session limit's end, as the platform says it (it has ended the session): the session-over notice. */
export function showSessionLimitEvent(data: SessionLimitEventData): void {
  if (!data.reached || data.limit === null) return;
  openDialog('limitReached', { kind: 'session', period: 'session', limit: data.limit, resetsAt: null });
}

/** Follows the session limit while signed in (session-events.ts); returns the stop. */
export function followSessionLimit(): () => void {
  return followSessionEvent(SESSION_EVENTS.sessionLimit, (data) => {
    const parsed = sessionLimitEventData.safeParse(data);
    if (parsed.success) showSessionLimitEvent(parsed.data);
  });
}
