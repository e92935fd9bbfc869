/**
 * The limits a player sets, on the responsible-gaming page: a field per slot (deposit, loss and wager per day, week
 * and month; minutes per session) with what is used and when it resets, a change still waiting with its date, and
 * one save for all. A field that is wrong says why beside it; what was typed stays.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId } from 'react';
import {
  type Limit,
  type LimitKind,
  MONEY_LIMIT_KINDS,
  MONEY_LIMIT_PERIODS,
} from '../../../api/calls/responsible-gaming/limits';
import { isolatedMoney } from '../../../components/ui/LimitReached';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { $limits, loadLimits, saveLimits, setDraft, slotId } from '../stores/limits';

export function PlayerLimits({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const { state, loadErrorKey, busy, errorKey, doneKey } = useStore($limits);
  const titleId = useId();
  useEffect(() => {
    void loadLimits();
  }, []);

  if (loadErrorKey) {
    return (
      <RetryAlert
        message={`${t('member.loadFailed')} ${t(loadErrorKey)}`}
        retryLabel={t('member.retry')}
        onRetry={() => void loadLimits()}
      />
    );
  }
  if (!state) return null;

  const slot = (kind: LimitKind, period: Limit['period']) =>
    state.limits.find((limit) => limit.kind === kind && limit.period === period);
  const hours = formatNumber(state.coolingOffHours, pageDates(lang).locale);

  function submit(event: FormEvent) {
    event.preventDefault();
    void saveLimits();
  }

  return (
    <section aria-labelledby={titleId} className="grid max-w-xl gap-4">
      <h2 id={titleId} className="font-semibold text-lg">
        {t('limits.title')}
      </h2>
      <p>{t('limits.intro', { hours })}</p>
      <p className="text-sm opacity-80">{t('limits.rules')}</p>
      <form className="grid gap-4" noValidate onSubmit={submit}>
        {MONEY_LIMIT_KINDS.map((kind) => (
          <fieldset key={kind} className="grid gap-3 rounded-box border border-base-300 p-3">
            <legend className="px-1 font-semibold">{t(`limits.kinds.${kind}`)}</legend>
            <p className="text-sm opacity-80">
              {t('limits.empty')} {t('limits.maximum', { max: isolatedMoney(state.moneyMaximum, lang) })}
            </p>
            {MONEY_LIMIT_PERIODS.map((period) => {
              const limit = slot(kind, period);
              return limit ? <LimitField key={period} t={t} lang={lang} limit={limit} /> : null;
            })}
          </fieldset>
        ))}
        <fieldset className="grid gap-3 rounded-box border border-base-300 p-3">
          <legend className="px-1 font-semibold">{t('limits.kinds.session')}</legend>
          <p className="text-sm opacity-80">
            {t('limits.empty')}{' '}
            {t('limits.maximum', {
              max: t('limits.minutesValue', {
                minutes: formatNumber(state.sessionMaximumMinutes, pageDates(lang).locale),
              }),
            })}
          </p>
          {slot('session', 'session') && <LimitField t={t} lang={lang} limit={slot('session', 'session') as Limit} />}
        </fieldset>
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
        <button type="submit" className="btn btn-primary justify-self-start" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('limits.save')}
        </button>
      </form>
    </section>
  );
}

function LimitField({ t, lang, limit }: { t: TFunction; lang: LanguageCode; limit: Limit }) {
  const { drafts, fieldErrors } = useStore($limits);
  const inputId = useId();
  const noteId = useId();
  const errorId = useId();
  const id = slotId(limit.kind, limit.period);
  const error = fieldErrors[id];
  const dates = pageDates(lang);
  const session = limit.kind === 'session';
  const valueText = (value: number) =>
    session ? t('limits.minutesValue', { minutes: formatNumber(value, dates.locale) }) : isolatedMoney(value, lang);

  return (
    <div className="grid gap-1">
      <label className="label-text" htmlFor={inputId}>
        {session ? t('limits.periods.session') : t(`limits.periods.${limit.period}`)}
      </label>
      <input
        id={inputId}
        type="text"
        inputMode={session ? 'numeric' : 'decimal'}
        autoComplete="off"
        className={`input input-bordered w-full ${error ? 'input-error' : ''}`}
        value={drafts[id] ?? ''}
        onChange={(event) => setDraft(limit.kind, limit.period, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${noteId} ${errorId}` : noteId}
      />
      <p id={noteId} className="text-xs opacity-80">
        {session
          ? t('limits.usedMinutes', { minutes: formatNumber(limit.used, dates.locale) })
          : t('limits.used', {
              used: isolatedMoney(limit.used, lang),
              date: formatDateTime(limit.resetsAt ?? '', dates),
            })}
        {limit.pending && (
          <span className="block font-semibold">
            {limit.pending.value === null
              ? t('limits.pendingRemove', { date: formatDateTime(limit.pending.appliesAt, dates) })
              : t('limits.pending', {
                  value: valueText(limit.pending.value),
                  date: formatDateTime(limit.pending.appliesAt, dates),
                })}
          </span>
        )}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-error text-sm">
          {t(error)}
        </p>
      )}
    </div>
  );
}
