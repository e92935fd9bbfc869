/**
 * The member centre's responsible-gaming page: the limits the player sets (PlayerLimits.tsx), the reality check's
 * interval (RealityCheckChoice.tsx), and a time-out or a
 * self-exclusion for one of the merchant's periods, confirmed in a dialog that says what will happen and asks for
 * the sign-in password; then the running break with its end date, and the way to withdraw the balance (which stays
 * open during a break).
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  breakForfeitsBonuses,
  type ExclusionKind,
  type ExclusionPeriod,
  exclusionEnd,
} from '../../../api/calls/responsible-gaming/exclusion';
import { Dialog } from '../../../components/ui/Dialog';
import { MemberPageGate } from '../../../components/ui/MemberPageGate';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { localePath } from '../../../i18n/paths';
import { useTranslations } from '../../../i18n/use-translations';
import { $exclusion, loadExclusion, periodParts, takeExclusion } from '../stores/exclusion';
import { PlayerLimits } from './PlayerLimits';
import { RealityCheckChoice } from './RealityCheckChoice';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function ResponsibleGamingPage({ lang, checkingLabel }: Props) {
  const t = useTranslations('member', 'errors', 'limits');
  return (
    <MemberPageGate
      lang={lang}
      checkingLabel={checkingLabel}
      t={t}
      loadFailedKey="member.loadFailed"
      retryKey="member.retry"
    >
      {(_member, t) => (
        <div className="grid gap-8">
          <PlayerLimits t={t} lang={lang} />
          <RealityCheckChoice t={t} lang={lang} />
          <Breaks t={t} lang={lang} />
        </div>
      )}
    </MemberPageGate>
  );
}

interface Choice {
  kind: ExclusionKind;
  period: ExclusionPeriod;
}

function Breaks({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const { state, loadErrorKey } = useStore($exclusion);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    void loadExclusion();
  }, []);

  const periodLabel = (period: ExclusionPeriod) => {
    const { count, unit } = periodParts(period);
    return t(`member.responsibleGaming.units.${unit}`, { n: formatNumber(count, pageDates(lang).locale) });
  };
  const date = (value: Date | string) => formatDateTime(value, pageDates(lang));

  if (loadErrorKey) {
    return (
      <RetryAlert
        message={`${t('member.loadFailed')} ${t(loadErrorKey)}`}
        retryLabel={t('member.retry')}
        onRetry={() => void loadExclusion()}
      />
    );
  }
  if (!state) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm opacity-80">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        {t('member.checking')}
      </p>
    );
  }
  if (state.current) {
    return (
      <section role="status" className="grid max-w-xl gap-3 rounded-box bg-base-200 p-4">
        <h2 className="font-semibold text-lg">{t(`member.responsibleGaming.kinds.${state.current.kind}`)}</h2>
        <p>{t('member.responsibleGaming.until', { date: date(state.current.endsAt) })}</p>
        <p className="text-sm opacity-80">{t('member.responsibleGaming.runningNote')}</p>
        <a className="btn btn-primary btn-sm justify-self-start" href={localePath(lang, '/member/withdraw/')}>
          {t('member.responsibleGaming.withdraw')}
        </a>
      </section>
    );
  }

  const groups: { kind: ExclusionKind; periods: readonly ExclusionPeriod[] }[] = [
    { kind: 'time-out', periods: state.timeOutPeriods },
    { kind: 'self-exclusion', periods: state.selfExclusionPeriods },
  ];
  return (
    <div className="grid max-w-xl gap-4">
      <p>{t('member.responsibleGaming.intro')}</p>
      {groups.map(({ kind, periods }) => (
        <fieldset key={kind} className="grid gap-2 rounded-box border border-base-300 p-3">
          <legend className="px-1 font-semibold">{t(`member.responsibleGaming.kinds.${kind}`)}</legend>
          <p className="text-sm opacity-80">{t(`member.responsibleGaming.hints.${kind}`)}</p>
          <div className="flex flex-wrap gap-3">
            {periods.map((period) => (
              <label key={period} className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name="responsible-gaming-period"
                  className="radio radio-sm"
                  checked={choice?.kind === kind && choice.period === period}
                  onChange={() => setChoice({ kind, period })}
                />
                <span>{periodLabel(period)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-primary justify-self-start"
        disabled={!choice}
        onClick={() => setConfirming(true)}
      >
        {t('member.responsibleGaming.take')}
      </button>
      {choice && (
        <ConfirmBreak
          t={t}
          open={confirming}
          onClose={() => setConfirming(false)}
          choice={choice}
          what={`${t(`member.responsibleGaming.kinds.${choice.kind}`)}: ${periodLabel(choice.period)}`}
          endsAbout={date(exclusionEnd(new Date(), choice.period))}
        />
      )}
    </div>
  );
}

interface ConfirmProps {
  t: TFunction;
  open: boolean;
  onClose: () => void;
  choice: Choice;
  what: string;
  endsAbout: string;
}

function ConfirmBreak({ t, open, onClose, choice, what, endsAbout }: ConfirmProps) {
  const { busy, takeErrorKey } = useStore($exclusion);
  const [password, setPassword] = useState('');
  const passwordId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await takeExclusion(choice.kind, choice.period, password)) onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('member.responsibleGaming.confirmTitle')}
      closeLabel={t('member.responsibleGaming.cancel')}
      size="sm"
    >
      <form className="grid gap-3" noValidate onSubmit={submit}>
        <p className="font-semibold">{what}</p>
        <p>{t('member.responsibleGaming.confirmText', { date: endsAbout })}</p>
        {breakForfeitsBonuses(tenant.responsibleGaming.forfeitBonuses, choice.kind) && (
          <p>{t('member.responsibleGaming.forfeitNote')}</p>
        )}
        <label className="form-control grid gap-1" htmlFor={passwordId}>
          <span className="label-text">{t('member.responsibleGaming.password')}</span>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            className="input input-bordered w-full"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </label>
        {takeErrorKey && (
          <p role="alert" className="text-error text-sm">
            {t(takeErrorKey)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('member.responsibleGaming.cancel')}
          </button>
          <button type="submit" className="btn btn-error" disabled={busy || !password}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('member.responsibleGaming.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
