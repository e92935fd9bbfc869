/**
 * The points mall (/pointMall/): the member's points, the exchange-rate table, the items to redeem, converting points
 * to cash, the redeem history and the points transactions. Protected like a member-centre page (a visitor goes to
 * /login, a trial user is told to register); where the merchant's PTSYS3 flag is off the page only says the mall is not
 * available and asks the platform nothing.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { MemberPageGate } from '../../../components/ui/MemberPageGate';
import { PaymentPasswordForm } from '../../../components/ui/PaymentPasswordForm';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import type { LanguageCode } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';
import { openDialog } from '../../../stores/dialogs';
import { wakeApp } from '../../../stores/member-page';
import { $paymentPasswordSet, loadPaymentPasswordStatus } from '../../../stores/payment-password';
import { $isTrial } from '../../../stores/session';
import { $flags } from '../../../stores/whitelabel';
import { $points, loadPoints } from '../stores/points';
import { ConvertForm } from './ConvertForm';
import { PointsHistory } from './PointsHistory';
import { PointsItems } from './PointsItems';
import { PointsOverview } from './PointsOverview';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function PointMallPage({ lang, checkingLabel }: Props) {
  // money: the transaction password form; games: the game type names (games.types.*)
  const t = useTranslations('points', 'money', 'games', 'errors');
  const enabled = useStore($flags).PTSYS3;
  const isTrial = useStore($isTrial);
  // The app island loads the platform's whitelabel flags, which may differ from the tenant file's defaults.
  useEffect(() => wakeApp(), []);
  if (!enabled) {
    return (
      <p role="note" className="alert max-w-xl">
        {t ? t('points.unavailable') : checkingLabel}
      </p>
    );
  }
  return (
    <MemberPageGate
      lang={lang}
      checkingLabel={checkingLabel}
      t={t}
      loadFailedKey="points.loadFailed"
      retryKey="points.retry"
    >
      {(_member, t) => (isTrial ? <TrialNotice t={t} /> : <PointMall t={t} lang={lang} />)}
    </MemberPageGate>
  );
}

function PointMall({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const state = useStore($points);
  const passwordSet = useStore($paymentPasswordSet);
  useEffect(() => {
    void loadPoints();
    void loadPaymentPasswordStatus();
  }, []);

  if (!state.data) {
    if (state.errorKey) {
      return (
        <RetryAlert
          message={`${t('points.loadFailed')} ${t(state.errorKey)}`}
          retryLabel={t('points.retry')}
          busy={state.loading}
          onRetry={() => void loadPoints()}
        />
      );
    }
    return (
      <p role="status" className="flex items-center gap-2 opacity-80">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        {t('points.loading')}
      </p>
    );
  }
  const { data } = state;
  return (
    <div className="grid max-w-3xl gap-6">
      <PointsOverview t={t} lang={lang} data={data} />
      {passwordSet === false && <PaymentPasswordForm t={t} />}
      <PointsItems t={t} lang={lang} data={data} />
      <ConvertForm t={t} lang={lang} data={data} />
      <PointsHistory t={t} lang={lang} data={data} />
    </div>
  );
}

/** A trial user is told to register a real account first. */
function TrialNotice({ t }: { t: TFunction }) {
  return (
    <section className="card max-w-xl bg-base-200 shadow-sm" aria-labelledby="points-trial-title">
      <div className="card-body gap-3">
        <h2 id="points-trial-title" className="font-semibold text-lg">
          {t('points.trial.title')}
        </h2>
        <p role="note">{t('errors.trial_user_blocked')}</p>
        <div>
          <button type="button" className="btn btn-primary" onClick={() => openDialog('register')}>
            {t('points.trial.register')}
          </button>
        </div>
      </div>
    </section>
  );
}
