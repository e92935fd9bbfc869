import { describe, expect, it } from 'vitest';
import { byStatus, promotionEndsAt, promotionStatus } from '../../../src/features/content/promotion-status';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const at = (iso: string) => new Date(iso).getTime();

describe('promotion status', () => {
  const period = { start: day('2026-10-01'), end: day('2027-03-31') };

  it('is upcoming before the start day', () => {
    expect(promotionStatus(period, at('2026-09-30T23:59:59Z'))).toBe('upcoming');
  });

  it('is active from the start of the start day to the end of the end day', () => {
    expect(promotionStatus(period, at('2026-10-01T00:00:00Z'))).toBe('active');
    expect(promotionStatus(period, at('2027-03-31T23:59:59Z'))).toBe('active');
  });

  it('is expired once the end day is over', () => {
    expect(promotionStatus(period, at('2027-04-01T00:00:00Z'))).toBe('expired');
    expect(promotionEndsAt(period.end)).toBe(at('2027-04-01T00:00:00Z'));
  });

  it('never expires without an end date', () => {
    expect(promotionStatus({ start: day('2020-01-01') }, at('2099-01-01T00:00:00Z'))).toBe('active');
    expect(promotionEndsAt(undefined)).toBeNull();
  });

  it('moves expired promotions to the end and keeps the rest in order', () => {
    const items = [
      { id: 'a', status: 'expired' },
      { id: 'b', status: 'active' },
      { id: 'c', status: 'upcoming' },
      { id: 'd', status: 'expired' },
    ] as const;
    expect(byStatus(items, (item) => item.status).map((item) => item.id)).toEqual(['b', 'c', 'a', 'd']);
  });
});
