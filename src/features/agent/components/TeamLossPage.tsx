/**
 * palStatementsAgentCopy (downline loss): the settled bets of the downline summed per member — bets, stake,
 * valid bet, win and profit — biggest loss first, with the team's totals, paged, and as CSV.
 */
import type { LanguageCode } from '../../../i18n/languages';
import { teamLossCsv, teamLossReport } from '../stores/reports';
import { AgentGate } from './AgentGate';
import { Figures, gameTypeLabel, Report } from './report-parts';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

const COLUMNS = ['username', 'level', 'bets', 'stake', 'validBet', 'win', 'profit'];

export default function TeamLossPage({ lang, checkingLabel }: Props) {
  return (
    <AgentGate lang={lang} checkingLabel={checkingLabel} namespaces={['games']}>
      {(_member, t) => (
        <Report
          t={t}
          lang={lang}
          id="team-loss"
          report={teamLossReport}
          filters={{ username: true, gameType: true }}
          fileName="downline-loss"
          csv={(rows) =>
            teamLossCsv(rows, {
              header: COLUMNS.map((key) => t(`team.columns.${key}`)),
              time: (iso) => iso,
              label: gameTypeLabel(t),
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
            <ul className="grid gap-2" aria-label={t('team.loss.rows')}>
              {rows.map((row) => (
                <li
                  key={row.username}
                  className="grid gap-1 rounded-box bg-base-200 p-3 text-sm"
                  data-member={row.username}
                >
                  <p className="font-semibold">
                    <bdi dir="ltr">{row.username}</bdi>{' '}
                    <span className="badge badge-sm badge-ghost">{t('team.levelOf', { level: row.level })}</span>
                  </p>
                  <Figures
                    lang={lang}
                    className="grid grid-cols-2 gap-x-4 sm:grid-cols-5"
                    figures={[
                      { key: 'bets', label: t('team.columns.bets'), value: row.bets, count: true },
                      { key: 'stake', label: t('team.columns.stake'), value: row.stake },
                      { key: 'validBet', label: t('team.columns.validBet'), value: row.validBet },
                      { key: 'win', label: t('team.columns.win'), value: row.win },
                      { key: 'profit', label: t('team.columns.profit'), value: row.profit, signed: true },
                    ]}
                  />
                </li>
              ))}
            </ul>
          )}
        />
      )}
    </AgentGate>
  );
}
