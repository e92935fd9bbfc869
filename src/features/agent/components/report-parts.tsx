/**
 * What the agent centre's four reports share: the filter form (the period presets of 7 or 30 days or a custom range, a
 * downline username, a game type or a movement kind, apply and CSV download), the messages, the totals list and
 * the pager — around one team report store (stores/team-report.ts). Each report page adds its rows.
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { GAME_TYPES, type GameType } from '../../../api/calls/games/game';
import { ListPager } from '../../../components/ui/ListPager';
import { Money } from '../../../components/ui/Money';
import { PeriodFields } from '../../../components/ui/PeriodFields';
import { formatDateTime, formatNumber, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { totalPages } from '../../../stores/paged-list';
import { downloadFile } from '../../../stores/record-csv';
import type { ReportFilter, TeamReport } from '../stores/team-report';

/** Gains green, losses red (text colours that keep contrast on the card background). */
export function profitClass(profit: number): string {
  if (profit > 0) return 'font-semibold text-success';
  if (profit < 0) return 'font-semibold text-error';
  return '';
}

export const gameTypeLabel = (t: TFunction) => (code: string) => t(`games.types.${code}`, { defaultValue: code });

interface ReportProps<Row, Totals> {
  t: TFunction;
  lang: LanguageCode;
  /** Unique on the page: ids of the fields and headings. */
  id: string;
  report: TeamReport<Row, Totals>;
  /** Which filters the report takes besides the period. */
  filters: { username?: boolean; gameType?: boolean; kinds?: { value: string; label: string }[] };
  /** The CSV text of every row of the filter, and the download's file name (without date). */
  csv: (rows: Row[]) => string;
  fileName: string;
  totals: (totals: Totals) => ReactNode;
  rows: (rows: Row[]) => ReactNode;
}

export function Report<Row, Totals>({ t, id, report, filters, csv, fileName, totals, rows }: ReportProps<Row, Totals>) {
  const applied = useStore(report.$filter);
  const filterError = useStore(report.$filterError);
  const list = useStore(report.list.$list);
  const sums = useStore(report.$totals);
  const exporting = useStore(report.$export);
  const [draft, setDraft] = useState<ReportFilter>(applied);

  useEffect(() => {
    void report.apply(report.$filter.get());
  }, [report]);

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    void report.apply(draft);
  };
  const download = async () => {
    const file = await report.exportCsv(csv);
    if (file) downloadFile(file, `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`);
  };
  const shown = list.page?.rows ?? [];
  const problem = filterError ?? list.errorKey ?? exporting.errorKey;

  return (
    <div className="grid max-w-4xl gap-4">
      <form className="flex flex-wrap items-end gap-2" onSubmit={apply} aria-label={t('team.filter.label')}>
        <PeriodFields
          keyPrefix="team.filter"
          t={t}
          idPrefix={id}
          period={draft.period}
          onChange={(period) => setDraft({ ...draft, period })}
        />
        {filters.username && (
          <label className="grid gap-1" htmlFor={`${id}-username`}>
            <span className="label-text text-sm">{t('team.filter.username')}</span>
            <input
              id={`${id}-username`}
              className="input input-bordered input-sm w-40"
              value={draft.username}
              autoComplete="off"
              dir="auto"
              onChange={(event) => setDraft({ ...draft, username: event.target.value })}
            />
          </label>
        )}
        {filters.gameType && (
          <label className="grid gap-1" htmlFor={`${id}-type`}>
            <span className="label-text text-sm">{t('team.filter.gameType')}</span>
            <select
              id={`${id}-type`}
              className="select select-bordered select-sm"
              value={draft.gameType}
              onChange={(event) => setDraft({ ...draft, gameType: event.target.value as GameType | '' })}
            >
              <option value="">{t('team.filter.allTypes')}</option>
              {GAME_TYPES.map((code) => (
                <option key={code} value={code}>
                  {gameTypeLabel(t)(code)}
                </option>
              ))}
            </select>
          </label>
        )}
        {filters.kinds && (
          <label className="grid gap-1" htmlFor={`${id}-kind`}>
            <span className="label-text text-sm">{t('team.filter.kind')}</span>
            <select
              id={`${id}-kind`}
              className="select select-bordered select-sm"
              value={draft.kind}
              onChange={(event) => setDraft({ ...draft, kind: event.target.value })}
            >
              <option value="">{t('team.filter.allKinds')}</option>
              {filters.kinds.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className="btn btn-sm btn-primary" disabled={list.loading}>
          {t('team.filter.apply')}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          disabled={exporting.busy || shown.length === 0}
          onClick={() => void download()}
        >
          {t('team.download')}
        </button>
      </form>
      {problem && (
        <p role="alert" className="text-error text-sm">
          {t(problem)}
        </p>
      )}
      {exporting.truncated && <p className="text-sm">{t('team.truncated')}</p>}
      {sums && (
        <section className="rounded-box bg-base-200 p-3 text-sm" aria-labelledby={`${id}-totals`}>
          <h2 id={`${id}-totals`} className="mb-2 font-semibold">
            {t('team.totals')}
          </h2>
          {totals(sums)}
        </section>
      )}
      {list.page && shown.length === 0 && <p className="text-sm opacity-80">{t('team.empty')}</p>}
      {shown.length > 0 && rows(shown)}
      <ListPager
        t={t}
        keyPrefix="team.pager"
        page={list.page?.page ?? 1}
        pages={totalPages(list.page)}
        busy={list.loading}
        onChange={(page) => void report.list.load(page)}
      />
    </div>
  );
}

export interface Figure {
  key: string;
  label: string;
  /** Minor units, or a count when `count` is set. */
  value: number;
  count?: boolean;
  signed?: boolean;
}

/** A list of labelled figures (totals, a row's amounts): amounts through the money formatter. */
export function Figures({ lang, figures, className }: { lang: LanguageCode; figures: Figure[]; className?: string }) {
  const locale = intlLocale(lang, tenant.country);
  return (
    <dl className={className ?? 'grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-5'}>
      {figures.map((figure) => (
        <div key={figure.key} data-total={figure.key}>
          <dt className="opacity-80">{figure.label}</dt>
          <dd>
            {figure.count ? (
              <bdi dir="ltr">{formatNumber(figure.value, locale)}</bdi>
            ) : (
              <Money
                minor={figure.value}
                lang={lang}
                className={figure.signed ? profitClass(figure.value) : undefined}
              />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A time from the platform as the records show it (the page's digits and order, the merchant's zone), isolated for Urdu. */
export function Time({ iso, lang }: { iso: string; lang: LanguageCode }) {
  return (
    <bdi dir="ltr" className="text-xs opacity-80">
      {formatDateTime(iso, pageDates(lang))}
    </bdi>
  );
}
