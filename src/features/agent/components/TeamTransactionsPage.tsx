/**
 * agentDownlineTransactionDetailsCopy (account details): every wallet movement of the downline — deposits,
 * withdrawals, transfers, bets, wins, bonuses … — by period, member and kind, with the credits and debits of
 * the whole filter, paged, and as CSV.
 */
import { RECORD_KINDS } from '../../../api/calls/money/account-record';
import { Money } from '../../../components/ui/Money';
import { formatDateTime } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { teamTransactionsCsv, teamTransactionsReport } from '../stores/reports';
import { AgentGate } from './AgentGate';
import { Figures, profitClass, Report, Time } from './report-parts';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

const COLUMNS = ['time', 'username', 'kind', 'amount', 'balanceAfter'];

export default function TeamTransactionsPage({ lang, checkingLabel }: Props) {
  return (
    <AgentGate lang={lang} checkingLabel={checkingLabel} namespaces={['money']}>
      {(_member, t) => {
        const kindLabel = (kind: string) => t(`money.history.kinds.${kind}`, { defaultValue: kind });
        return (
          <Report
            t={t}
            lang={lang}
            id="team-moves"
            report={teamTransactionsReport}
            filters={{ username: true, kinds: RECORD_KINDS.map((value) => ({ value, label: kindLabel(value) })) }}
            fileName="account-details"
            csv={(rows) =>
              teamTransactionsCsv(rows, {
                header: COLUMNS.map((key) => t(`team.columns.${key}`)),
                time: (iso: string) => formatDateTime(iso, pageDates(lang)),
                label: kindLabel,
              })
            }
            totals={(totals) => (
              <Figures
                lang={lang}
                className="grid grid-cols-2 gap-x-4 gap-y-1"
                figures={[
                  { key: 'credits', label: t('team.moves.credits'), value: totals.credits },
                  { key: 'debits', label: t('team.moves.debits'), value: totals.debits },
                ]}
              />
            )}
            rows={(rows) => (
              <ul className="grid gap-2" aria-label={t('team.moves.rows')}>
                {rows.map((row) => (
                  <li
                    key={row.id}
                    className="grid gap-1 rounded-box bg-base-200 p-3 text-sm"
                    data-member={row.username}
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold">
                        <bdi dir="ltr">{row.username}</bdi> · {kindLabel(row.kind)}
                        {row.vendor && (
                          <>
                            {' '}
                            · <bdi dir="ltr">{row.vendor}</bdi>
                          </>
                        )}
                      </span>
                      <Money minor={row.amount} lang={lang} className={profitClass(row.amount)} />
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <Time iso={row.time} lang={lang} />
                      <span className="text-xs opacity-80">
                        {t('team.columns.balanceAfter')}: <Money minor={row.balanceAfter} lang={lang} />
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          />
        );
      }}
    </AgentGate>
  );
}
