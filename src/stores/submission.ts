/**
 * One money form's submissions and their idempotency key (the API's rule: a retry must never move money
 * twice). The key is made when the player first sends the form and REUSED when the same details are sent
 * again after the answer was lost (network error, timeout); the platform then answers the first result.
 * Any answer from the platform, or changed details, starts a new movement with a new key. Shared by the money
 * pages and the agent centre's transfer to a downline.
 *
 * And what a form says about its attempts (FormStatus): a new attempt on any form first takes every old message
 * away (formStatus, startAttempt, refuseAttempt, runAttempt, clearOldMessages), so a "transaction password
 * incorrect" from the last try, or from the form beside it on the page, never stays next to the next outcome.
 */
import { atom, type WritableAtom } from 'nanostores';
import { errorMessageKey, isApiError } from '../api/api-error';

/** 32 hex characters: a v4 UUID without dashes (the API takes 16-64 letters and digits). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** True when no answer came back, so the movement may or may not have happened. */
export function answerLost(error: unknown): boolean {
  return isApiError(error) && (error.reason === 'network_error' || error.reason === 'timeout');
}

export interface Submission {
  /** Sends `details` with the right key: the last one if the same details' answer was lost, else a new one. */
  send<T>(details: unknown, call: (idempotencyKey: string) => Promise<T>): Promise<T>;
}

export function createSubmission(): Submission {
  let pending: { key: string; details: string } | null = null;
  return {
    async send(details, call) {
      const serialized = JSON.stringify(details);
      if (pending?.details !== serialized) pending = { key: newIdempotencyKey(), details: serialized };
      const { key } = pending;
      try {
        const result = await call(key);
        pending = null;
        return result;
      } catch (error) {
        if (!answerLost(error)) pending = null;
        throw error;
      }
    },
  };
}

/** What a form shows after it was sent: nothing, sending, a translated problem, or a done message. */
export interface FormStatus {
  busy: boolean;
  errorKey: string | null;
  doneKey: string | null;
  doneValues?: Record<string, string>;
}

export const READY: FormStatus = { busy: false, errorKey: null, doneKey: null };

/** Clears of every form's old messages, run when any attempt starts. */
const clearers = new Set<() => void>();

/** Registers how a form whose status has another shape drops its old message (returns the unregister). */
export function onNewAttempt(clear: () => void): () => void {
  clearers.add(clear);
  return () => clearers.delete(clear);
}

/** Takes every form's old message away: the start of a new attempt anywhere. */
export function clearOldMessages(): void {
  for (const clear of clearers) clear();
}

/** A form's status, whose message goes when any form starts a new attempt (one in flight keeps its state). */
export function formStatus(): WritableAtom<FormStatus> {
  const $status = atom<FormStatus>(READY);
  onNewAttempt(() => {
    if (!$status.get().busy && ($status.get().errorKey || $status.get().doneKey)) $status.set(READY);
  });
  return $status;
}

/** Starts an attempt: false when this form's last one is still under way; else old messages go and it is busy. */
export function startAttempt($status: WritableAtom<FormStatus>): boolean {
  if ($status.get().busy) return false;
  clearOldMessages();
  $status.set({ ...READY, busy: true });
  return true;
}

/** An attempt refused before anything was sent (a check in the browser): old messages go, this one shows. */
export function refuseAttempt($status: WritableAtom<FormStatus>, errorKey: string): void {
  if ($status.get().busy) return;
  clearOldMessages();
  $status.set({ ...READY, errorKey });
}

/**
 * Runs one attempt of a form: starts it (startAttempt), sends, and shows the outcome: `done` of the answer (null keeps
 * the form busy: the page is about to leave, e.g. for a payment provider), or the refusal's message, after which
 * `failed` may read the refusal itself (what else to tell the player). Resolves with the answer, or null when
 * refused, failed or already under way.
 */
export async function runAttempt<T>(
  $status: WritableAtom<FormStatus>,
  send: () => Promise<T>,
  done: (answer: T) => Pick<FormStatus, 'doneKey' | 'doneValues'> | null,
  failed?: (error: unknown) => void | Promise<void>,
): Promise<T | null> {
  if (!startAttempt($status)) return null;
  try {
    const answer = await send();
    const shown = done(answer);
    $status.set(shown ? { ...READY, ...shown } : { ...READY, busy: true });
    return answer;
  } catch (error) {
    $status.set({ ...READY, errorKey: errorMessageKey(error) });
    await failed?.(error);
    return null;
  }
}
