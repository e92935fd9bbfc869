import { describe, expect, it } from 'vitest';
import { type VipAnswer, vipProgress } from '../../../src/features/loyalty/stores/vip';

const levels = [
  { rank: 0, label: 'member', minValidBet: 0, rebatePercent: { RNG: 0.3 } },
  { rank: 1, label: 'bronze', minValidBet: 1_000_000, rebatePercent: { RNG: 0.5 } },
  { rank: 2, label: 'silver', minValidBet: 10_000_000, rebatePercent: { RNG: 0.7 } },
];
const at = (rank: number, validBetTotal: number): VipAnswer => ({ rank, validBetTotal, levels });

describe('VIP progress', () => {
  it('measures the way from the current level to the next', () => {
    expect(vipProgress(at(0, 250_000))).toMatchObject({
      current: { label: 'member' },
      next: { label: 'bronze' },
      remaining: 750_000,
      percent: 25,
    });
    expect(vipProgress(at(1, 5_500_000))).toMatchObject({
      next: { label: 'silver' },
      remaining: 4_500_000,
      percent: 50,
    });
  });

  it('is full and needs nothing at the top level', () => {
    expect(vipProgress(at(2, 12_000_000))).toMatchObject({ next: null, remaining: 0, percent: 100 });
  });

  it('never goes below 0 or above 100', () => {
    expect(vipProgress(at(0, 0)).percent).toBe(0);
    expect(vipProgress(at(0, 2_000_000))).toMatchObject({ percent: 100, remaining: 0 });
  });
});
