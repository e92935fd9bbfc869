/**
 * The operator's history counts days in the merchant's time zone (platform/core/history-window.ts): a filter's days
 * cover local midnight to the midnight after its last day, also in zones far from UTC and across a clock change; and
 * its CSV cells never run as formulas (platform/core/csv.ts).
 */
import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../../../platform/core/csv';
import { localDaysWindow } from '../../../platform/core/history-window';

describe('the history window', () => {
  it('covers the local days named, both included', () => {
    expect(localDaysWindow({ from: '2026-12-06', to: '2026-12-06' }, 'Asia/Dhaka')).toEqual({
      from: new Date('2026-12-05T18:00:00Z'),
      to: new Date('2026-12-06T18:00:00Z'),
    });
    expect(localDaysWindow({ from: '2026-12-01', to: '2026-12-31' }, 'Asia/Yangon')).toEqual({
      from: new Date('2026-11-30T17:30:00Z'),
      to: new Date('2026-12-31T17:30:00Z'),
    });
    expect(localDaysWindow({}, 'Asia/Karachi')).toEqual({ from: null, to: null });
  });

  it('finds the day in zones 14 hours ahead and 11 behind, and on a day of 23 hours', () => {
    expect(localDaysWindow({ from: '2026-12-06', to: '2026-12-06' }, 'Pacific/Kiritimati')).toEqual({
      from: new Date('2026-12-05T10:00:00Z'),
      to: new Date('2026-12-06T10:00:00Z'),
    });
    expect(localDaysWindow({ from: '2026-12-06' }, 'Pacific/Pago_Pago').from).toEqual(new Date('2026-12-06T11:00:00Z'));
    // Berlin moves its clocks forward on 29 March 2026: that day has 23 hours.
    const { from, to } = localDaysWindow({ from: '2026-03-29', to: '2026-03-29' }, 'Europe/Berlin');
    expect([from?.toISOString(), to?.toISOString()]).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
  });
});

describe('the history CSV', () => {
  it('writes a cell that would start a formula as text, and quotes what would break a row', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx"]);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('bKash')).toBe('bKash');
    expect(csvText(['A', 'B'], [['1', 'x\ny']])).toBe('\uFEFFA,B\r\n1,"x\ny"\r\n');
  });
});
