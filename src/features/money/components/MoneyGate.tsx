/**
 * What every money page shows before its content: "checking" until the session is known, /login for a
 * visitor or an expired token, a retry when the member did not load, and for a trial user the protected-
 * action notice (spec §4, §6: register a real account first) instead of any money action.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import { useTranslations } from '../../../i18n/use-translations';
import { openDialog } from '../../../stores/dialogs';
import { $memberReload, memberPageState, reloadMember, wakeApp } from '../../../stores/member-page';
import { $isTrial, $member, $sessionStatus } from '../../../stores/session';

interface Props {
  lang: LanguageCode;
  /** Server-translated: shown in the static HTML until the member is known. */
  checkingLabel: string;
  /** The page itself, once a member (not a trial user) is signed in. */
  children: (t: TFunction) => ReactNode;
}

export function MoneyGate({ lang, checkingLabel, children }: Props) {
  const t = useTranslations('money', 'errors');
  const [hydrated, setHydrated] = useState(false);
  const status = useStore($sessionStatus);
  const member = useStore($member);
  const isTrial = useStore($isTrial);
  const reload = useStore($memberReload);
  const shownMember = useRef(false);
  if (member) shownMember.current = true;
  const state = memberPageState(status, member !== null, shownMember.current);

  useEffect(() => {
    setHydrated(true);
    wakeApp();
  }, []);
  useEffect(() => {
    if (state === 'to-login') location.replace(localePath(lang, '/login/'));
  }, [state, lang]);

  if (!hydrated || !t || state === 'checking' || state === 'to-login') {
    return (
      <p role="status" className="flex items-center gap-2 opacity-80">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        {checkingLabel}
      </p>
    );
  }
  if (state === 'unavailable' || !member) {
    const reason = reload.errorKey ? ` ${t(reload.errorKey)}` : '';
    return (
      <RetryAlert
        message={`${t('money.common.loadFailed')}${reason}`}
        retryLabel={t('money.common.retry')}
        busy={reload.busy}
        onRetry={() => void reloadMember()}
      />
    );
  }
  if (isTrial) {
    return (
      <section className="card max-w-xl bg-base-200 shadow-sm" aria-labelledby="money-trial-title">
        <div className="card-body gap-3">
          <h2 id="money-trial-title" className="font-semibold text-lg">
            {t('money.trial.title')}
          </h2>
          <p role="note">{t('errors.trial_user_blocked')}</p>
          <div>
            <button type="button" className="btn btn-primary" onClick={() => openDialog('register')}>
              {t('money.trial.register')}
            </button>
          </div>
        </div>
      </section>
    );
  }
  return <>{children(t)}</>;
}
