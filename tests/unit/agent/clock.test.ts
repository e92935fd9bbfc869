import { describe, expect, it } from 'vitest';
import { gmtOffsetLabel, msToNextTick, readClock } from '../../../src/features/agent/clock';

describe('agent clock', () => {
  it('labels offsets east and west of Greenwich with hours and minutes', () => {
    expect(gmtOffsetLabel(360)).toBe('GMT+06:00'); // Dhaka
    expect(gmtOffsetLabel(300)).toBe('GMT+05:00'); // Karachi
    expect(gmtOffsetLabel(390)).toBe('GMT+06:30'); // Yangon
    expect(gmtOffsetLabel(0)).toBe('GMT+00:00');
    expect(gmtOffsetLabel(-210)).toBe('GMT-03:30'); // St John's
    expect(gmtOffsetLabel(-600)).toBe('GMT-10:00');
  });

  it("reads a date in the page's digits and order, in the viewer's zone, with its zone offset", () => {
    const date = new Date(Date.UTC(2025, 0, 2, 3, 4, 5));
    expect(readClock(date, 'en-PK', 'Asia/Karachi').time).toBe('02/01/2025, 08:04:05');
    expect(readClock(date, 'bn-BD', 'Asia/Dhaka').time).toBe('০২/০১/২০২৫, ০৯:০৪:০৫');
    const reading = readClock(date, 'my-MM');
    expect(reading.iso).toBe('2025-01-02T03:04:05.000Z');
    expect(reading.time).not.toMatch(/[0-9]/);
    expect(reading.offset).toBe(gmtOffsetLabel(-date.getTimezoneOffset()));
  });

  it('waits until the next whole second to tick', () => {
    expect(msToNextTick(10_000)).toBe(1000);
    expect(msToNextTick(10_250)).toBe(750);
    expect(msToNextTick(10_999)).toBe(1);
  });
});
