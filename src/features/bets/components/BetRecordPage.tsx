/**
 * Member centre personalHistoryCopy (betting record): period presets or a custom range, game type and vendor
 * filters, the totals of the filter's settled bets, the paged bets (time, game, stake, valid bet, win,
 * profit, state) and a CSV download of every row of the filter.
 */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import type { BetRow } from '../../../api/calls/bets/bet-record';
import { GAME_TYPES, type GameType } from '../../../api/calls/games/game';
import { CopyButton } from '../../../components/ui/CopyButton';
import { ListPager } from '../../../components/ui/ListPager';
import { Money } from '../../../components/ui/Money';
import { PeriodFields } from '../../../components/ui/PeriodFields';
import { formatDateTime, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { $catalogue, loadCatalogue } from '../../../stores/catalogue';
import { gameNameOf } from '../../../stores/game-names';
import { totalPages } from '../../../stores/paged-list';
import { downloadFile } from '../../../stores/record-csv';
import {
  $betExport,
  $betFilter,
  $betFilterError,
  $betTotals,
  applyBetFilter,
  type BetFilter,
  betRecord,
  exportBets,
} from '../stores/bet-record';
import { vendorOptions } from '../stores/vendor-options';
import { BetsGate } from './BetsGate';
import { BetTotals, profitClass } from './BetTotals';
import { gameTypeLabel, statusLabel } from './labels';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function BetRecordPage({ lang, checkingLabel }: Props) {
  return (
    <BetsGate lang={lang} checkingLabel={checkingLabel}>
      {(t) => <BetRecord t={t} lang={lang} />}
    </BetsGate>
  );
}

const STATUS_CLASS = { open: 'badge-warning', settled: 'badge-ghost', rolled_back: 'badge-info' } as const;

function BetRecord({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const applied = useStore($betFilter);
  const filterError = useStore($betFilterError);
  const list = useStore(betRecord.$list);
  const totals = useStore($betTotals);
  const exporting = useStore($betExport);
  const catalogue = useStore($catalogue);
  const [draft, setDraft] = useState<BetFilter>(applied);
  const vendors = useMemo(() => vendorOptions(catalogue, intlLocale(lang, tenant.country)), [catalogue, lang]);
  const vendorName = (code: string) => vendors.find((v) => v.vassalage === code)?.name ?? code;

  useEffect(() => {
    void loadCatalogue();
    void applyBetFilter($betFilter.get());
  }, []);

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    void applyBetFilter(draft);
  };
  const download = async () => {
    const file = await exportBets({
      header: ['time', 'vendor', 'gameType', 'game', 'round', 'stake', 'validBet', 'win', 'profit', 'status'].map(
        (key) => t(`bets.columns.${key}`),
      ),
      time: (iso: string) => formatDateTime(iso, pageDates(lang)),
      vendorName,
      gameTypeLabel: gameTypeLabel(t),
      gameName: (row) => gameNameOf(t, row),
      statusLabel: statusLabel(t),
    });
    if (file) downloadFile(file, `betting-record-${new Date().toISOString().slice(0, 10)}.csv`);
  };
  const rows = list.page?.rows ?? [];

  return (
    <div className="grid max-w-4xl gap-4">
      <form className="flex flex-wrap items-end gap-2" onSubmit={apply} aria-label={t('bets.filter.label')}>
        <PeriodFields
          keyPrefix="bets.filter"
          t={t}
          idPrefix="bets"
          period={draft.period}
          onChange={(period) => setDraft({ ...draft, period })}
        />
        <label className="grid gap-1" htmlFor="bets-type">
          <span className="label-text text-sm">{t('bets.filter.gameType')}</span>
          <select
            id="bets-type"
            className="select select-bordered select-sm"
            value={draft.gameType}
            onChange={(event) => setDraft({ ...draft, gameType: event.target.value as GameType | '' })}
          >
            <option value="">{t('bets.filter.allTypes')}</option>
            {GAME_TYPES.map((code) => (
              <option key={code} value={code}>
                {gameTypeLabel(t)(code)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1" htmlFor="bets-vendor">
          <span className="label-text text-sm">{t('bets.filter.vendor')}</span>
          <select
            id="bets-vendor"
            className="select select-bordered select-sm"
            value={draft.vendor}
            onChange={(event) => setDraft({ ...draft, vendor: event.target.value })}
          >
            <option value="">{t('bets.filter.allVendors')}</option>
            {vendors.map((vendor) => (
              <option key={vendor.vassalage} value={vendor.vassalage}>
                {vendor.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-sm btn-primary" disabled={list.loading}>
          {t('bets.filter.apply')}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          disabled={exporting.busy || rows.length === 0}
          onClick={() => void download()}
        >
          {t('bets.download')}
        </button>
      </form>
      {(filterError ?? list.errorKey ?? exporting.errorKey) && (
        <p role="alert" className="text-error text-sm">
          {t(filterError ?? list.errorKey ?? exporting.errorKey ?? '')}
        </p>
      )}
      {exporting.truncated && <p className="text-sm">{t('bets.truncated')}</p>}
      {totals && <BetTotals t={t} lang={lang} totals={totals} id="bet-totals" title={t('bets.totals')} />}
      {list.page && rows.length === 0 && <p className="text-sm opacity-80">{t('bets.empty')}</p>}
      {rows.length > 0 && (
        <ul className="grid gap-2" aria-label={t('bets.rows')}>
          {rows.map((row) => (
            <BetItem key={row.id} row={row} t={t} lang={lang} vendorName={vendorName(row.vendor)} />
          ))}
        </ul>
      )}
      <ListPager
        t={t}
        keyPrefix="bets.pager"
        page={list.page?.page ?? 1}
        pages={totalPages(list.page)}
        busy={list.loading}
        onChange={(page) => void betRecord.load(page)}
      />
    </div>
  );
}

/** The game's name; a game the catalogue does not list shows its code, an identifier kept as it is. */
function GameName({ t, row }: { t: TFunction; row: BetRow }) {
  const name = gameNameOf(t, row);
  return name === row.gameCode ? (
    <bdi dir="ltr" translate="no">
      {name}
    </bdi>
  ) : (
    <bdi>{name}</bdi>
  );
}

function BetItem({ row, t, lang, vendorName }: { row: BetRow; t: TFunction; lang: LanguageCode; vendorName: string }) {
  const amounts = [
    ['stake', row.stake],
    ['validBet', row.validBet],
    ['win', row.win],
  ] as const;
  return (
    <li className="grid gap-1 rounded-box bg-base-200 p-3 text-sm" data-round-id={row.roundId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {gameTypeLabel(t)(row.gameType)} · <bdi>{vendorName}</bdi> · <GameName t={t} row={row} />
        </span>
        <span className={`badge badge-sm ${STATUS_CLASS[row.status]}`}>{statusLabel(t)(row.status)}</span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
        {amounts.map(([key, minor]) => (
          <div key={key} className="flex gap-1">
            <dt className="opacity-80">{t(`bets.columns.${key}`)}:</dt>
            <dd>
              <Money minor={minor} lang={lang} />
            </dd>
          </div>
        ))}
        <div className="flex gap-1">
          <dt className="opacity-80">{t('bets.columns.profit')}:</dt>
          <dd>
            {/* a bet still open or rolled back has no result yet: its profit would read as a loss */}
            {row.status === 'settled' ? (
              <Money minor={row.profit} lang={lang} className={profitClass(row.profit)} />
            ) : (
              <span className="opacity-80">{t('bets.noResult')}</span>
            )}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs opacity-80">
        <bdi dir="ltr">{formatDateTime(row.time, pageDates(lang))}</bdi>
        {/* The vendor's round id is for support, not for reading: behind a button that copies it. */}
        <CopyButton
          text={row.roundId}
          label={t('bets.copyRound')}
          copiedLabel={t('bets.copied')}
          name={`${t('bets.copyRound')} · ${formatDateTime(row.time, pageDates(lang))}`}
        />
      </div>
    </li>
  );
}
