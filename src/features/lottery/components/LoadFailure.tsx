/** Something that could not load: the translated reason and a way to try again. */
interface Props {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

export function LoadFailure({ message, retryLabel, onRetry }: Props) {
  return (
    <div role="alert" className="alert alert-error flex flex-wrap justify-between">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
