/** The state of something a money page loads from the platform: nothing yet, loading, loaded, or why not. */
export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  /** i18next key of the last failure, cleared by the next success. */
  errorKey: string | null;
}

export function idle<T>(): Loaded<T> {
  return { data: null, loading: false, errorKey: null };
}

/** A money form's status (shared with every form: src/stores/submission.ts clears old messages on a new attempt). */
export { type FormStatus, READY } from '../../../stores/submission';
