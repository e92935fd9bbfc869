/** A spinner that screen readers announce by its label. */
export function Loading({ label, small = false }: { label: string; small?: boolean }) {
  return (
    <span role="status" className="inline-flex items-center">
      <span className={`loading loading-spinner ${small ? 'loading-sm' : ''}`} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
