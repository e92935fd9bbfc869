/** Something did not load or save: the translated reason and a retry button that shows when it is busy. */
interface Props {
  message: string;
  retryLabel: string;
  busy?: boolean;
  onRetry: () => void;
}

export function RetryAlert({ message, retryLabel, busy = false, onRetry }: Props) {
  return (
    <div role="alert" className="alert alert-error flex flex-wrap justify-between gap-2">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" disabled={busy} onClick={onRetry}>
        {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {retryLabel}
      </button>
    </div>
  );
}
