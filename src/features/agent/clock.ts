/**
 * The agent centre's live clock (it ticks every second) in the viewer's own time zone with its GMT offset, in the
 * page's digits and order, e.g. "01/03/2025, 18:04:05" or "০১/০৩/২০২৫, ১৮:০৪:০৫" and "GMT+06:00". Pure helpers, so
 * the formatting is unit tested.
 */
import { formatDateTime } from '../../i18n/format';

export const TICK_MS = 1000;

/** "GMT+06:00" for an offset east of Greenwich in minutes (the opposite sign of Date#getTimezoneOffset). */
export function gmtOffsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const total = Math.abs(Math.trunc(offsetMinutes));
  const hours = String(Math.floor(total / 60)).padStart(2, '0');
  const minutes = String(total % 60).padStart(2, '0');
  return `GMT${sign}${hours}:${minutes}`;
}

export interface ClockReading {
  /** The moment for <time datetime>. */
  iso: string;
  time: string;
  offset: string;
}

/** `date` as the clock shows it on a page of `locale` (intlLocale), in the viewer's zone (`timeZone`, the device's). */
export function readClock(
  date: Date,
  locale: string,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): ClockReading {
  return {
    iso: date.toISOString(),
    time: formatDateTime(date, { locale, timeZone }),
    offset: gmtOffsetLabel(-date.getTimezoneOffset()),
  };
}

/** Milliseconds until the next whole second, so the display changes together with the system clock. */
export function msToNextTick(now: number): number {
  return TICK_MS - (now % TICK_MS);
}
