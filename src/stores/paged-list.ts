/**
 * A paged list from the platform (deposit and withdrawal histories, the account record, the betting record):
 * the rows of one page, the page number and the total, loaded again on demand.
 */
import { atom, type WritableAtom } from 'nanostores';
import { errorMessageKey } from '../api/api-error';

export interface Page<Row> {
  rows: Row[];
  page: number;
  pageSize: number;
  total: number;
}

export interface PagedList<Row> {
  $list: WritableAtom<{ page: Page<Row> | null; loading: boolean; errorKey: string | null }>;
  /** Loads `page` (default: the one shown); a later call wins over an earlier one still under way. */
  load(page?: number): Promise<void>;
}

export function pagedList<Row>(fetchPage: (page: number) => Promise<Page<Row>>): PagedList<Row> {
  const $list = atom<{ page: Page<Row> | null; loading: boolean; errorKey: string | null }>({
    page: null,
    loading: false,
    errorKey: null,
  });
  let latest = 0;
  return {
    $list,
    async load(page = $list.get().page?.page ?? 1) {
      const ticket = ++latest;
      $list.set({ ...$list.get(), loading: true, errorKey: null });
      try {
        const result = await fetchPage(page);
        if (ticket === latest) $list.set({ page: result, loading: false, errorKey: null });
      } catch (error) {
        if (ticket === latest) $list.set({ ...$list.get(), loading: false, errorKey: errorMessageKey(error) });
      }
    },
  };
}

export function totalPages(page: Page<unknown> | null): number {
  return page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
}
