/**
 * Redeem history (status In Process, Approved or Rejected) and points transactions (type, amount,
 * status, time, remark), newest first. Lists rather than wide tables, so a 360 px phone never scrolls sideways.
 */
import type { TFunction } from 'i18next';
import type { RedeemStatus } from '../../../api/calls/points/points';
import { Money } from '../../../components/ui/Money';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { itemName, pointsLocale, pointsText } from '../points-format';
import type { PointsData } from '../stores/points';

const STATUS_BADGE: Record<RedeemStatus, string> = {
  in_process: 'badge-warning',
  approved: 'badge-success',
  rejected: 'badge-error',
};

function StatusBadge({ t, status }: { t: TFunction; status: RedeemStatus }) {
  return <span className={`badge badge-sm ${STATUS_BADGE[status]}`}>{t(`points.statuses.${status}`)}</span>;
}

export function PointsHistory({ t, lang, data }: { t: TFunction; lang: LanguageCode; data: PointsData }) {
  const locale = pointsLocale(lang);
  const nameOf = (id: string) => {
    const item = data.items.find((candidate) => candidate.id === id);
    return item ? itemName(item, lang) : id;
  };
  return (
    <>
      <section aria-labelledby="points-history" className="grid gap-2">
        <h2 id="points-history" className="font-semibold text-lg">
          {t('points.history.title')}
        </h2>
        {data.redeems.rows.length === 0 && <p className="text-sm">{t('points.history.none')}</p>}
        {data.redeems.rows.length > 0 && (
          <ul className="grid gap-2" aria-labelledby="points-history">
            {data.redeems.rows.map((redeem) => (
              <li key={redeem.id} className="grid gap-1 rounded-box bg-base-200 p-3">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold break-words">{nameOf(redeem.itemId)}</span>
                  <StatusBadge t={t} status={redeem.status} />
                </span>
                <span className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span>{pointsText(t, lang, redeem.points)}</span>
                  <bdi dir="ltr" className="opacity-80">
                    {formatDateTime(redeem.createdAt, pageDates(lang))}
                  </bdi>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="points-transactions" className="grid gap-2">
        <h2 id="points-transactions" className="font-semibold text-lg">
          {t('points.transactions.title')}
        </h2>
        {data.transactions.rows.length === 0 && <p className="text-sm">{t('points.transactions.none')}</p>}
        {data.transactions.rows.length > 0 && (
          <ul className="grid gap-2" aria-labelledby="points-transactions">
            {data.transactions.rows.map((row) => (
              <li key={row.id} className="grid gap-1 rounded-box bg-base-200 p-3 text-sm">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{t(`points.kinds.${row.kind}`)}</span>
                  <bdi dir="ltr" className={row.points > 0 ? 'text-success font-semibold' : 'font-semibold'}>
                    {row.points > 0 ? '+' : '−'}
                    {formatNumber(Math.abs(row.points), locale)}
                  </bdi>
                </span>
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words">
                    <span className="sr-only">{t('points.transactions.remark')}: </span>
                    {row.kind === 'earn' && t('points.remarks.bets')}
                    {(row.kind === 'redeem' || row.kind === 'redeem_refund') && nameOf(row.remark)}
                    {row.kind === 'convert' && row.cash !== null && <Money minor={row.cash} lang={lang} />}
                  </span>
                  <StatusBadge t={t} status={row.status} />
                </span>
                <bdi dir="ltr" className="opacity-80">
                  {formatDateTime(row.createdAt, pageDates(lang))}
                </bdi>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
