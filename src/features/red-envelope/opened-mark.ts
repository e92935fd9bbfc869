/**
 * Which round's envelope this tab has opened (session storage), so the floating button goes away once it is
 * opened without asking the platform on every page. The platform stays the judge: a stale mark only hides the
 * button, it never opens or refuses anything.
 */
const KEY = 'redEnvelopeOpened';

/** Event the floating button listens to, so it goes on the page where the envelope was opened. */
export const OPENED_EVENT = 'portal:red-envelope-opened';

export function markOpened(roundId: number): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, String(roundId));
  } catch {
    // storage unavailable: the button stays on later pages, and the dialog says the envelope is opened
  }
  globalThis.dispatchEvent?.(new Event(OPENED_EVENT));
}

export function isMarkedOpened(roundId: number): boolean {
  try {
    return globalThis.sessionStorage?.getItem(KEY) === String(roundId);
  } catch {
    return false;
  }
}
