/**
 * The player's withdrawals: state, gross, fee and net, account; a paid (confirmed) one asks received / fully paid /
 * not received with a proof image, each answer explained in one sentence, and says when it will count as received
 * without an answer. The list follows the withdrawals' states live (the session event stream).
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import type { Withdrawal } from '../../../api/calls/money/withdrawals';
import { ListPager } from '../../../components/ui/ListPager';
import { Money } from '../../../components/ui/Money';
import { formatDateTime } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { totalPages } from '../../../stores/paged-list';
import { methodByCode } from '../payment-methods';
import { $answerStatus, answerWithdrawal, followWithdrawals, withdrawalHistory } from '../stores/withdrawal-history';
import { FeeSummary } from './FeeSummary';
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
  // The operator's payment or rejection arrives over the session event stream: the list follows without a reload.
  useEffect(() => followWithdrawals(), []);
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
            {formatDateTime(row.createdAt, pageDates(lang))}
          </bdi>
        </span>
        <Money minor={row.amount} lang={lang} className="font-semibold" />
        <span className={`badge ${STATUS_CLASS[row.status]}`}>{t(`money.withdrawals.status.${row.status}`)}</span>
      </div>
      <FeeSummary
        t={t}
        lang={lang}
        breakdown={{ gross: row.amount, fee: row.fee, net: row.net }}
        direction="withdrawal"
        className="opacity-80"
      />
      {row.status === 'rejected' && row.reason && (
        <p className="text-sm">
          <bdi>{t('money.common.rejectedBecause', { reason: row.reason })}</bdi>
        </p>
      )}
      {row.resolution && <p className="text-sm">{t(`money.withdrawals.resolution.${row.resolution}`)}</p>}
      {row.resolution === 'refunded' && row.reason && (
        <p className="text-sm">
          <bdi>{t('money.withdrawals.refundedBecause', { reason: row.reason })}</bdi>
        </p>
      )}
      {row.status === 'confirmed' && (
        <div className="grid gap-2 border-base-300 border-t pt-2">
          <p className="text-sm">{t('money.withdrawals.question')}</p>
          {row.autoConfirmAt && (
            <p className="text-xs opacity-80">
              {t('money.withdrawals.autoConfirmAt')}{' '}
              <bdi dir="ltr">{formatDateTime(row.autoConfirmAt, pageDates(lang))}</bdi>
            </p>
          )}
          <AnswerChoice
            id={`received-${row.id}`}
            label={t('money.withdrawals.received')}
            help={t('money.withdrawals.receivedHelp')}
            className="btn-success"
            busy={busy}
            onClick={() => void answerWithdrawal(row.id, 'received')}
          />
          <AnswerChoice
            id={`fully-paid-${row.id}`}
            label={t('money.withdrawals.fullyPaid')}
            help={t('money.withdrawals.fullyPaidHelp')}
            className="btn-success btn-outline"
            busy={busy}
            onClick={() => void answerWithdrawal(row.id, 'fully_paid')}
          />
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
          <AnswerChoice
            id={`not-received-${row.id}`}
            label={t('money.withdrawals.notReceived')}
            help={t('money.withdrawals.notReceivedHelp')}
            className="btn-error"
            busy={busy}
            onClick={() => void answerWithdrawal(row.id, 'not_received', proof)}
          />
        </div>
      )}
      {status && <FormMessage t={t} status={status} />}
    </li>
  );
}

interface AnswerChoiceProps {
  id: string;
  label: string;
  /** One sentence on when to choose this answer, read with the button. */
  help: string;
  className: string;
  busy: boolean;
  onClick: () => void;
}

function AnswerChoice({ id, label, help, className, busy, onClick }: AnswerChoiceProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={`btn btn-sm ${className}`}
        disabled={busy}
        aria-describedby={`${id}-help`}
        onClick={onClick}
      >
        {label}
      </button>
      <span id={`${id}-help`} className="min-w-0 flex-1 text-xs">
        {help}
      </span>
    </div>
  );
}
