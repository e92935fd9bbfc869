/**
 * Whether a promotion is running. Dates are calendar days in UTC; a promotion runs from the start of its
 * start day to the end of its end day. The build computes the status once; the list page's small inline
 * script recomputes it in the browser so a promotion that ends between two builds is still marked.
 */
export type PromotionStatus = 'upcoming' | 'active' | 'expired';

const DAY_MS = 86_400_000;

/** The first instant after the promotion, or null for a standing offer. */
export function promotionEndsAt(end: Date | undefined): number | null {
  return end ? end.getTime() + DAY_MS : null;
}

export function promotionStatus(period: { start: Date; end?: Date | undefined }, now: number): PromotionStatus {
  if (now < period.start.getTime()) return 'upcoming';
  const endsAt = promotionEndsAt(period.end);
  return endsAt !== null && now >= endsAt ? 'expired' : 'active';
}

/**
 * The first instant an ended promotion is off the list: `listedDays` whole days after it ended (null for a standing
 * offer, which never leaves). Its own page stays, with the "ended" note.
 */
export function promotionUnlistedAt(end: Date | undefined, listedDays: number): number | null {
  const endsAt = promotionEndsAt(end);
  return endsAt === null ? null : endsAt + listedDays * DAY_MS;
}

/** Whether the promotions list still shows it at `now` (upcoming, running, or ended fewer than `listedDays` ago). */
export function promotionListed(period: { end?: Date | undefined }, listedDays: number, now: number): boolean {
  const unlistedAt = promotionUnlistedAt(period.end, listedDays);
  return unlistedAt === null || now < unlistedAt;
}

/** Running and upcoming promotions keep their order; expired ones move to the end of the list. */
export function byStatus<T>(items: readonly T[], statusOf: (item: T) => PromotionStatus): T[] {
  return [
    ...items.filter((item) => statusOf(item) !== 'expired'),
    ...items.filter((item) => statusOf(item) === 'expired'),
  ];
}
