/**
 * /member: the member centre's default page, my account (spec §2 "securityCenter"). Its static HTML says it
 * is checking the session; the app island starts the session (a ?token= query signs in), then this island
 * shows the member's account, avatar and password action, or a trial user's notice. A visitor, or a token
 * the platform no longer knows, goes to /login (the layout's route guard already catches a missing token).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import { useTranslations } from '../../../i18n/use-translations';
import { $memberReload, memberPageState, reloadMember, wakeApp } from '../../../stores/member-page';
import { $isAgent, $isTrial, $member, $sessionStatus } from '../../../stores/session';
import { memberKind } from '../member-kind';
import { AccountDetails } from './AccountDetails';
import { AvatarPicker } from './AvatarPicker';
import { PaymentPasswordSection } from './PaymentPasswordSection';
import { SecuritySection } from './SecuritySection';
import { TrialSection } from './TrialSection';

interface Props {
  lang: LanguageCode;
  /** Server-translated: shown in the static HTML until the member is known. */
  checkingLabel: string;
}

export default function SecurityCentre({ lang, checkingLabel }: Props) {
  const t = useTranslations('member', 'money', 'errors');
  const [hydrated, setHydrated] = useState(false);
  const status = useStore($sessionStatus);
  const member = useStore($member);
  const isAgent = useStore($isAgent);
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
        message={`${t('member.loadFailed')}${reason}`}
        retryLabel={t('member.retry')}
        busy={reload.busy}
        onRetry={() => void reloadMember()}
      />
    );
  }

  return (
    <div className="grid max-w-3xl gap-4">
      <AccountDetails t={t} member={member} kind={memberKind({ isTrial, isAgent })} />
      {isTrial ? (
        <TrialSection t={t} />
      ) : (
        <>
          <AvatarPicker key={member.id} t={t} member={member} />
          <SecuritySection t={t} />
          <PaymentPasswordSection t={t} />
        </>
      )}
    </div>
  );
}
