/** The period's leaderboard by turnover: the top players (masked names), the player's own row and rank marked. */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import type { MissionPeriod } from '../../../api/calls/missions/missions';
import { Money } from '../../../components/ui/Money';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import type { LanguageCode } from '../../../i18n/languages';
import { $leaderboards, loadLeaderboard } from '../stores/missions';

interface Props {
  period: MissionPeriod;
  t: TFunction;
  lang: LanguageCode;
  formatCount: (value: number) => string;
}

export function LeaderboardTable({ period, t, lang, formatCount }: Props) {
  const state = useStore($leaderboards)[period];
  const board = state?.value;
  return (
    <section aria-labelledby="leaderboard-heading" className="grid gap-2">
      <h2 id="leaderboard-heading" className="font-semibold text-lg">
        {t(`missions.leaderboard.${period}`)}
      </h2>
      {state?.errorKey && (
        <RetryAlert
          message={`${t('missions.loadFailed')} ${t(state.errorKey)}`}
          retryLabel={t('missions.retry')}
          busy={state.loading}
          onRetry={() => void loadLeaderboard(period)}
        />
      )}
      {board && (
        <p data-own-rank className="text-sm">
          {board.own.rank === null ? (
            t('missions.leaderboard.unranked')
          ) : (
            <>
              {t('missions.leaderboard.yourRank', { rank: formatCount(board.own.rank) })} ·{' '}
              {t('missions.leaderboard.turnover')}: <Money minor={board.own.turnover} lang={lang} />
            </>
          )}
        </p>
      )}
      {board && board.rows.length === 0 && <p className="text-sm opacity-80">{t('missions.leaderboard.empty')}</p>}
      {board && board.rows.length > 0 && (
        <ScrollRegion label={t(`missions.leaderboard.${period}`)}>
          <table className="table table-sm">
            <caption className="sr-only">{t(`missions.leaderboard.${period}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('missions.leaderboard.rank')}</th>
                <th scope="col">{t('missions.leaderboard.player')}</th>
                <th scope="col" className="text-end">
                  {t('missions.leaderboard.turnover')}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.rows.map((row) => (
                <tr
                  key={row.rank}
                  aria-current={row.self ? 'true' : undefined}
                  data-self={row.self || undefined}
                  className={row.self ? 'bg-primary font-bold text-primary-content' : undefined}
                >
                  <td>{formatCount(row.rank)}</td>
                  <td>
                    <bdi dir="ltr">{row.name}</bdi>
                    {row.self && <span className="ms-1">({t('missions.leaderboard.you')})</span>}
                  </td>
                  <td className="text-end">
                    <Money minor={row.turnover} lang={lang} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
