/**
 * What a member-centre page shows for the session's state. The page itself is static; the app island turns a
 * stored or query-string token into `$member` (src/stores/session.ts) and this module decides between
 * waiting, sending the visitor to /login, the member's page, or a load problem with a retry.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../api/api-error';
import { loadMember } from './session';

export type MemberPageState = 'checking' | 'to-login' | 'unavailable' | 'ready';

/**
 * `shownMember`: a member was shown on this page before. Losing the session after that means sign-out,
 * which goes home on its own; sending the player to /login as well would race it.
 */
export function memberPageState(
  status: 'unknown' | 'anonymous' | 'signed-in',
  hasMember: boolean,
  shownMember: boolean,
): MemberPageState {
  if (status === 'unknown') return 'checking';
  if (status === 'anonymous') return shownMember ? 'checking' : 'to-login';
  // Signed in by token but the member info did not load (network, platform trouble): offer a retry.
  return hasMember ? 'ready' : 'unavailable';
}

export interface ReloadState {
  busy: boolean;
  /** i18next key of why the last retry failed. */
  errorKey: string | null;
}

export const $memberReload = atom<ReloadState>({ busy: false, errorKey: null });

/** Tries the member info again; an expired token ends as `anonymous` (then the page goes to /login). */
export async function reloadMember(): Promise<void> {
  if ($memberReload.get().busy) return;
  $memberReload.set({ busy: true, errorKey: null });
  try {
    await loadMember();
    $memberReload.set({ busy: false, errorKey: null });
  } catch (error) {
    $memberReload.set({ busy: false, errorKey: errorMessageKey(error) });
  }
}

/**
 * The app island (session, dialogs) hydrates `client:demand` at an idle moment; this page is nothing without
 * the session, so it asks for the app at once (the event src/app/demand-directive.ts listens for, as
 * openDialog() sends it).
 */
export function wakeApp(): void {
  globalThis.dispatchEvent?.(new Event('portal:demand'));
}
