/**
 * Business periods in a merchant's time zone (tenant `timeZone`): the day, week (Monday first), half month
 * (1st–15th, 16th–end) and month an instant falls in, as UTC instants [start, end). Rebates, missions and agent
 * settlements all count "a day" the way the merchant's players and operators do, not the server's way.
 */

export type PeriodKind = 'fiveMinutes' | 'hour' | 'day' | 'week' | 'semimonth' | 'month';

export interface Period {
  kind: PeriodKind;
  /** First instant of the period (inclusive). */
  start: Date;
  /** First instant after it (exclusive). */
  end: Date;
  /** The period's local first day, yyyy-mm-dd (with the local time hh:mm for hours and five minutes). */
  key: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: Date, timeZone: string): { year: number; month: number; day: number; offsetMs: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return { year, month, day, offsetMs: asUtc - Math.floor(instant.getTime() / 1000) * 1000 };
}

/** The instant a local calendar day (month may overflow, Date.UTC style) begins in `timeZone`. */
function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  // The offset at the guess, then at the corrected instant (they differ only across a clock change).
  const first = guess - wallClock(new Date(guess), timeZone).offsetMs;
  return new Date(guess - wallClock(new Date(first), timeZone).offsetMs);
}

const keyOf = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
};

const CLOCK_PERIOD_MS = { fiveMinutes: 5 * 60_000, hour: 3_600_000 } as const;

/** Hours and five minutes follow the local clock (Yangon's hours begin at :30 UTC). */
function clockPeriod(kind: keyof typeof CLOCK_PERIOD_MS, instant: Date, timeZone: string): Period {
  const size = CLOCK_PERIOD_MS[kind];
  const { offsetMs } = wallClock(instant, timeZone);
  const localStart = Math.floor((instant.getTime() + offsetMs) / size) * size;
  const start = new Date(localStart - offsetMs);
  const end = new Date(start.getTime() + size);
  return { kind, start, end, key: new Date(localStart).toISOString().slice(0, 16).replace('T', ' ') };
}

/** The period of `kind` that contains `instant` in `timeZone`. */
export function periodOf(kind: PeriodKind, instant: Date, timeZone: string): Period {
  if (kind === 'fiveMinutes' || kind === 'hour') return clockPeriod(kind, instant, timeZone);
  const { year, month, day } = wallClock(instant, timeZone);
  let first: [number, number, number];
  let next: [number, number, number];
  if (kind === 'day') {
    first = [year, month, day];
    next = [year, month, day + 1];
  } else if (kind === 'week') {
    const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7; // Monday 0
    first = [year, month, day - weekday];
    next = [year, month, day - weekday + 7];
  } else if (kind === 'semimonth') {
    first = day <= 15 ? [year, month, 1] : [year, month, 16];
    next = day <= 15 ? [year, month, 16] : [year, month + 1, 1];
  } else {
    first = [year, month, 1];
    next = [year, month + 1, 1];
  }
  return {
    kind,
    start: localMidnight(...first, timeZone),
    end: localMidnight(...next, timeZone),
    key: keyOf(...first),
  };
}

/** The period of `kind` just before the one containing `instant`. */
export function previousPeriod(kind: PeriodKind, instant: Date, timeZone: string): Period {
  return periodOf(kind, new Date(periodOf(kind, instant, timeZone).start.getTime() - 1), timeZone);
}
