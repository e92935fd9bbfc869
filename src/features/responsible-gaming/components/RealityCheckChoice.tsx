/** The reality check's interval on the responsible-gaming page: a labelled choice of the offered minutes and a save. */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { formatNumber } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { $realityCheckChoice, loadRealityCheck, saveRealityCheck } from '../stores/reality-check';

export function RealityCheckChoice({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const { check, busy, errorKey, doneKey } = useStore($realityCheckChoice);
  const [minutes, setMinutes] = useState<number | null>(null);
  const titleId = useId();
  const selectId = useId();
  useEffect(() => {
    void loadRealityCheck();
  }, []);
  if (!check)
    return errorKey ? (
      <p role="alert" className="alert alert-error text-sm">
        {t(errorKey)}
      </p>
    ) : null;
  const chosen = minutes ?? check.intervalMinutes;

  function submit(event: FormEvent) {
    event.preventDefault();
    void saveRealityCheck(chosen);
  }

  return (
    <section aria-labelledby={titleId} className="grid max-w-xl gap-3">
      <h2 id={titleId} className="font-semibold text-lg">
        {t('limits.realityCheck.title')}
      </h2>
      <p>{t('limits.realityCheck.intro')}</p>
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
        <label className="grid gap-1" htmlFor={selectId}>
          <span className="label-text">{t('limits.realityCheck.every')}</span>
          <select
            id={selectId}
            className="select select-bordered"
            value={chosen}
            onChange={(event) => setMinutes(Number(event.target.value))}
          >
            {check.choices.map((choice) => (
              <option key={choice} value={choice}>
                {t('limits.realityCheck.option', { minutes: formatNumber(choice, pageDates(lang).locale) })}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('limits.realityCheck.save')}
        </button>
      </form>
      {errorKey && (
        <p role="alert" className="alert alert-error text-sm">
          {t(errorKey)}
        </p>
      )}
      {doneKey && (
        <p role="status" className="alert alert-success text-sm">
          {t(doneKey)}
        </p>
      )}
    </section>
  );
}
