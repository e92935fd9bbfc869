/**
 * Member centre messageV2 (platform messages): the member's messages, unread ones marked, filtered by kind
 * and paged; a message opens in a dialog (which marks it read) where it can be deleted; several can be ticked
 * and deleted together; mark all read. Every delete asks first. The logic is the inbox store's
 * (stores/inbox.ts); the unread count it keeps is the header's and the navigation's badge.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useId } from 'react';
import { INBOX_KINDS, type InboxKind, type InboxSummary } from '../../../api/calls/inbox/message';
import { Dialog } from '../../../components/ui/Dialog';
import { ListPager } from '../../../components/ui/ListPager';
import { MemberPageGate } from '../../../components/ui/MemberPageGate';
import { OperatorHtml } from '../../../components/ui/OperatorHtml';
import { pageLanguage } from '../../../i18n/client';
import { formatDateTime } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { useTranslations } from '../../../i18n/use-translations';
import { openDialog } from '../../../stores/dialogs';
import { totalPages } from '../../../stores/paged-list';
import { $isTrial, $unreadCount } from '../../../stores/session';
import {
  $confirmDelete,
  $inboxAction,
  $inboxKind,
  $openMessage,
  $selectedIds,
  askDelete,
  cancelDelete,
  chooseKind,
  closeMessage,
  confirmDelete,
  inboxList,
  markAllRead,
  openMessage,
  startInbox,
  toggleSelected,
} from '../stores/inbox';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function InboxPage({ lang, checkingLabel }: Props) {
  const t = useTranslations('inbox', 'errors');
  const isTrial = useStore($isTrial);
  return (
    <MemberPageGate
      lang={lang}
      checkingLabel={checkingLabel}
      t={t}
      loadFailedKey="inbox.loadFailed"
      retryKey="inbox.retry"
    >
      {(_member, t) => (isTrial ? <TrialNotice t={t} /> : <Inbox t={t} />)}
    </MemberPageGate>
  );
}

/** Trial users load no messages; they are told to register a real account. */
function TrialNotice({ t }: { t: TFunction }) {
  return (
    <section className="card max-w-xl bg-base-200 shadow-sm" aria-labelledby="inbox-trial-title">
      <div className="card-body gap-3">
        <h2 id="inbox-trial-title" className="font-semibold text-lg">
          {t('inbox.trial.title')}
        </h2>
        <p role="note">{t('errors.trial_user_blocked')}</p>
        <div>
          <button type="button" className="btn btn-primary" onClick={() => openDialog('register')}>
            {t('inbox.trial.register')}
          </button>
        </div>
      </div>
    </section>
  );
}

// Colour pairs the tenant themes are checked for (src/config/contrast.ts), so every merchant's badge reads.
const KIND_CLASS = { system: 'badge-outline', promotion: 'badge-primary', personal: 'badge-neutral' } as const;

function KindBadge({ t, kind }: { t: TFunction; kind: InboxKind }) {
  return <span className={`badge badge-sm ${KIND_CLASS[kind]}`}>{t(`inbox.kinds.${kind}`)}</span>;
}

