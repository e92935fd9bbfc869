/**
 * The envelope draw (platform/red-envelope/draw.ts): uniform in [min, max], capped by what is left; the envelope
 * that would leave less than a minimum takes the rest when it fits under the maximum; below the minimum, none.
 */
import { describe, expect, it } from 'vitest';
import { drawAmount } from '../../../platform/red-envelope/draw';

const lowest = () => 0;
const highest = (n: number) => n - 1;

describe('drawAmount', () => {
  it('draws between the minimum and the maximum, both included', () => {
    const limits = { minAmount: 100, maxAmount: 500, remaining: 10_000 };
    expect(drawAmount(limits, lowest)).toBe(100);
    expect(drawAmount(limits, highest)).toBe(500);
    expect(drawAmount(limits, () => 150)).toBe(250);
    for (let i = 0; i < 200; i += 1) {
      const amount = drawAmount(limits) as number;
      expect(amount).toBeGreaterThanOrEqual(100);
      expect(amount).toBeLessThanOrEqual(500);
      expect(Number.isInteger(amount)).toBe(true);
    }
  });

  it('never takes more than what is left; the last envelope sweeps a leftover below the minimum', () => {
    // 300 left, 500 drawn: the envelope takes the 300.
    expect(drawAmount({ minAmount: 100, maxAmount: 500, remaining: 300 }, highest)).toBe(300);
    // 350 left, 300 drawn would leave 50 that no envelope could take: this one takes the 350.
    expect(drawAmount({ minAmount: 100, maxAmount: 500, remaining: 350 }, () => 200)).toBe(350);
    // 550 left, 500 drawn leaves 50, but 550 is over the maximum: the 50 stays unpaid.
    expect(drawAmount({ minAmount: 100, maxAmount: 500, remaining: 550 }, highest)).toBe(500);
  });

  it('answers null when less than the minimum is left', () => {
    expect(drawAmount({ minAmount: 100, maxAmount: 500, remaining: 99 }, lowest)).toBeNull();
    expect(drawAmount({ minAmount: 100, maxAmount: 500, remaining: 0 }, lowest)).toBeNull();
    expect(drawAmount({ minAmount: 100, maxAmount: 100, remaining: 100 }, lowest)).toBe(100);
  });
});
