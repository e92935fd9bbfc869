/**
 * /agentHome for now (spec §2 "Agent centre"; its pages come in a later issue): the signed-in agent's
 * nickname and account, a live clock with the GMT offset, and sign out. A visitor whose token turned out
 * invalid, or a member who is not an agent, is sent to the agent login at /agent.
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import { useTranslations } from '../../../i18n/use-translations';
import { openDialog } from '../../../stores/dialogs';
import { $isAgent, $member, $sessionStatus } from '../../../stores/session';
import { AgentClock } from './AgentClock';

interface Props {
  lang: LanguageCode;
  /** Server-translated: shown in the static HTML until the member is known. */
  checkingLabel: string;
}

export default function AgentHome({ lang, checkingLabel }: Props) {
  const t = useTranslations('agent');
  const [hydrated, setHydrated] = useState(false);
  const status = useStore($sessionStatus);
  const member = useStore($member);
  const isAgent = useStore($isAgent);

  // Once an agent was shown, an anonymous state means sign-out, which goes home on its own.
  const shownAgent = useRef(false);
  if (member && isAgent) shownAgent.current = true;

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (shownAgent.current) return;
    if (status === 'anonymous' || (status === 'signed-in' && member && !isAgent)) {
      location.replace(localePath(lang, '/agent/'));
    }
  }, [status, member, isAgent, lang]);

  if (!hydrated || !t || !member || !isAgent) {
    return (
      <p role="status" className="flex items-center gap-2 opacity-80">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        {checkingLabel}
      </p>
    );
  }

  return (
    <section className="card max-w-xl bg-base-200 shadow" aria-labelledby="agent-welcome">
      <div className="card-body gap-4">
        <h2 id="agent-welcome" className="card-title text-2xl">
          {t('agent.home.welcome', { nickname: member.nickname })}
        </h2>
        <p className="opacity-90">{t('agent.home.signedIn', { brand: tenant.name })}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="opacity-70">{t('agent.home.account')}</dt>
          <dd className="font-medium" dir="ltr">
            {member.account}
          </dd>
          <AgentClock timeLabel={t('agent.home.localTime')} zoneLabel={t('agent.home.timeZone')} />
        </dl>
        <div className="card-actions justify-end">
          <button type="button" className="btn btn-primary" onClick={() => openDialog('logout')}>
            {t('agent.home.signOut')}
          </button>
        </div>
      </div>
    </section>
  );
}
