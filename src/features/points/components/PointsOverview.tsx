/** The member's points, wallet balance and points redeemed, and the points exchange-rate table. */
import type { TFunction } from 'i18next';
import { Money } from '../../../components/ui/Money';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { formatNumber } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pointsLocale, pointsText } from '../points-format';
import type { PointsData } from '../stores/points';

/** The rate table's bets column: points per 100 of the currency's major unit, in minor units. */
const RATE_BASE_MINOR = 100 * 100;

export function PointsOverview({ t, lang, data }: { t: TFunction; lang: LanguageCode; data: PointsData }) {
  const locale = pointsLocale(lang);
  const { balance, config } = data;
  return (
    <>
      <section aria-labelledby="points-summary" className="grid gap-3">
        <h2 id="points-summary" className="font-semibold text-lg">
          {t('points.summary.title')}
        </h2>
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <div className="rounded-box bg-base-200 p-3">
            <dt className="text-sm opacity-80">{t('points.summary.points')}</dt>
            <dd className="font-bold text-2xl" data-points-balance={balance.points}>
              <bdi dir="ltr">{formatNumber(balance.points, locale)}</bdi>
            </dd>
          </div>
          <div className="rounded-box bg-base-200 p-3">
            <dt className="text-sm opacity-80">{t('points.summary.balance')}</dt>
            <dd className="font-semibold text-lg">
              <Money minor={balance.balance} lang={lang} />
            </dd>
          </div>
          <div className="rounded-box bg-base-200 p-3">
            <dt className="text-sm opacity-80">{t('points.summary.redeemed')}</dt>
            <dd className="font-semibold text-lg">
              <bdi dir="ltr">{formatNumber(balance.redeemQuantity, locale)}</bdi>
            </dd>
          </div>
        </dl>
        <p className="text-sm opacity-80">{t('points.summary.neverExpire')}</p>
      </section>
      <section aria-labelledby="points-rates" className="grid gap-2">
        <h2 id="points-rates" className="font-semibold text-lg">
          {t('points.rates.title')}
        </h2>
        <ScrollRegion labelledBy="points-rates-caption">
          <table className="table table-sm">
            <caption id="points-rates-caption" className="sr-only">
              {t('points.rates.title')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('points.rates.gameType')}</th>
                <th scope="col" className="text-end">
                  {t('points.rates.validBets')}
                </th>
                <th scope="col" className="text-end">
                  {t('points.rates.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {config.earnRates.map((rate) => (
                <tr key={rate.gameType}>
                  <th scope="row">{t(`games.types.${rate.gameType}`, { defaultValue: rate.gameType })}</th>
                  <td className="text-end">
                    <Money minor={RATE_BASE_MINOR} lang={lang} />
                  </td>
                  <td className="text-end">
                    <bdi dir="ltr">{formatNumber(rate.pointsPer100, locale)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <dl className="grid gap-1 text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{t('points.rates.ratio')}:</dt>
            <dd data-points-ratio>
              {t('points.rates.onePoint')} = <Money minor={config.cashPerPoint} lang={lang} />
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{t('points.rates.minConvert')}:</dt>
            <dd>{pointsText(t, lang, config.minConvert)}</dd>
          </div>
        </dl>
        <p className="text-sm opacity-80">{t('points.rates.explained')}</p>
      </section>
    </>
  );
}
