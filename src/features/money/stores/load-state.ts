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

/** What a form shows after it was sent: nothing, sending, a translated problem, or a done message. */
export interface FormStatus {
  busy: boolean;
  errorKey: string | null;
  doneKey: string | null;
  doneValues?: Record<string, string>;
}

export const READY: FormStatus = { busy: false, errorKey: null, doneKey: null };
