/**
 * What every member-centre page shows before its own content (the member centre and the money pages share
 * it): "checking" until the session is known, /login for a visitor or an expired token, a retry when the
 * member did not load. The page renders through `children` once the member and its translations are there.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { LanguageCode } from '../../i18n/languages';
import { localePath } from '../../i18n/paths';
import { $memberReload, memberPageState, reloadMember, wakeApp } from '../../stores/member-page';
import { $member, $sessionStatus, type MemberInfo } from '../../stores/session';
import { RetryAlert } from './RetryAlert';

interface Props {
  lang: LanguageCode;
  /** Server-translated: shown in the static HTML until the member is known. */
  checkingLabel: string;
  /** The page's translations (null while they load); they must include the `errors` namespace. */
  t: TFunction | null;
  /** Keys of the page's "could not load" message and its retry button. */
  loadFailedKey: string;
  retryKey: string;
  children: (member: MemberInfo, t: TFunction) => ReactNode;
}

export function MemberPageGate({ lang, checkingLabel, t, loadFailedKey, retryKey, children }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const status = useStore($sessionStatus);
  const member = useStore($member);
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
        message={`${t(loadFailedKey)}${reason}`}
        retryLabel={t(retryKey)}
        busy={reload.busy}
        onRetry={() => void reloadMember()}
      />
    );
  }
  return <>{children(member, t)}</>;
}
