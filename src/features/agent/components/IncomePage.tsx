/**
 * agentRevenueReport (my income): the agent's own salary and dividend payments, as the contract settlement
 * posted them to the agent's wallet (ledger kinds agent_salary and agent_dividend), by period and kind, with
 * totals per kind, paged, and as CSV. Each payment names its settlement in words: the contract and its period.
 */
import { INCOME_KINDS, type IncomeRow } from '../../../api/calls/agents/team';
import { Money } from '../../../components/ui/Money';
import { formatDateTime } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
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
    <AgentGate lang={lang} checkingLabel={checkingLabel} namespaces={['money', 'contracts']}>
      {(_member, t) => {
        const kindLabel = (kind: string) => t(`money.history.kinds.${kind}`, { defaultValue: kind });
        // "real-time salary: 2026-12-05 18:05:00 – 2026-12-05 18:10:00", not the settlement's own memo.
        const settlementText = ({ settlement, memo }: IncomeRow) =>
          settlement
            ? t('team.income.settlement', {
                contract: t(`contracts.kinds.${settlement.contract}`),
                start: formatDateTime(settlement.periodStart, pageDates(lang)),
                end: formatDateTime(settlement.periodEnd, pageDates(lang)),
              })
            : (memo ?? '');
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
                time: (iso: string) => formatDateTime(iso, pageDates(lang)),
                label: kindLabel,
                settlement: settlementText,
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
                      <Time iso={row.time} lang={lang} />
                      {(row.settlement || row.memo) && (
                        <span className="text-xs opacity-80">{settlementText(row)}</span>
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
