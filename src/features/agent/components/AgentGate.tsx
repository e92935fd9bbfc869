/**
 * What every agent-centre page shows before its own content (a non-agent is redirected to /agent):
 * "checking" until the session is known, the agent login for a visitor whose token turned out invalid or for a
 * member who is not an agent, a retry when the member did not load; then the page, with its translations.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import { useTranslations } from '../../../i18n/use-translations';
import { $memberReload, reloadMember, wakeApp } from '../../../stores/member-page';
import { $isAgent, $member, $sessionStatus, type MemberInfo } from '../../../stores/session';
import { agentPageState } from '../stores/agent-gate';

interface Props {
  lang: LanguageCode;
  /** Server-translated: shown in the static HTML until the agent is known. */
  checkingLabel: string;
  /** Translation namespaces the page needs besides team, agent and errors. */
  namespaces?: string[];
  children: (member: MemberInfo, t: TFunction) => ReactNode;
}

export function AgentGate({ lang, checkingLabel, namespaces = [], children }: Props) {
  const t = useTranslations('team', 'agent', 'errors', ...namespaces);
  const [hydrated, setHydrated] = useState(false);
  const status = useStore($sessionStatus);
  const member = useStore($member);
  const isAgent = useStore($isAgent);
  const reload = useStore($memberReload);
  const shownAgent = useRef(false);
  if (member && isAgent) shownAgent.current = true;
  const state = agentPageState(status, member ? { isAgent } : null, shownAgent.current);

  useEffect(() => {
    setHydrated(true);
    wakeApp();
  }, []);
  useEffect(() => {
    if (state === 'to-agent-login') location.replace(localePath(lang, '/agent/'));
  }, [state, lang]);

  if (!hydrated || !t || state === 'checking' || state === 'to-agent-login') {
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
        message={`${t('team.loadFailed')}${reason}`}
        retryLabel={t('team.retry')}
        busy={reload.busy}
        onRetry={() => void reloadMember()}
      />
    );
  }
  return <>{children(member, t)}</>;
}
