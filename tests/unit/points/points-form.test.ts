/**
 * The points mall's form rules before anything is sent: points typed in the player's own digits, and the
 * refusal a conversion gets on the page (the same codes the platform answers with, translated alike).
 */
import { describe, expect, it } from 'vitest';
import { earnedFraction } from '../../../platform/points/earning';
import { checkConvert, type PointsData, parsePoints } from '../../../src/features/points/stores/points';

const data = {
  balance: { points: 300, balance: 0, redeemQuantity: 0 },
  config: { earnRates: [], cashPerPoint: 5, minConvert: 20 },
} as unknown as PointsData;

describe('points mall forms', () => {
  it('reads whole points in Latin, Bangla, Burmese and Urdu digits, and nothing else', () => {
    expect(parsePoints('150')).toBe(150);
    expect(parsePoints(' ১৫০ ')).toBe(150);
    expect(parsePoints('၁၅၀')).toBe(150);
    expect(parsePoints('۱۵۰')).toBe(150);
    expect(parsePoints('1,500')).toBe(1500);
    for (const bad of ['', '0', '-5', '1.5', 'abc']) expect(parsePoints(bad)).toBeNull();
  });

  it('refuses a conversion below the minimum, above the points held, or without a 6-digit password', () => {
    expect(checkConvert(null, '123456', data)).toBe('points.convert.invalid');
    expect(checkConvert(19, '123456', data)).toBe('errors.points_below_minimum');
    expect(checkConvert(301, '123456', data)).toBe('errors.points_insufficient');
    expect(checkConvert(100, '12345', data)).toBe('points.password.format');
    expect(checkConvert(100, '১২৩৪৫৬', data)).toBeNull();
  });
});

describe('points earning', () => {
  it('counts millionths of a point exactly, also for bets past 2^53 when multiplied', () => {
    // 100.00 of valid bets (10,000 minor units) at 10 points per 100: 10 points
    expect(earnedFraction(10_000, 1_000)).toBe(10_000_000n);
    // 1.50 at 10 per 100: 0.15 points
    expect(earnedFraction(150, 1_000)).toBe(150_000n);
    expect(earnedFraction(10_000_000_000_000, 100_000)).toBe(1_000_000_000_000_000_000n);
  });
});
