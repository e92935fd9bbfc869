/**
 * One money form's submissions and their idempotency key (the API's rule: a retry must never move money
 * twice). The key is made when the player first sends the form and REUSED when the same details are sent
 * again after the answer was lost (network error, timeout); the platform then answers the first result.
 * Any answer from the platform, or changed details, starts a new movement with a new key. Shared by the money
 * pages and the agent centre's transfer to a downline.
 */
import { isApiError } from '../api/api-error';

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
