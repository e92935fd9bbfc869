/**
 * Member centre personalProfit (personal profit and loss): a period (presets or a custom range), a bar chart
 * and a table of settled bets per game type — bets, stake, valid bet, win and profit — with their total.
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import type { ProfitRow } from '../../../api/calls/bets/bet-record';
import { Money } from '../../../components/ui/Money';
import { PeriodFields } from '../../../components/ui/PeriodFields';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { formatNumber, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { formatMemberBalance } from '../../../stores/member-money';
import type { Period } from '../../../stores/record-period';
import { $profit, loadProfit, profitBars } from '../stores/profit';
import { BetsGate } from './BetsGate';
import { BetTotals, profitClass } from './BetTotals';
import { gameTypeLabel } from './labels';
import { ProfitChart } from './ProfitChart';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function ProfitPage({ lang, checkingLabel }: Props) {
  return (
    <BetsGate lang={lang} checkingLabel={checkingLabel}>
      {(t) => <Profit t={t} lang={lang} />}
    </BetsGate>
  );
}

function Profit({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const state = useStore($profit);
  const [draft, setDraft] = useState<Period>(state.period);

  useEffect(() => {
    void loadProfit($profit.get().period);
  }, []);

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    void loadProfit(draft);
  };
  const report = state.report;
  const typeLabel = gameTypeLabel(t);
  const chartLabel = report
    ? [
        t('bets.profit.chart'),
        ...report.rows.map((row) => `${typeLabel(row.gameType)} ${formatMemberBalance(row.profit / 100, lang)}`),
      ].join('; ')
    : '';

  return (
    <div className="grid max-w-4xl gap-4">
      <form className="flex flex-wrap items-end gap-2" onSubmit={apply} aria-label={t('bets.filter.label')}>
        <PeriodFields t={t} keyPrefix="bets.filter" idPrefix="profit" period={draft} onChange={setDraft} />
        <button type="submit" className="btn btn-sm btn-primary" disabled={state.loading}>
          {t('bets.filter.apply')}
        </button>
      </form>
      {state.errorKey && (
        <p role="alert" className="text-error text-sm">
          {t(state.errorKey)}
        </p>
      )}
      {report && <BetTotals t={t} lang={lang} totals={report.total} id="profit-total" title={t('bets.profit.total')} />}
      {report && report.rows.length === 0 && <p className="text-sm opacity-80">{t('bets.empty')}</p>}
      {report && report.rows.length > 0 && (
        <>
          <ProfitChart bars={profitBars(report.rows)} label={chartLabel} typeLabel={typeLabel} />
          <ProfitTable t={t} lang={lang} rows={report.rows} />
        </>
      )}
    </div>
  );
}

const COLUMNS = ['bets', 'stake', 'validBet', 'win', 'profit'] as const;

function ProfitTable({ t, lang, rows }: { t: TFunction; lang: LanguageCode; rows: ProfitRow[] }) {
  return (
    <ScrollRegion labelledBy="profit-table-caption">
      <table className="table table-sm">
        <caption id="profit-table-caption" className="text-start font-semibold">
          {t('bets.profit.byType')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('bets.columns.gameType')}</th>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className="text-end">
                {t(`bets.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.gameType} data-game-type={row.gameType}>
              <th scope="row">{gameTypeLabel(t)(row.gameType)}</th>
              <td className="text-end">
                <bdi dir="ltr">{formatNumber(row.bets, intlLocale(lang, tenant.country))}</bdi>
              </td>
              <td className="text-end">
                <Money minor={row.stake} lang={lang} />
              </td>
              <td className="text-end">
                <Money minor={row.validBet} lang={lang} />
              </td>
              <td className="text-end">
                <Money minor={row.win} lang={lang} />
              </td>
              <td className="text-end">
                <Money minor={row.profit} lang={lang} className={profitClass(row.profit)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
