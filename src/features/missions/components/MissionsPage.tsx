/**
 * Member centre missionLeaderboard: daily and weekly tabs, each with the period's missions (title, progress
 * bar, reward, a Claim button once complete) and the period's leaderboard by turnover, the player's own row
 * and rank highlighted. Stores decide (stores/missions.ts); this renders.
 */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { MISSION_PERIODS, type MissionPeriod } from '../../../api/calls/missions/missions';
import { MemberPageGate } from '../../../components/ui/MemberPageGate';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { formatDateTime, formatNumber, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { useTranslations } from '../../../i18n/use-translations';
import { $missions, $missionTab, loadLeaderboard, loadMissions, selectMissionTab } from '../stores/missions';
import { LeaderboardTable } from './LeaderboardTable';
import { MissionCard } from './MissionCard';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function MissionsPage({ lang, checkingLabel }: Props) {
  // games: the game type names the lobby already translates (games.types.*)
  const t = useTranslations('missions', 'games', 'errors');
  return (
    <MemberPageGate
      lang={lang}
      checkingLabel={checkingLabel}
      t={t}
      loadFailedKey="missions.loadFailed"
      retryKey="missions.retry"
    >
      {(_member, t) => <Missions t={t} lang={lang} />}
    </MemberPageGate>
  );
}

function Missions({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const tab = useStore($missionTab);
  const state = useStore($missions);
  const tabs = useRef<Partial<Record<MissionPeriod, HTMLButtonElement | null>>>({});
  const formatCount = (value: number) => formatNumber(value, intlLocale(lang, tenant.country));

  useEffect(() => {
    void loadMissions();
    void loadLeaderboard($missionTab.get());
  }, []);

  // Arrow keys, Home and End move between the tabs (the tablist pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = MISSION_PERIODS.indexOf(tab);
    const last = MISSION_PERIODS.length - 1;
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (index + step + MISSION_PERIODS.length) % MISSION_PERIODS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    const period = MISSION_PERIODS[next] as MissionPeriod;
    void selectMissionTab(period);
    tabs.current[period]?.focus();
  };

  const current = state.periods?.find((period) => period.period === tab);
  return (
    <div className="grid max-w-3xl gap-4">
      <div role="tablist" aria-label={t('missions.tabs.label')} className="tabs tabs-box" onKeyDown={onKeyDown}>
        {MISSION_PERIODS.map((period) => (
          <button
            key={period}
            ref={(element) => {
              tabs.current[period] = element;
            }}
            id={`missions-tab-${period}`}
            type="button"
            role="tab"
            aria-selected={period === tab}
            aria-controls="missions-panel"
            tabIndex={period === tab ? 0 : -1}
            className={`tab flex-1 ${period === tab ? 'tab-active' : ''}`}
            onClick={() => void selectMissionTab(period)}
          >
            {t(`missions.tabs.${period}`)}
          </button>
        ))}
      </div>
      <div id="missions-panel" role="tabpanel" aria-labelledby={`missions-tab-${tab}`} className="grid gap-4">
        {state.errorKey && (
          <RetryAlert
            message={`${t('missions.loadFailed')} ${t(state.errorKey)}`}
            retryLabel={t('missions.retry')}
            busy={state.loading}
            onRetry={() => void loadMissions()}
          />
        )}
        {!current && state.loading && (
          <p role="status" className="flex items-center gap-2 opacity-80">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            {t('missions.loading')}
          </p>
        )}
        {current && (
          <section aria-labelledby="missions-heading" className="grid gap-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="missions-heading" className="font-semibold text-lg">
                {t(`missions.headings.${tab}`)}
              </h2>
              <p className="text-xs opacity-80">
                {t('missions.endsAt')} <bdi dir="ltr">{formatDateTime(current.end, pageDates(lang))}</bdi>
              </p>
            </div>
            {current.missions.length === 0 ? (
              <p className="text-sm opacity-80">{t('missions.none')}</p>
            ) : (
              <ul className="grid gap-2" aria-labelledby="missions-heading">
                {current.missions.map((mission) => (
                  <MissionCard
                    key={mission.id}
                    mission={mission}
                    periodKey={current.key}
                    t={t}
                    lang={lang}
                    formatCount={formatCount}
                  />
                ))}
              </ul>
            )}
          </section>
        )}
        <LeaderboardTable period={tab} t={t} lang={lang} formatCount={formatCount} />
      </div>
    </div>
  );
}
