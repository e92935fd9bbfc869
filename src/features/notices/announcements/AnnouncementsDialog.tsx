/**
 * The announcement dialog: the player announcements' titles 9 per page, and the chosen one in a
 * detail pane with its pictures, its time (the page's digits and order) and its HTML, sanitised before rendering.
 */
import { useCallback, useEffect, useState } from 'react';
import { errorMessageKey } from '../../../api/api-error';
import { type Announcement, announcementsCall } from '../../../api/calls/content';
import { api } from '../../../api/default-client';
import { CdnImage } from '../../../components/ui/CdnImage';
import { Dialog } from '../../../components/ui/Dialog';
import { OperatorHtml } from '../../../components/ui/OperatorHtml';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { useTranslations } from '../../../i18n/use-translations';
import type { AppDialogProps } from '../../../stores/dialogs';
import { closeDialog } from '../../../stores/dialogs';
import { EntryTime, NoticeBoard } from '../NoticeBoard';
import { pageCount, pageSlice } from '../paging';

function AnnouncementDetail({ item }: { item: Announcement }) {
  const images = [...item.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return (
    <article className="flex flex-col gap-3">
      <header className="flex flex-col gap-1">
        <h3 className="font-semibold text-base break-words">{item.title}</h3>
        <EntryTime time={item.time} />
      </header>
      {images.map((image) => (
        <CdnImage
          key={image.sequence}
          src={image.url}
          alt=""
          loading="lazy"
          decoding="async"
          className="w-full rounded-box bg-base-300"
        />
      ))}
      <OperatorHtml html={item.content} className="text-sm" />
    </article>
  );
}

export default function AnnouncementsDialog(_: AppDialogProps<'announcements'>) {
  const t = useTranslations('notices', 'errors');
  const [items, setItems] = useState<Announcement[] | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const load = useCallback(() => {
    setErrorKey(null);
    api
      .call(announcementsCall, { query: { types: 'PL', platform: 'W' } })
      .then((value) => {
        const list = value.player ?? [];
        setItems(list);
        setSelectedId(list[0]?.id ?? null);
      })
      .catch((error) => setErrorKey(errorMessageKey(error)));
  }, []);
  useEffect(load, [load]);

  if (!t) return null;
  const visible = pageSlice(items ?? [], page);
  const selected = items?.find((item) => item.id === selectedId) ?? null;
  const changePage = (next: number) => {
    setPage(next);
    setSelectedId(pageSlice(items ?? [], next)[0]?.id ?? null);
  };

  return (
    <Dialog
      open
      title={t('notices.announcements.title')}
      onClose={closeDialog}
      closeLabel={t('notices.close')}
      size="lg"
    >
      {errorKey ? (
        <RetryAlert message={t(errorKey)} retryLabel={t('notices.retry')} onRetry={load} />
      ) : items === null ? (
        <p className="flex justify-center py-8">
          <span className="loading loading-spinner" role="status" aria-label={t('notices.loading')} />
        </p>
      ) : items.length === 0 ? (
        <p className="py-8 text-center opacity-80">{t('notices.announcements.empty')}</p>
      ) : (
        <NoticeBoard
          t={t}
          listLabel={t('notices.announcements.list')}
          entries={visible.map((item) => ({ id: item.id, label: item.title, time: item.time }))}
          selectedId={selectedId}
          onSelect={setSelectedId}
          page={page}
          totalPages={pageCount(items.length)}
          onPage={changePage}
          detail={selected && <AnnouncementDetail item={selected} />}
        />
      )}
    </Dialog>
  );
}
