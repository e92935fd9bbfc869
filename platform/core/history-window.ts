/**
 * What the operator's history calls share (src/api/calls/admin-history.ts): the merchant a call names with its
 * filter's local days as instants in the merchant's time zone (from the first day's midnight to the midnight after
 * the last, both days included), the page's answer with its count of pages, and how the console writes the
 * merchant's money and times.
 */
import type { MerchantStyle } from '../../src/api/calls/admin-history';
import type { Merchant, MerchantRegistry } from '../merchants/merchants';
import { periodOf } from './merchant-periods';
import { notFound } from './platform-error';

/** Noon UTC of a local day is inside that day in every time zone (UTC-11 to UTC+12 … +14 only shifts it by a day's edge). */
const dayOf = (day: string, timeZone: string) => {
  // The local day that holds noon UTC of `day` may be the next one east of +12: step back until its key is `day`.
  let period = periodOf('day', new Date(`${day}T12:00:00Z`), timeZone);
  while (period.key > day) period = periodOf('day', new Date(period.start.getTime() - 1), timeZone);
  while (period.key < day) period = periodOf('day', period.end, timeZone);
  return period;
};

/** [from, to) instants of the local days `from`..`to` (both included); null where the filter leaves it open. */
export function localDaysWindow(
  filter: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { from: Date | null; to: Date | null } {
  return {
    from: filter.from ? dayOf(filter.from, timeZone).start : null,
    to: filter.to ? dayOf(filter.to, timeZone).end : null,
  };
}

/** The merchant a history call names (404 when there is none such) and the call's filter with its days as instants. */
export function historyFilter<Q extends { merchantCode: string; from?: string | undefined; to?: string | undefined }>(
  merchants: MerchantRegistry,
  query: Q,
) {
  const merchant = merchants.byCode(query.merchantCode);
  if (!merchant) throw notFound(`unknown merchant ${query.merchantCode}`);
  return { merchant, filter: { ...query, ...localDaysWindow(query, merchant.tenant.timeZone) } };
}

/** Where a history page starts in the filtered set. */
export const pageOffset = (query: { page: number; size: number }) => (query.page - 1) * query.size;

/** A history call's answer: the page's rows, its paging, the filtered set's totals and the merchant's style. */
export function historyPage<R, T extends { count: number }>(
  merchant: Merchant,
  query: { page: number; size: number },
  rows: R[],
  totals: T,
) {
  return {
    rows,
    page: query.page,
    size: query.size,
    pages: pagesOf(totals.count, query.size),
    totals,
    style: merchantStyleOf(merchant),
  };
}

/** How many pages `total` rows make at `size` a page (at least 1: an empty result is one empty page). */
export const pagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The merchant's money and time style for the console: its currency and symbol, English figures, its time zone. */
export const merchantStyleOf = (merchant: Merchant): MerchantStyle => ({
  currency: merchant.tenant.currency,
  symbol: merchant.tenant.currencySymbol,
  locale: `en-${merchant.tenant.country}`,
  timeZone: merchant.tenant.timeZone,
});

/** A time in the merchant's time zone as a CSV writes it: 2026-12-06 17:45:03 (empty when there is none). */
export const localTimeText = (iso: string | null, timeZone: string) =>
  iso ? new Date(iso).toLocaleString('sv-SE', { timeZone, hourCycle: 'h23' }) : '';
