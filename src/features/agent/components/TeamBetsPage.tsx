/**
 * personalHistoryCopy in the agent centre (team betting): every bet of the agent's whole downline — or of one
 * member and their own downline — by period and game type, with the totals of the settled bets, paged, and as
 * CSV.
 */
import type { TFunction } from 'i18next';
import type { TeamBetRow } from '../../../api/calls/agents/team';
import { CopyButton } from '../../../components/ui/CopyButton';
import { Money } from '../../../components/ui/Money';
import { formatDateTime } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { gameNameOf } from '../../../stores/game-names';
import { teamBetsCsv, teamBetsReport } from '../stores/reports';
import { AgentGate } from './AgentGate';
import { Figures, gameTypeLabel, profitClass, Report, Time } from './report-parts';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

const STATUS_CLASS = { open: 'badge-warning', settled: 'badge-ghost', rolled_back: 'badge-info' } as const;
const COLUMNS = [
  'time',
  'username',
  'gameType',
  'vendor',
  'game',
  'round',
  'stake',
  'validBet',
  'win',
  'profit',
  'status',
];

export default function TeamBetsPage({ lang, checkingLabel }: Props) {
  return (
    <AgentGate lang={lang} checkingLabel={checkingLabel} namespaces={['games', 'bets']}>
      {(_member, t) => (
        <Report
          t={t}
          lang={lang}
          id="team-bets"
          report={teamBetsReport}
          filters={{ username: true, gameType: true }}
          fileName="team-betting"
          csv={(rows) =>
            teamBetsCsv(rows, {
              header: COLUMNS.map((key) => t(`team.columns.${key}`)),
              time: (iso: string) => formatDateTime(iso, pageDates(lang)),
              label: (code) => (code in STATUS_CLASS ? t(`team.status.${code}`) : gameTypeLabel(t)(code)),
              gameName: (row) => gameNameOf(t, row),
            })
          }
          totals={(totals) => (
            <Figures
              lang={lang}
              figures={[
                { key: 'bets', label: t('team.columns.bets'), value: totals.bets, count: true },
                { key: 'stake', label: t('team.columns.stake'), value: totals.stake },
                { key: 'validBet', label: t('team.columns.validBet'), value: totals.validBet },
                { key: 'win', label: t('team.columns.win'), value: totals.win },
                { key: 'profit', label: t('team.columns.profit'), value: totals.profit, signed: true },
              ]}
            />
          )}
          rows={(rows) => (
            <ul className="grid gap-2" aria-label={t('team.bets.rows')}>
              {rows.map((row) => (
                <BetItem key={row.id} row={row} t={t} lang={lang} />
              ))}
            </ul>
          )}
        />
      )}
    </AgentGate>
  );
}

function BetItem({ row, t, lang }: { row: TeamBetRow; t: TFunction; lang: LanguageCode }) {
  const amounts = [
    ['stake', row.stake],
    ['validBet', row.validBet],
    ['win', row.win],
  ] as const;
  return (
    <li className="grid gap-1 rounded-box bg-base-200 p-3 text-sm" data-round-id={row.roundId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          <bdi dir="ltr">{row.username}</bdi> · {gameTypeLabel(t)(row.gameType)} · <bdi dir="ltr">{row.vendor}</bdi> ·{' '}
          <bdi>{gameNameOf(t, row)}</bdi>
        </span>
        <span className={`badge badge-sm ${STATUS_CLASS[row.status]}`}>{t(`team.status.${row.status}`)}</span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
        {amounts.map(([key, minor]) => (
          <div key={key} className="flex gap-1">
            <dt className="opacity-80">{t(`team.columns.${key}`)}:</dt>
            <dd>
              <Money minor={minor} lang={lang} />
            </dd>
          </div>
        ))}
        <div className="flex gap-1">
          <dt className="opacity-80">{t('team.columns.profit')}:</dt>
          <dd>
            {row.status === 'settled' ? (
              <Money minor={row.profit} lang={lang} className={profitClass(row.profit)} />
            ) : (
              <span className="opacity-80">{t('team.bets.noResult')}</span>
            )}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Time iso={row.time} lang={lang} />
        {/* The vendor's round id is for support, not for reading: behind a button that copies it. */}
        <CopyButton
          text={row.roundId}
          label={t('bets.copyRound')}
          copiedLabel={t('bets.copied')}
          name={`${t('bets.copyRound')} · ${row.username} · ${formatDateTime(row.time, pageDates(lang))}`}
        />
      </div>
    </li>
  );
}
