/**
 * What every money page shows before its content: "checking" until the session is known, /login for a
 * visitor or an expired token, a retry when the member did not load, and for a trial user the protected-
 * action notice (register a real account first) instead of any money action.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { MemberPageGate } from '../../../components/ui/MemberPageGate';
import type { LanguageCode } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';
import { openDialog } from '../../../stores/dialogs';
import { $isTrial } from '../../../stores/session';

interface Props {
  lang: LanguageCode;
  /** Server-translated: shown in the static HTML until the member is known. */
  checkingLabel: string;
  /** The page itself, once a member (not a trial user) is signed in. */
  children: (t: TFunction) => ReactNode;
  /** Message namespaces the page needs beside money and errors. */
  namespaces?: string[];
}

export function MoneyGate({ lang, checkingLabel, children, namespaces = [] }: Props) {
  const t = useTranslations('money', 'errors', ...namespaces);
  const isTrial = useStore($isTrial);
  return (
    <MemberPageGate
      lang={lang}
      checkingLabel={checkingLabel}
      t={t}
      loadFailedKey="money.common.loadFailed"
      retryKey="money.common.retry"
    >
      {(_member, t) => (isTrial ? <TrialNotice t={t} /> : children(t))}
    </MemberPageGate>
  );
}

/** A trial user is told to register a real account first, with no money action. */
function TrialNotice({ t }: { t: TFunction }) {
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
