/** The outcome of a redeem or a conversion: a translated refusal (alert) or what was paid (status). */
import type { TFunction } from 'i18next';
import { Money } from '../../../components/ui/Money';
import type { LanguageCode } from '../../../i18n/languages';
import type { ActionStatus } from '../stores/points';

export function ActionMessage({ t, lang, status }: { t: TFunction; lang: LanguageCode; status: ActionStatus }) {
  return (
    <div aria-live="polite">
      {status.errorKey && (
        <p role="alert" className="alert alert-error text-sm">
          {t(status.errorKey)}
        </p>
      )}
      {status.done && (
        <p role="status" className="alert alert-success text-sm">
          <span>
            {t(status.done.key)}
            {status.done.cash !== null && status.done.key !== 'points.redeem.pending' && (
              <>
                {' '}
                <Money minor={status.done.cash} lang={lang} className="font-semibold" />
              </>
            )}
          </span>
        </p>
      )}
    </div>
  );
}