function Inbox({ t }: { t: TFunction }) {
  const list = useStore(inboxList.$list);
  const kind = useStore($inboxKind);
  const selected = useStore($selectedIds);
  const action = useStore($inboxAction);
  const unread = useStore($unreadCount);
  const confirming = useStore($confirmDelete);
  const kindId = useId();

  useEffect(() => startInbox(), []);

  const rows = list.page?.rows ?? [];
  const notice = action.notice;
  const noticeText =
    notice?.kind === 'deleted'
      ? t('inbox.notice.deleted', { count: notice.count })
      : notice?.kind === 'allRead'
        ? notice.count > 0
          ? t('inbox.notice.allRead', { count: notice.count })
          : t('inbox.notice.noneUnread')
        : '';

  return (
    <div className="grid max-w-3xl gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1" htmlFor={kindId}>
          <span className="label-text text-sm">{t('inbox.filter.label')}</span>
          <select
            id={kindId}
            className="select select-bordered select-sm"
            value={kind}
            onChange={(event) => void chooseKind(event.target.value as InboxKind | '')}
          >
            <option value="">{t('inbox.filter.all')}</option>
            {INBOX_KINDS.map((code) => (
              <option key={code} value={code}>
                {t(`inbox.filter.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn-sm"
          disabled={action.busy || unread === 0}
          onClick={() => void markAllRead()}
        >
          {t('inbox.markAllRead')}
        </button>
        {selected.length > 0 && (
          <button
            type="button"
            className="btn btn-sm btn-error btn-outline"
            disabled={action.busy}
            onClick={() => askDelete(selected)}
          >
            {t('inbox.deleteSelected', { count: selected.length })}
          </button>
        )}
      </div>
      <p role="status" className="min-h-5 text-sm">
        {noticeText}
      </p>
      {(list.errorKey ?? (!confirming && action.errorKey)) && (
        <p role="alert" className="text-error text-sm">
          {t(list.errorKey ?? action.errorKey ?? '')}
        </p>
      )}
      {list.page && rows.length === 0 && <p className="text-sm opacity-80">{t('inbox.empty')}</p>}
      {rows.length > 0 && (
        <ul className="grid gap-2" aria-label={t('inbox.list')}>
          {rows.map((row) => (
            <MessageItem key={row.id} row={row} t={t} selected={selected.includes(row.id)} />
          ))}
        </ul>
      )}
      <ListPager
        t={t}
        keyPrefix="inbox.pager"
        page={list.page?.page ?? 1}
        pages={totalPages(list.page)}
        busy={list.loading}
        onChange={(page) => void inboxList.load(page)}
      />
      <MessageDialog t={t} />
      <ConfirmDeleteDialog t={t} />
    </div>
  );
}

function MessageItem({ row, t, selected }: { row: InboxSummary; t: TFunction; selected: boolean }) {
  return (
    <li
      className={`flex items-start gap-3 rounded-box p-3 ${row.read ? 'bg-base-200' : 'border-primary border-s-4 bg-base-200 font-semibold'}`}
      data-message-id={row.id}
      data-read={row.read}
    >
      <input
        type="checkbox"
        className="checkbox checkbox-sm mt-1"
        checked={selected}
        aria-label={t('inbox.select', { title: row.title })}
        onChange={(event) => toggleSelected(row.id, event.target.checked)}
      />
      <button type="button" className="grid min-w-0 flex-1 gap-1 text-start" onClick={() => void openMessage(row.id)}>
        <span className="flex flex-wrap items-center gap-2">
          {!row.read && <span className="size-2 shrink-0 rounded-full bg-error" aria-hidden="true" data-unread-dot />}
          <span dir="auto" className="min-w-0 break-words">
            {row.title}
          </span>
          {!row.read && <span className="sr-only">{t('inbox.unread')}</span>}
        </span>
        <span className="flex flex-wrap items-center gap-2 font-normal text-xs">
          <KindBadge t={t} kind={row.kind} />
          <bdi dir="ltr">{formatDateTime(row.time, pageDates(pageLanguage()))}</bdi>
        </span>
      </button>
    </li>
  );
}

function MessageDialog({ t }: { t: TFunction }) {
  const open = useStore($openMessage);
  const action = useStore($inboxAction);
  const message = open?.message ?? null;
  return (
    <Dialog
      open={open !== null}
      size="lg"
      title={<span dir="auto">{message?.title ?? t('inbox.open.title')}</span>}
      closeLabel={t('inbox.open.close')}
      onClose={closeMessage}
    >
      {open && !message && !open.errorKey && (
        <p role="status" className="flex items-center gap-2 opacity-80">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {t('inbox.open.loading')}
        </p>
      )}
      {open?.errorKey && (
        <p role="alert" className="text-error text-sm">
          {t(open.errorKey)}
        </p>
      )}
      {message && (
        <article className="grid gap-3">
          <p className="flex flex-wrap items-center gap-2 text-xs">
            <KindBadge t={t} kind={message.kind} />
            <bdi dir="ltr">{formatDateTime(message.time, pageDates(pageLanguage()))}</bdi>
          </p>
          <OperatorHtml html={message.content} className="text-sm" />
        </article>
      )}
      <div className="modal-action">
        {message && (
          <button
            type="button"
            className="btn btn-error btn-outline"
            disabled={action.busy}
            onClick={() => askDelete([message.id])}
          >
            {t('inbox.open.delete')}
          </button>
        )}
        <button type="button" className="btn" onClick={closeMessage}>
          {t('inbox.open.close')}
        </button>
      </div>
    </Dialog>
  );
}

function ConfirmDeleteDialog({ t }: { t: TFunction }) {
  const ids = useStore($confirmDelete);
  const action = useStore($inboxAction);
  const count = ids?.length ?? 0;
  return (
    <Dialog
      open={ids !== null}
      size="sm"
      title={t('inbox.confirm.title', { count })}
      closeLabel={t('inbox.open.close')}
      onClose={() => !action.busy && cancelDelete()}
    >
      <p>{t('inbox.confirm.question', { count })}</p>
      {action.errorKey && (
        <p role="alert" className="mt-2 text-error text-sm">
          {t(action.errorKey)}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" disabled={action.busy} onClick={cancelDelete}>
          {t('inbox.confirm.cancel')}
        </button>
        <button type="button" className="btn btn-error" disabled={action.busy} onClick={() => void confirmDelete()}>
          {action.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {action.busy ? t('inbox.confirm.busy') : t('inbox.confirm.delete', { count })}
        </button>
      </div>
    </Dialog>
  );
}
