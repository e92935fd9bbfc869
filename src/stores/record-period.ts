/**
 * The period of a record page (account record, betting record, P&L): the date presets, previous 7 or 30 days, or a
 * custom range of whole days, turned into the API's [from, to) ISO instants.
 */
const DAY_MS = 86_400_000;

export type Period = { preset: 7 | 30 } | { preset: 'custom'; from: string; to: string };

/** The period as [from, to) ISO instants, `now` for the presets' end; null when a custom range cannot be read. */
export function periodRange(period: Period, now: Date): { from: string; to: string } | null {
  if (period.preset !== 'custom') {
    return { from: new Date(now.getTime() - period.preset * DAY_MS).toISOString(), to: now.toISOString() };
  }
  // yyyy-MM-dd from date inputs, whole days in the viewer's time zone, both ends included
  const from = new Date(`${period.from}T00:00:00`);
  const toDay = new Date(`${period.to}T00:00:00`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(toDay.getTime()) || from > toDay) return null;
  const to = new Date(toDay.getFullYear(), toDay.getMonth(), toDay.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Whole days a range spans, rounded up (a custom range of 1 to 90 inclusive days is 1 to 90). */
export function rangeDays(range: { from: string; to: string }): number {
  return Math.ceil((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS);
}
