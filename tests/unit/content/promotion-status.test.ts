import { describe, expect, it } from 'vitest';
import {
  byStatus,
  promotionEndsAt,
  promotionListed,
  promotionStatus,
  promotionUnlistedAt,
} from '../../../src/features/content/promotion-status';

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

  describe('on the list after it ended', () => {
    const ended = { start: day('2026-03-01'), end: day('2026-04-10') };

    it("stays listed (marked ended) for the tenant's days after its last day, then leaves", () => {
      expect(promotionUnlistedAt(ended.end, 7)).toBe(at('2026-04-18T00:00:00Z'));
      expect(promotionListed(ended, 7, at('2026-04-10T23:59:59Z'))).toBe(true);
      expect(promotionStatus(ended, at('2026-04-17T23:59:59Z'))).toBe('expired');
      expect(promotionListed(ended, 7, at('2026-04-17T23:59:59Z'))).toBe(true);
      expect(promotionListed(ended, 7, at('2026-04-18T00:00:00Z'))).toBe(false);
      expect(promotionListed(ended, 7, at('2026-12-06T12:00:00Z'))).toBe(false);
    });

    it('leaves the day after its last day with 0 days', () => {
      expect(promotionListed(ended, 0, at('2026-04-10T23:59:59Z'))).toBe(true);
      expect(promotionListed(ended, 0, at('2026-04-11T00:00:00Z'))).toBe(false);
    });

    it('keeps upcoming and running promotions and standing offers listed', () => {
      expect(promotionListed(period, 0, at('2026-09-01T00:00:00Z'))).toBe(true);
      expect(promotionListed(period, 0, at('2027-03-31T12:00:00Z'))).toBe(true);
      expect(promotionListed({}, 0, at('2099-01-01T00:00:00Z'))).toBe(true);
      expect(promotionUnlistedAt(undefined, 30)).toBeNull();
    });
  });
});
