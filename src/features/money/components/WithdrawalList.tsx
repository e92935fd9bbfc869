/**
 * The player's withdrawals: state, amount, account; a paid (confirmed) one asks received / fully paid /
 * not received with a proof image, and says when it will count as received without an answer.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { Withdrawal } from '../../../api/calls/money/withdrawals';
import { ListPager } from '../../../components/ui/ListPager';
import { Money } from '../../../components/ui/Money';
import { formatDateTime } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { totalPages } from '../../../stores/paged-list';
import { methodByCode } from '../payment-methods';
import { $answerStatus, answerWithdrawal, withdrawalHistory } from '../stores/withdrawal-history';
import { FormMessage } from './FormMessage';

const STATUS_CLASS = {
  pending: 'badge-warning',
  confirmed: 'badge-info',
  rejected: 'badge-error',
  received: 'badge-success',
  not_received: 'badge-error',
} as const;

export function WithdrawalList({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const list = useStore(withdrawalHistory.$list);
  const rows = list.page?.rows ?? [];
  return (
    <section className="grid gap-2" aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title" className="font-semibold text-lg">
        {t('money.withdrawals.title')}
      </h2>
      {list.errorKey && (
        <p role="alert" className="text-error text-sm">
          {t(list.errorKey)}
        </p>
      )}
      {list.page && rows.length === 0 && <p className="text-sm opacity-80">{t('money.common.empty')}</p>}
      <ul className="grid gap-2" aria-label={t('money.withdrawals.title')}>
        {rows.map((row) => (
          <WithdrawalRow key={row.id} t={t} lang={lang} row={row} />
        ))}
      </ul>
      <ListPager
        t={t}
        keyPrefix="money.common"
        page={list.page?.page ?? 1}
        pages={totalPages(list.page)}
        busy={list.loading}
        onChange={(page) => void withdrawalHistory.load(page)}
      />
    </section>
  );
}

function WithdrawalRow({ t, lang, row }: { t: TFunction; lang: LanguageCode; row: Withdrawal }) {
  const status = useStore($answerStatus)[row.id];
  const [proof, setProof] = useState<File | null>(null);
  const busy = status?.busy ?? false;
  return (
    <li className="grid gap-2 rounded-box bg-base-200 p-3" data-withdrawal-id={row.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="grid text-sm">
          <span>
            <bdi className="font-semibold">{methodByCode(row.methodCode)?.name ?? row.methodCode}</bdi>{' '}
            <bdi dir="ltr">{row.accountNumber}</bdi>
          </span>
          <bdi dir="ltr" className="opacity-80">
            {formatDateTime(row.createdAt)}
          </bdi>
        </span>
        <Money minor={row.amount} lang={lang} className="font-semibold" />
        <span className={`badge ${STATUS_CLASS[row.status]}`}>{t(`money.withdrawals.status.${row.status}`)}</span>
      </div>
      {row.resolution && <p className="text-sm">{t(`money.withdrawals.resolution.${row.resolution}`)}</p>}
      {row.status === 'confirmed' && (
        <div className="grid gap-2 border-base-300 border-t pt-2">
          <p className="text-sm">{t('money.withdrawals.question')}</p>
          {row.autoConfirmAt && (
            <p className="text-xs opacity-80">
              {t('money.withdrawals.autoConfirmAt')} <bdi dir="ltr">{formatDateTime(row.autoConfirmAt)}</bdi>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-success"
              disabled={busy}
              onClick={() => void answerWithdrawal(row.id, 'received')}
            >
              {t('money.withdrawals.received')}
            </button>
            <button
              type="button"
              className="btn btn-sm"
              disabled={busy}
              onClick={() => void answerWithdrawal(row.id, 'fully_paid')}
            >
              {t('money.withdrawals.fullyPaid')}
            </button>
          </div>
          <label className="grid gap-1 text-sm" htmlFor={`proof-${row.id}`}>
            {t('money.withdrawals.proof')}
            <input
              id={`proof-${row.id}`}
              type="file"
              accept="image/png,image/jpeg"
              className="file-input file-input-bordered file-input-sm w-full"
              onChange={(event) => setProof(event.target.files?.[0] ?? null)}
            />
          </label>
          <div>
            <button
              type="button"
              className="btn btn-sm btn-error"
              disabled={busy}
              onClick={() => void answerWithdrawal(row.id, 'not_received', proof)}
            >
              {t('money.withdrawals.notReceived')}
            </button>
          </div>
        </div>
      )}
      {status && <FormMessage t={t} status={status} />}
    </li>
  );
}
