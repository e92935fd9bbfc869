/**
 * Page numbers for lists paged on the client or the platform (announcements and notices use margin 1,
 * range 5): the first and last `margin` pages, a window of `range` pages around the current one, and an
 * ellipsis for each longer run of hidden pages. Labels come translated from the caller, so the primitive
 * carries no namespace of its own.
 */

export type PagerItem = number | 'gap';

export interface PagerOptions {
  /** Pages always shown at each end. */
  margin?: number;
  /** Pages shown around the current one. */
  range?: number;
}

/** The buttons to draw for `current` of `total` pages (1-based), in order. */
export function pagerItems(current: number, total: number, { margin = 1, range = 5 }: PagerOptions = {}): PagerItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  let start = page - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > total) {
    start = Math.max(1, start - (end - total));
    end = total;
  }
  const shown = new Set<number>();
  for (let n = 1; n <= Math.min(margin, total); n++) shown.add(n);
  for (let n = start; n <= end; n++) shown.add(n);
  for (let n = Math.max(1, total - margin + 1); n <= total; n++) shown.add(n);

  const items: PagerItem[] = [];
  let previous = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    // One hidden page takes the same room as an ellipsis: show the page instead.
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
    previous = n;
  }
  return items;
}

export interface PagerLabels {
  /** Accessible name of the whole pager, e.g. "Announcement pages". */
  navigation: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. "Page 3". */
  page: (page: number) => string;
  /** A page number as its button shows it, in the page's digits ("৩"); plain digits when left out. */
  number?: (page: number) => string;
}

interface PagerProps extends PagerOptions {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  labels: PagerLabels;
  disabled?: boolean;
}

export function Pager({ page, totalPages, onChange, labels, disabled = false, margin, range }: PagerProps) {
  if (totalPages <= 1) return null;
  const items = pagerItems(page, totalPages, { margin, range });
  const button = 'btn btn-sm min-w-9 px-2';
  return (
    <nav aria-label={labels.navigation} className="flex justify-center">
      <ul className="flex flex-wrap justify-center gap-1">
        <li>
          <button
            type="button"
            className={button}
            disabled={disabled || page <= 1}
            onClick={() => onChange(page - 1)}
            aria-label={labels.previous}
          >
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ‹
            </span>
          </button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`}>
              <span className={`${button} btn-disabled`} aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`${button} ${item === page ? 'btn-primary' : ''}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={labels.page(item)}
                disabled={disabled}
                onClick={() => item !== page && onChange(item)}
              >
                {labels.number ? labels.number(item) : item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={button}
            disabled={disabled || page >= totalPages}
            onClick={() => onChange(page + 1)}
            aria-label={labels.next}
          >
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ›
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
