import { describe, expect, it } from 'vitest';
import { periodOf, previousPeriod } from '../../../platform/core/merchant-periods';

const at = (iso: string) => new Date(iso);

describe('merchant periods', () => {
  it('a Dhaka day runs from 18:00 UTC the evening before', () => {
    const day = periodOf('day', at('2026-11-24T20:30:00Z'), 'Asia/Dhaka');
    expect(day).toEqual({
      kind: 'day',
      start: at('2026-11-24T18:00:00Z'),
      end: at('2026-11-25T18:00:00Z'),
      key: '2026-11-25',
    });
  });

  it('Yangon is 6:30 ahead, Karachi 5', () => {
    expect(periodOf('day', at('2026-11-25T00:00:00Z'), 'Asia/Yangon').start).toEqual(at('2026-11-24T17:30:00Z'));
    expect(periodOf('day', at('2026-11-25T00:00:00Z'), 'Asia/Karachi').start).toEqual(at('2026-11-24T19:00:00Z'));
  });

  it('weeks start on Monday, half months on the 1st and 16th, months roll over the year', () => {
    // Wednesday 2026-11-25 in UTC
    expect(periodOf('week', at('2026-11-25T12:00:00Z'), 'UTC').key).toBe('2026-11-23');
    expect(periodOf('week', at('2026-11-29T23:59:59Z'), 'UTC').end).toEqual(at('2026-11-30T00:00:00Z'));
    expect(periodOf('semimonth', at('2026-11-15T23:59:59Z'), 'UTC').key).toBe('2026-11-01');
    expect(periodOf('semimonth', at('2026-11-16T00:00:00Z'), 'UTC')).toMatchObject({
      key: '2026-11-16',
      end: at('2026-12-01T00:00:00Z'),
    });
    expect(periodOf('month', at('2026-12-31T20:00:00Z'), 'UTC').end).toEqual(at('2027-01-01T00:00:00Z'));
  });

  it('the previous period ends where the current one starts', () => {
    const now = at('2026-03-01T02:00:00Z');
    const current = periodOf('month', now, 'Asia/Dhaka');
    const previous = previousPeriod('month', now, 'Asia/Dhaka');
    expect(previous.end).toEqual(current.start);
    expect(previous.key).toBe('2026-02-01');
  });

  it('hours and five minutes follow the local clock', () => {
    // Yangon is UTC+6:30: its hours begin at half past in UTC
    expect(periodOf('hour', at('2026-11-25T10:45:00Z'), 'Asia/Yangon')).toEqual({
      kind: 'hour',
      start: at('2026-11-25T10:30:00Z'),
      end: at('2026-11-25T11:30:00Z'),
      key: '2026-11-25 17:00',
    });
    const window = periodOf('fiveMinutes', at('2026-11-25T10:47:59Z'), 'Asia/Dhaka');
    expect([window.start, window.end, window.key]).toEqual([
      at('2026-11-25T10:45:00Z'),
      at('2026-11-25T10:50:00Z'),
      '2026-11-25 16:45',
    ]);
    expect(previousPeriod('fiveMinutes', at('2026-11-25T10:45:00Z'), 'UTC').start).toEqual(at('2026-11-25T10:40:00Z'));
  });

  it('follows a clock change (daylight saving time)', () => {
    // Europe/London moves to summer time on 2026-03-29: that day has 23 hours
    const day = periodOf('day', at('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(day.start).toEqual(at('2026-03-29T00:00:00Z'));
    expect(day.end).toEqual(at('2026-03-29T23:00:00Z'));
  });
});
