/**
 * The site-notice view: notices 9 per page, paged by the platform, and the chosen one in full.
 * It opens at a chosen notice when given `options.index` (0-based over all notices, newest first), as the
 * home marquee does.
 */
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod/mini';
import { errorMessageKey } from '../../../api/api-error';
import { NOTICE_PAGE_SIZE, type notice, noticeListCall } from '../../../api/calls/content';
import { api } from '../../../api/default-client';
import { Dialog } from '../../../components/ui/Dialog';
import { OperatorHtml } from '../../../components/ui/OperatorHtml';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { isolateLtrRunsIfRtl } from '../../../i18n/bidi';
import { useTranslations } from '../../../i18n/use-translations';
import type { AppDialogProps } from '../../../stores/dialogs';
import { closeDialog } from '../../../stores/dialogs';
import { htmlToText } from '../html-text';
import { EntryTime, NoticeBoard } from '../NoticeBoard';
import { locate } from '../paging';

type Notice = z.infer<typeof notice>;

interface PageState {
  page: number;
  totalPages: number;
  list: Notice[];
}

export default function NoticesDialog({ options }: AppDialogProps<'notices'>) {
  const t = useTranslations('notices', 'errors');
  const start = locate(options.index ?? 0);
  const [state, setState] = useState<PageState | null>(null);
  const [busy, setBusy] = useState(true);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const load = useCallback(function load(page: number, offset: number) {
    setBusy(true);
    setErrorKey(null);
    api
      .call(noticeListCall, { query: { pageNo: page, pageSize: NOTICE_PAGE_SIZE } })
      .then((value) => {
        // An index past the end (the list shrank since the marquee loaded) shows the last page instead.
        if (value.list.length === 0 && value.totalPages > 0 && page > value.totalPages) {
          load(value.totalPages, 0);
          return;
        }
        setState({ page: value.pageNo, totalPages: value.totalPages, list: value.list });
        setSelectedId((value.list[offset] ?? value.list[0])?.id ?? null);
      })
      .catch((error) => setErrorKey(errorMessageKey(error)))
      .finally(() => setBusy(false));
  }, []);
  // Only the first page load follows the options; later pages are the player's choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening
  useEffect(() => load(start.page, start.offset), []);

  if (!t) return null;
  const selected = state?.list.find((item) => item.id === selectedId) ?? null;
  return (
    <Dialog open title={t('notices.siteNotices.title')} onClose={closeDialog} closeLabel={t('notices.close')} size="lg">
      {errorKey ? (
        <RetryAlert
          message={t(errorKey)}
          retryLabel={t('notices.retry')}
          onRetry={() => load(state?.page ?? start.page, 0)}
        />
      ) : state === null ? (
        <p className="flex justify-center py-8">
          <span className="loading loading-spinner" role="status" aria-label={t('notices.loading')} />
        </p>
      ) : state.list.length === 0 ? (
        <p className="py-8 text-center opacity-80">{t('notices.siteNotices.empty')}</p>
      ) : (
        <NoticeBoard
          t={t}
          listLabel={t('notices.siteNotices.list')}
          entries={state.list.map((item) => ({
            id: item.id,
            label: isolateLtrRunsIfRtl(htmlToText(item.content)),
            time: item.time,
          }))}
          selectedId={selectedId}
          onSelect={setSelectedId}
          page={state.page}
          totalPages={state.totalPages}
          onPage={(page) => load(page, 0)}
          busy={busy}
          detail={
            selected && (
              <article className="flex flex-col gap-2">
                <EntryTime time={selected.time} />
                <OperatorHtml html={selected.content} />
              </article>
            )
          }
        />
      )}
    </Dialog>
  );
}
