/** A list that could not load: the translated reason and a way to try again, nothing typed is at stake. */
interface Props {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

export function LoadProblem({ message, retryLabel, onRetry }: Props) {
  return (
    <div role="alert" className="alert alert-error flex flex-wrap justify-between">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
