/**
 * The agent centre's bar on every page: the nickname, a live clock with the GMT offset (ticking every
 * second) and sign out. It carries the agent gate, so every page of the centre — the reused member
 * pages too — sends a non-agent to /agent.
 */
import type { LanguageCode } from '../../../i18n/languages';
import { openDialog } from '../../../stores/dialogs';
import { AgentClock } from './AgentClock';
import { AgentGate } from './AgentGate';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function AgentBar({ lang, checkingLabel }: Props) {
  return (
    <AgentGate lang={lang} checkingLabel={checkingLabel}>
      {(member, t) => (
        <section
          className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-box bg-base-200 px-3 py-2 text-sm"
          aria-label={t('team.bar.label')}
        >
          <p className="font-semibold">{t('agent.home.welcome', { nickname: member.nickname })}</p>
          <dl className="flex flex-wrap items-center gap-x-2 gap-y-1 [&_dd]:me-3">
            <AgentClock lang={lang} timeLabel={t('agent.home.localTime')} zoneLabel={t('agent.home.timeZone')} />
          </dl>
          <button type="button" className="btn btn-sm btn-outline ms-auto" onClick={() => openDialog('logout')}>
            {t('agent.home.signOut')}
          </button>
        </section>
      )}
    </AgentGate>
  );
}
