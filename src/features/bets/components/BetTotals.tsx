/** Totals of the filter's settled bets: count, stake, valid bet, win and profit (green a gain, red a loss). */

import { tenant } from 'virtual:tenant';
import type { TFunction } from 'i18next';
import type { BetSums } from '../../../api/calls/bets/bet-record';
import { Money } from '../../../components/ui/Money';
import { formatNumber, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  totals: BetSums;
  /** id of the heading, unique on the page. */
  id: string;
  title: string;
}

export function BetTotals({ t, lang, totals, id, title }: Props) {
  const amounts = [
    ['stake', totals.stake],
    ['validBet', totals.validBet],
    ['win', totals.win],
  ] as const;
  return (
    <section className="rounded-box bg-base-200 p-3 text-sm" aria-labelledby={id}>
      <h2 id={id} className="mb-2 font-semibold">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-5">
        <div data-total="bets">
          <dt className="opacity-80">{t('bets.columns.bets')}</dt>
          <dd>
            <bdi dir="ltr">{formatNumber(totals.bets, intlLocale(lang, tenant.country))}</bdi>
          </dd>
        </div>
        {amounts.map(([key, minor]) => (
          <div key={key} data-total={key}>
            <dt className="opacity-80">{t(`bets.columns.${key}`)}</dt>
            <dd>
              <Money minor={minor} lang={lang} />
            </dd>
          </div>
        ))}
        <div data-total="profit">
          <dt className="opacity-80">{t('bets.columns.profit')}</dt>
          <dd>
            <Money minor={totals.profit} lang={lang} className={profitClass(totals.profit)} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Gains green, losses red (text colours that keep contrast on the card background). */
export function profitClass(profit: number): string {
  if (profit > 0) return 'font-semibold text-success';
  if (profit < 0) return 'font-semibold text-error';
  return '';
}
