/** One mission: its title, a progress bar (role progressbar, named by the title), its reward and its action. */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import type { Mission } from '../../../api/calls/missions/missions';
import { Money } from '../../../components/ui/Money';
import { formatPercent, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { formatMemberBalance } from '../../../stores/member-money';
import { missionTitle } from '../stores/mission-text';
import { $claims, $lastReward, claimMission, progressShare } from '../stores/missions';

interface Props {
  mission: Mission;
  periodKey: string;
  t: TFunction;
  lang: LanguageCode;
  formatCount: (value: number) => string;
}

export function MissionCard({ mission, periodKey, t, lang, formatCount }: Props) {
  const claim = useStore($claims)[mission.id];
  const lastReward = useStore($lastReward);
  const title = missionTitle(mission, formatCount, (type) => t(`games.types.${type}`, { defaultValue: type }));
  const titleId = `mission-${mission.id}`;
  const counts = mission.kind === 'rounds';
  const shown = Math.min(mission.progress, mission.target);
  const figure = (value: number) => (counts ? formatCount(value) : formatMemberBalance(value / 100, lang));
  const valueText = t('missions.progressOf', { progress: figure(mission.progress), target: figure(mission.target) });
  const percent = Math.round(progressShare(mission.progress, mission.target) * 100);

  return (
    <li
      className="grid gap-2 rounded-box bg-base-200 p-3 text-sm"
      data-mission-id={mission.id}
      data-state={mission.state}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {t(title.key, title.values)}
        </h3>
        <span className={`badge badge-sm ${STATE_CLASS[mission.state]}`}>{t(`missions.states.${mission.state}`)}</span>
      </div>
      <progress
        className={`progress w-full ${mission.state === 'in_progress' ? 'progress-primary' : 'progress-success'}`}
        value={shown}
        max={mission.target}
        aria-labelledby={titleId}
        aria-valuetext={valueText}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <bdi dir="ltr">{figure(mission.progress)}</bdi> / <bdi dir="ltr">{figure(mission.target)}</bdi>
          <span className="ms-1 opacity-80">({formatPercent(percent, intlLocale(lang, tenant.country))})</span>
        </span>
        <span>
          {t('missions.reward')}: <Money minor={mission.reward} lang={lang} className="font-semibold" />
        </span>
      </div>
      {mission.state === 'claimable' && (
        <button
          type="button"
          className="btn btn-sm btn-success justify-self-start"
          disabled={claim?.busy}
          aria-describedby={titleId}
          onClick={() => void claimMission(mission.id, periodKey)}
        >
          {claim?.busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t('missions.claim')}
        </button>
      )}
      {lastReward?.missionId === mission.id && mission.state === 'claimed' && (
        <p role="status" className="text-success">
          {t('missions.paid')} <Money minor={lastReward.reward} lang={lang} />
        </p>
      )}
      {claim?.errorKey && (
        <p role="alert" className="text-error">
          {t(claim.errorKey)}
        </p>
      )}
    </li>
  );
}

const STATE_CLASS = { in_progress: 'badge-ghost', claimable: 'badge-success', claimed: 'badge-info' } as const;
