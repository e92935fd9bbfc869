/**
 * Member centre transactionHistory (account record): type filter, period presets (previous 7 or 30 days)
 * or a custom range, the paged movements (time, type, signed amount, balance after, a deposit's or withdrawal's gross,
 * fee and net, reference), and a CSV
 * download of every row of the filter.
 */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { RECORD_KINDS, type RecordRow } from '../../../api/calls/money/account-record';
import { CopyButton } from '../../../components/ui/CopyButton';
import { ListPager } from '../../../components/ui/ListPager';
import { Money } from '../../../components/ui/Money';
import { PeriodFields } from '../../../components/ui/PeriodFields';
import { formatDateTime, formatNumber, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { gameNameOf } from '../../../stores/game-names';
import { totalPages } from '../../../stores/paged-list';
import { downloadFile } from '../../../stores/record-csv';
import type { Period } from '../../../stores/record-period';
import { methodByCode } from '../payment-methods';
import { referenceLabel } from '../stores/reference-label';
import {
  $recordExport,
  $recordFilter,
  $recordFilterError,
  accountRecord,
  applyRecordFilter,
  exportRecord,
} from '../stores/transaction-history';
import { FeeSummary } from './FeeSummary';
import { MoneyGate } from './MoneyGate';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function TransactionHistoryPage({ lang, checkingLabel }: Props) {
  return (
    <MoneyGate lang={lang} checkingLabel={checkingLabel} namespaces={['games']}>
      {(t) => <AccountRecord t={t} lang={lang} />}
    </MoneyGate>
  );
}

const kindLabel = (t: TFunction) => (kind: string) => t(`money.history.kinds.${kind}`, { defaultValue: kind });

/** A row's reference in the page's words and digits. */
const referenceOf = (t: TFunction, lang: LanguageCode) => (row: RecordRow) =>
  referenceLabel(row, {
    t,
    number: (id) => formatNumber(id, intlLocale(lang, tenant.country), { useGrouping: false }),
    methodName: (code) => methodByCode(code)?.name ?? code,
    gameTypeLabel: (gameType) => t(`games.types.${gameType}`, { defaultValue: gameType }),
    gameName: (game) => gameNameOf(t, game),
  }) ?? '';

function AccountRecord({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const filter = useStore($recordFilter);
  const filterError = useStore($recordFilterError);
  const list = useStore(accountRecord.$list);
  const exporting = useStore($recordExport);
  const [kind, setKind] = useState(filter.kinds[0] ?? '');
  const [period, setPeriod] = useState<Period>(filter.period);
  const today = new Date().toISOString().slice(0, 10);

  useEffect(() => {
    void applyRecordFilter($recordFilter.get());
  }, []);

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    void applyRecordFilter({ kinds: kind ? [kind] : [], period });
  };
  const download = async () => {
    const file = await exportRecord({
      header: [
        t('money.history.columns.time'),
        t('money.history.columns.type'),
        t('money.history.columns.amount'),
        t('money.history.columns.balanceAfter'),
        t('money.history.columns.reference'),
      ],
      kindLabel: kindLabel(t),
      time: (iso: string) => formatDateTime(iso, pageDates(lang)),
      reference: referenceOf(t, lang),
    });
    if (file) downloadFile(file, `account-record-${today}.csv`);
  };
  const rows = list.page?.rows ?? [];

  return (
    <div className="grid max-w-4xl gap-4">
      <form className="flex flex-wrap items-end gap-2" onSubmit={apply} aria-label={t('money.history.filter')}>
        <label className="grid gap-1" htmlFor="record-kind">
          <span className="label-text text-sm">{t('money.history.type')}</span>
          <select
            id="record-kind"
            className="select select-bordered select-sm"
            value={kind}
            onChange={(event) => setKind(event.target.value)}
          >
            <option value="">{t('money.history.allTypes')}</option>
            {RECORD_KINDS.map((code) => (
              <option key={code} value={code}>
                {kindLabel(t)(code)}
              </option>
            ))}
          </select>
        </label>
        <PeriodFields t={t} keyPrefix="money.history" idPrefix="record" period={period} onChange={setPeriod} />
        <button type="submit" className="btn btn-sm btn-primary" disabled={list.loading}>
          {t('money.history.apply')}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          disabled={exporting.busy || rows.length === 0}
          onClick={() => void download()}
        >
          {t('money.history.download')}
        </button>
      </form>
      {filterError && (
        <p role="alert" className="text-error text-sm">
          {t(filterError)}
        </p>
      )}
      {(list.errorKey || exporting.errorKey) && (
        <p role="alert" className="text-error text-sm">
          {t(list.errorKey ?? exporting.errorKey ?? '')}
        </p>
      )}
      {exporting.truncated && <p className="text-sm">{t('money.history.truncated')}</p>}
      {list.page && rows.length === 0 && <p className="text-sm opacity-80">{t('money.common.empty')}</p>}
      {rows.length > 0 && (
        <ul className="grid gap-2" aria-label={t('money.history.rows')}>
          {rows.map((row) => (
            <li key={row.id} className="grid gap-1 rounded-box bg-base-200 p-3 text-sm" data-record-id={row.id}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{kindLabel(t)(row.kind)}</span>
                <Money minor={row.amount} lang={lang} className={row.amount < 0 ? 'text-error' : 'text-success'} />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2 opacity-80">
                <bdi dir="ltr">{formatDateTime(row.time, pageDates(lang))}</bdi>
                <span>
                  {t('money.history.columns.balanceAfter')}: <Money minor={row.balanceAfter} lang={lang} />
                </span>
              </div>
              {row.breakdown && (
                <FeeSummary
                  t={t}
                  lang={lang}
                  breakdown={row.breakdown}
                  direction={row.kind === 'deposit' ? 'deposit' : 'withdrawal'}
                  className="opacity-80"
                />
              )}
              {row.reference && (
                <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
                  <bdi className="opacity-80" data-reference>
                    {referenceOf(t, lang)(row)}
                  </bdi>
                  {/* The platform's own reference is for support: one tap copies it. */}
                  <CopyButton
                    text={row.reference}
                    label={t('money.history.refs.copy')}
                    copiedLabel={t('money.history.refs.copied')}
                    name={`${t('money.history.refs.copy')} · ${referenceOf(t, lang)(row)}`}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ListPager
        t={t}
        keyPrefix="money.common"
        page={list.page?.page ?? 1}
        pages={totalPages(list.page)}
        busy={list.loading}
        onChange={(page) => void accountRecord.load(page)}
      />
    </div>
  );
}
