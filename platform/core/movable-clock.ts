/**
 * A clock the browser tests can move (PLATFORM_TEST_CLOCK=1, demo only: start-checks.ts refuses it in production):
 * it reads the base clock plus how far it has been put ahead, so a test about time (a session limit's minute) moves
 * the platform's time instead of waiting it out. It keeps running with the base clock; work timed by the clock (the
 * session event stream's timed refreshes) hears of each move and is timed again.
 */

export interface MovableClock {
  /** The platform's time: the base clock's plus the distance put ahead. */
  now(): Date;
  /** How far ahead of the base clock it runs, in milliseconds. */
  aheadMs(): number;
  /** Runs the clock `aheadMs` ahead of the base clock from now on, and tells the listeners. */
  setAhead(aheadMs: number): void;
  /** Calls `listener` after each move; returns the unsubscribe. */
  onMove(listener: () => void): () => void;
}

export function createMovableClock(base: () => Date): MovableClock {
  let ahead = 0;
  const listeners = new Set<() => void>();
  return {
    now: () => new Date(base().getTime() + ahead),
    aheadMs: () => ahead,
    setAhead(aheadMs) {
      ahead = aheadMs;
      for (const listener of listeners) listener();
    },
    onMove(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
