/** The outcome under a money form: a translated problem (alert) or what was done (status). */
import type { TFunction } from 'i18next';
import type { FormStatus } from '../stores/load-state';

export function FormMessage({ t, status }: { t: TFunction; status: FormStatus }) {
  if (status.errorKey) {
    return (
      <p role="alert" className="alert alert-error text-sm">
        {t(status.errorKey)}
      </p>
    );
  }
  if (status.doneKey) {
    return (
      <p role="status" className="alert alert-success text-sm">
        {t(status.doneKey, status.doneValues ?? {})}
      </p>
    );
  }
  return null;
}
