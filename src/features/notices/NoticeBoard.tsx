/**
 * The layout the announcement dialog and the site-notice view share: a page of entries with a
 * pager, and a detail pane for the chosen one. Side by side on wide screens, stacked on a phone.
 */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Pager, type PagerLabels } from '../../components/ui/Pager';
import { pageLanguage } from '../../i18n/client';
import { formatDateTime } from '../../i18n/format';
import { pageDates } from '../../i18n/page-dates';

export interface BoardEntry {
  id: number;
  /** One line naming the entry: a title, or a notice's text. */
  label: string;
  /** ISO time from the platform. */
  time: string;
}

interface Props {
  t: TFunction;
  /** Accessible name of the list of entries. */
  listLabel: string;
  entries: BoardEntry[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  busy?: boolean;
  detail: ReactNode;
}

export function pagerLabels(t: TFunction): PagerLabels {
  return {
    navigation: t('notices.pager.navigation'),
    previous: t('notices.pager.previous'),
    next: t('notices.pager.next'),
    page: (page) => t('notices.pager.page', { page }),
  };
}

/** A platform time in the page's digits and order, in the merchant's zone; `muted` dims it where the background leaves enough contrast. */
export function EntryTime({ time, muted = true }: { time: string; muted?: boolean }) {
  return (
    <time dateTime={time} className={`text-xs tabular-nums ${muted ? 'opacity-75' : ''}`} dir="ltr">
      {formatDateTime(time, pageDates(pageLanguage()))}
    </time>
  );
}

export function NoticeBoard(props: Props) {
  const { t, entries, selectedId, onSelect } = props;
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-3">
        <ul aria-label={props.listLabel} aria-busy={props.busy} className="flex flex-col gap-1">
          {entries.map((entry) => {
            const selected = entry.id === selectedId;
            return (
              <li key={entry.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(entry.id)}
                  className={`flex w-full flex-col items-start gap-0.5 rounded-field px-3 py-2 text-start text-sm ${
                    selected ? 'bg-primary text-primary-content' : 'bg-base-200 hover:bg-base-300'
                  }`}
                >
                  <span className="line-clamp-2 w-full break-words">{entry.label}</span>
                  <EntryTime time={entry.time} muted={!selected} />
                </button>
              </li>
            );
          })}
        </ul>
        <Pager
          page={props.page}
          totalPages={props.totalPages}
          onChange={props.onPage}
          labels={pagerLabels(t)}
          disabled={props.busy}
        />
      </div>
      <section className="min-w-0 rounded-box bg-base-200 p-4">{props.detail}</section>
    </div>
  );
}
