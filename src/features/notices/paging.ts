/** Paging arithmetic shared by the announcement dialog (paged here) and the notice view (paged by the platform). */
import { NOTICE_PAGE_SIZE } from '../../api/calls/content';

export function pageCount(total: number, size = NOTICE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The entries of 1-based `page`, clamped to the pages that exist. */
export function pageSlice<T>(items: readonly T[], page: number, size = NOTICE_PAGE_SIZE): T[] {
  const last = pageCount(items.length, size);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * size, current * size);
}

/** Where the entry at 0-based `index` of the whole list sits: its page and its place on that page. */
export function locate(index: number, size = NOTICE_PAGE_SIZE): { page: number; offset: number } {
  const safe = Number.isInteger(index) && index > 0 ? index : 0;
  return { page: Math.floor(safe / size) + 1, offset: safe % size };
}
