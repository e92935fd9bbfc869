/** The form-level message (a refused login, a failed send): announced to screen readers as it appears. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`alert ${tone === 'error' ? 'alert-error' : 'alert-success'} text-sm`}
    >
      {message}
    </div>
  );
}
