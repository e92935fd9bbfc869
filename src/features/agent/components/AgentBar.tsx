/**
 * The agent centre's bar on every page: the nickname, the agent's own balance (live, as the player's header
 * shows it, and the contracts with it), a live clock with the GMT offset (ticking every second), the transfer to a member and sign out. It
 * carries the agent gate, so every page of the centre — the reused member pages too — sends a non-agent to /agent,
 * and the transfer dialog, which the team list opens too.
 */
import { useEffect } from 'react';
import type { LanguageCode } from '../../../i18n/languages';
import { refreshBalance } from '../../../stores/balance';
import { openDialog } from '../../../stores/dialogs';
import { followBalance } from '../../../stores/live-balance';
import { followContracts } from '../../../stores/live-contracts';
import { openTransfer } from '../stores/downline-transfer';
import { AgentBalance } from './AgentBalance';
import { AgentClock } from './AgentClock';
import { AgentGate } from './AgentGate';
import { TransferDialog } from './TransferDialog';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function AgentBar({ lang, checkingLabel }: Props) {
  return (
    <AgentGate lang={lang} checkingLabel={checkingLabel} namespaces={['money']}>
      {(member, t) => (
        <>
          <section
            className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-box bg-base-200 px-3 py-2 text-sm"
            aria-label={t('team.bar.label')}
          >
            <FollowBalance />
            <p className="font-semibold">{t('agent.home.welcome', { nickname: member.nickname })}</p>
            <dl className="flex flex-wrap items-center gap-x-2 gap-y-1 [&_dd]:me-3">
              <dt className="opacity-80">{t('team.bar.balance')}</dt>
              <dd>
                <AgentBalance lang={lang} />
              </dd>
              <AgentClock lang={lang} timeLabel={t('agent.home.localTime')} zoneLabel={t('agent.home.timeZone')} />
            </dl>
            <div className="ms-auto flex flex-wrap gap-2">
              <button type="button" className="btn btn-sm btn-primary" onClick={() => openTransfer()}>
                {t('team.transfer.openBlank')}
              </button>
              <button type="button" className="btn btn-sm btn-outline" onClick={() => openDialog('logout')}>
                {t('agent.home.signOut')}
              </button>
            </div>
          </section>
          <TransferDialog t={t} lang={lang} />
        </>
      )}
    </AgentGate>
  );
}

/**
 * Loads the agent's balance once, then follows it and the agent's contracts (offers' answers, termination requests)
 * over the session event stream while the bar is shown.
 */
function FollowBalance() {
  useEffect(() => {
    void refreshBalance();
    const stopBalance = followBalance();
    const stopContracts = followContracts();
    return () => {
      stopBalance();
      stopContracts();
    };
  }, []);
  return null;
}
