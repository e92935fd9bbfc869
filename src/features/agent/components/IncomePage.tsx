/**
 * agentRevenueReport (my income): the agent's own salary and dividend payments, as the contract settlement
 * posted them to the agent's wallet (ledger kinds agent_salary and agent_dividend), by period and kind, with
 * totals per kind, paged, and as CSV.
 */
import { INCOME_KINDS } from '../../../api/contract/agents/team';
import { Money } from '../../../components/ui/Money';
import { formatDateTime } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { incomeCsv, incomeReport } from '../stores/reports';
import { AgentGate } from './AgentGate';
import { Figures, Report, Time } from './report-parts';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

const COLUMNS = ['time', 'kind', 'amount', 'balanceAfter', 'memo'];

export default function IncomePage({ lang, checkingLabel }: Props) {
  return (
    <AgentGate lang={lang} checkingLabel={checkingLabel} namespaces={['money']}>
      {(_member, t) => {
        const kindLabel = (kind: string) => t(`money.history.kinds.${kind}`, { defaultValue: kind });
        return (
          <Report
            t={t}
            lang={lang}
            id="income"
            report={incomeReport}
            filters={{ kinds: INCOME_KINDS.map((value) => ({ value, label: kindLabel(value) })) }}
            fileName="my-income"
            csv={(rows) =>
              incomeCsv(rows, {
                header: COLUMNS.map((key) => t(`team.columns.${key}`)),
                time: formatDateTime,
                label: kindLabel,
              })
            }
            totals={(totals) => (
              <Figures
                lang={lang}
                className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3"
                figures={[
                  { key: 'salary', label: kindLabel('agent_salary'), value: totals.salary },
                  { key: 'dividend', label: kindLabel('agent_dividend'), value: totals.dividend },
                  { key: 'total', label: t('team.income.total'), value: totals.total },
                ]}
              />
            )}
            rows={(rows) => (
              <ul className="grid gap-2" aria-label={t('team.income.rows')}>
                {rows.map((row) => (
                  <li key={row.id} className="grid gap-1 rounded-box bg-base-200 p-3 text-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold">{kindLabel(row.kind)}</span>
                      <Money minor={row.amount} lang={lang} className="font-semibold text-success" />
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <Time iso={row.time} />
                      {row.memo && (
                        <bdi dir="ltr" className="text-xs opacity-80">
                          {row.memo}
                        </bdi>
                      )}
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
