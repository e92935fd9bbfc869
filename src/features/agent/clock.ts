/**
 * The agent centre's live clock (it ticks every second) with the viewer's GMT
 * offset, e.g. "2025-03-01 18:04:05" and "GMT+06:00". Pure helpers, so the formatting is unit tested.
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
  time: string;
  offset: string;
}

export function readClock(date: Date): ClockReading {
  return { time: formatDateTime(date), offset: gmtOffsetLabel(-date.getTimezoneOffset()) };
}

/** Milliseconds until the next whole second, so the display changes together with the system clock. */
export function msToNextTick(now: number): number {
  return TICK_MS - (now % TICK_MS);
}
