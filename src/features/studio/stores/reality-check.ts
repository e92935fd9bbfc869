/**
 * The reality check on a studio game page: from the platform's own count of the session (realityCheckCall: minutes
 * since sign-in, so the phone's clock does not matter), the reminder is due when the next whole interval is reached;
 * then the page asks again for fresh numbers and opens the reminder, which interrupts play until the player chooses
 * to continue (the next one is scheduled) or stop (the page leaves the game).
 */
import { atom } from 'nanostores';
import { type RealityCheck, realityCheckCall } from '../../../api/calls/responsible-gaming/reality-check';
import { api } from '../../../api/default-client';

/** The reminder showing, with what it says; null while none is due. */
export const $realityCheck = atom<RealityCheck | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;

/** Milliseconds until the next reminder of `check`, at the next whole interval of the session. */
export const untilNextReminder = (check: Pick<RealityCheck, 'intervalMinutes' | 'playedMinutes'>): number =>
  (check.intervalMinutes - (check.playedMinutes % check.intervalMinutes)) * 60_000;

function schedule(check: RealityCheck): void {
  clearTimeout(timer);
  timer = setTimeout(() => void remind(), untilNextReminder(check));
}

async function remind(): Promise<void> {
  try {
    $realityCheck.set(await api.call(realityCheckCall));
  } catch {
    // No answer (network, session over): the other refusals of the page say why; try again at the next interval.
    timer = setTimeout(() => void remind(), 60_000);
  }
}

/** Starts following the session's reminders; answers the stop (leaving the page, signing out). */
export function followRealityCheck(): () => void {
  let live = true;
  void api
    .call(realityCheckCall)
    .then((check) => live && schedule(check))
    .catch(() => undefined);
  return () => {
    live = false;
    clearTimeout(timer);
  };
}

/** "Continue": the reminder closes and the next one comes an interval later. */
export function continuePlaying(): void {
  const check = $realityCheck.get();
  $realityCheck.set(null);
  if (check) schedule(check);
}
