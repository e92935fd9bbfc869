/** The player's deposits with their statuses and each one's gross, fee and net, paged. */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { ListPager } from '../../../components/ui/ListPager';
import { Money } from '../../../components/ui/Money';
import { formatDateTime } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { totalPages } from '../../../stores/paged-list';
import { methodByCode } from '../payment-methods';
import { depositHistory } from '../stores/deposit-history';
import { FeeSummary } from './FeeSummary';

const STATUS_CLASS = {
  pending: 'badge-warning',
  approved: 'badge-success',
  rejected: 'badge-error',
  expired: 'badge-ghost',
} as const;

export function DepositHistory({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const list = useStore(depositHistory.$list);
  const rows = list.page?.rows ?? [];
  return (
    <section className="grid gap-2" aria-labelledby="deposit-history-title">
      <h2 id="deposit-history-title" className="font-semibold text-lg">
        {t('money.deposit.history')}
      </h2>
      {list.errorKey && (
        <p role="alert" className="text-error text-sm">
          {t(list.errorKey)}
        </p>
      )}
      {list.page && rows.length === 0 && <p className="text-sm opacity-80">{t('money.common.empty')}</p>}
      <ul className="grid gap-2" aria-label={t('money.deposit.history')}>
        {rows.map((row) => (
          <li
            key={row.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-200 p-3"
            data-deposit-id={row.id}
          >
            <span className="grid text-sm">
              <bdi className="font-semibold">{methodByCode(row.methodCode)?.name ?? row.methodCode}</bdi>
              <bdi dir="ltr" className="opacity-80">
                {formatDateTime(row.createdAt, pageDates(lang))}
              </bdi>
            </span>
            <Money minor={row.amount} lang={lang} className="font-semibold" />
            <span className={`badge ${STATUS_CLASS[row.status]}`}>{t(`money.deposit.status.${row.status}`)}</span>
            {row.rejectedBy === 'provider' && <p className="w-full text-sm">{t('money.deposit.providerDeclined')}</p>}
            {row.rejectedBy === 'operator' && row.reason && (
              <p className="w-full text-sm">
                <bdi>{t('money.common.rejectedBecause', { reason: row.reason })}</bdi>
              </p>
            )}
            <FeeSummary
              t={t}
              lang={lang}
              breakdown={{ gross: row.amount, fee: row.fee, net: row.net }}
              direction="deposit"
              className="w-full opacity-80"
            />
          </li>
        ))}
      </ul>
      <ListPager
        t={t}
        keyPrefix="money.common"
        page={list.page?.page ?? 1}
        pages={totalPages(list.page)}
        busy={list.loading}
        onChange={(page) => void depositHistory.load(page)}
      />
    </section>
  );
}
