/**
 * agentTeamOverview (the agent centre's default page): team size, and for today, yesterday, this month and
 * last month the team's new and active members, deposits, withdrawals, valid bets, profit and loss, and the
 * agent's own commission; a small bar chart compares one chosen figure across the four periods.
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import type { OverviewFigures } from '../../../api/calls/agents/team';
import { Money } from '../../../components/ui/Money';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { formatMoney, formatNumber, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { $chartMetric, $overview, CHART_METRICS, type ChartMetric, chartBars, loadOverview } from '../stores/overview';
import { AgentGate } from './AgentGate';
import { profitClass } from './report-parts';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function TeamOverviewPage({ lang, checkingLabel }: Props) {
  return (
    <AgentGate lang={lang} checkingLabel={checkingLabel}>
      {(_member, t) => <Overview t={t} lang={lang} />}
    </AgentGate>
  );
}

const AMOUNTS = ['deposits', 'withdrawals', 'validBet', 'profit', 'commission'] as const;

function Overview({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const overview = useStore($overview);
  const metric = useStore($chartMetric);
  const locale = intlLocale(lang, tenant.country);
  const count = (n: number) => <bdi dir="ltr">{formatNumber(n, locale)}</bdi>;

  useEffect(() => {
    void loadOverview();
  }, []);

  if (overview.errorKey && !overview.data) {
    return (
      <RetryAlert
        message={`${t('team.loadFailed')} ${t(overview.errorKey)}`}
        retryLabel={t('team.retry')}
        busy={overview.loading}
        onRetry={() => void loadOverview()}
      />
    );
  }
  const data = overview.data;
  if (!data) {
    return (
      <p role="status" className="flex items-center gap-2 opacity-80">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        {t('team.loading')}
      </p>
    );
  }
  const periodName = (p: OverviewFigures['period']) => t(`team.overview.periods.${p}`);
  const bars = chartBars(data.periods, metric);
  const money = (minor: number) => formatMoney(minor / 100, { locale, currency: tenant.currency });
  const chartLabel = `${t('team.overview.chartTitle', { figure: t(`team.overview.figures.${metric}`) })}: ${bars
    .map((bar) => `${periodName(bar.period)} ${money(bar.value)}`)
    .join(', ')}`;

  return (
    <div className="grid gap-4">
      <section aria-labelledby="team-size" className="grid gap-2">
        <h2 id="team-size" className="font-semibold text-lg">
          {t('team.overview.teamSize')}
        </h2>
        <dl className="grid grid-cols-2 gap-2 sm:max-w-md">
          <div className="rounded-box bg-base-200 p-3" data-figure="direct">
            <dt className="text-sm opacity-80">{t('team.overview.direct')}</dt>
            <dd className="font-bold text-2xl">{count(data.teamSize.direct)}</dd>
          </div>
          <div className="rounded-box bg-base-200 p-3" data-figure="total">
            <dt className="text-sm opacity-80">{t('team.overview.total')}</dt>
            <dd className="font-bold text-2xl">{count(data.teamSize.total)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="team-periods" className="grid gap-2">
        <h2 id="team-periods" className="font-semibold text-lg">
          {t('team.overview.periodsTitle')}
        </h2>
        {/* On a phone one card per period, every figure readable without scrolling; from sm up the table. */}
        <div className="grid gap-2 sm:hidden" data-overview="cards">
          {data.periods.map((p) => (
            <section
              key={p.period}
              aria-labelledby={`team-period-${p.period}`}
              className="rounded-box bg-base-200 p-3"
              data-period-card={p.period}
            >
              <h3 id={`team-period-${p.period}`} className="mb-1 font-semibold">
                {periodName(p.period)}
              </h3>
              <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm">
                {(['newMembers', 'activeMembers', 'bets'] as const).map((key) => (
                  <div key={key} className="contents">
                    <dt className="opacity-80">{t(`team.overview.figures.${key}`)}</dt>
                    <dd className="text-end">{count(p[key])}</dd>
                  </div>
                ))}
                {AMOUNTS.map((key) => (
                  <div key={key} className="contents">
                    <dt className="opacity-80">{t(`team.overview.figures.${key}`)}</dt>
                    <dd className="text-end">
                      <Money
                        minor={p[key]}
                        lang={lang}
                        className={key === 'profit' ? profitClass(p[key]) : undefined}
                      />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
        <div className="hidden sm:block">
          <ScrollRegion labelledBy="team-periods">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">{t('team.overview.figure')}</th>
                  {data.periods.map((p) => (
                    <th key={p.period} scope="col" className="text-end">
                      {periodName(p.period)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(['newMembers', 'activeMembers', 'bets'] as const).map((key) => (
                  <tr key={key} data-row={key}>
                    <th scope="row">{t(`team.overview.figures.${key}`)}</th>
                    {data.periods.map((p) => (
                      <td key={p.period} className="text-end" data-period={p.period}>
                        {count(p[key])}
                      </td>
                    ))}
                  </tr>
                ))}
                {AMOUNTS.map((key) => (
                  <tr key={key} data-row={key}>
                    <th scope="row">{t(`team.overview.figures.${key}`)}</th>
                    {data.periods.map((p) => (
                      <td key={p.period} className="text-end" data-period={p.period}>
                        <Money
                          minor={p[key]}
                          lang={lang}
                          className={key === 'profit' ? profitClass(p[key]) : undefined}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      </section>

      <section aria-labelledby="team-chart" className="grid max-w-xl gap-2">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="team-chart" className="font-semibold text-lg">
            {t('team.overview.chart')}
          </h2>
          <label className="grid gap-1" htmlFor="team-chart-metric">
            <span className="label-text text-sm">{t('team.overview.chartFigure')}</span>
            <select
              id="team-chart-metric"
              className="select select-bordered select-sm"
              value={metric}
              onChange={(event) => $chartMetric.set(event.target.value as ChartMetric)}
            >
              {CHART_METRICS.map((key) => (
                <option key={key} value={key}>
                  {t(`team.overview.figures.${key}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <figure role="img" aria-label={chartLabel} className="grid gap-1" data-chart="overview">
          {bars.map((bar) => (
            <div key={bar.period} className="grid grid-cols-[6.5rem_1fr] items-center gap-2 text-xs">
              <span className="truncate">{periodName(bar.period)}</span>
              <div className="h-3 w-full rounded-full bg-base-300">
                <div
                  className={`h-3 rounded-full ${bar.negative ? 'bg-error' : 'bg-primary'}`}
                  style={{ inlineSize: `${bar.percent}%` }}
                  data-bar={bar.period}
                />
              </div>
            </div>
          ))}
        </figure>
      </section>
    </div>
  );
}
