/** The studio page's stake field (limits, any script's digits) and dice target (0.00-99.99, 1-98% chance). */
import { describe, expect, it } from 'vitest';
import { checkTarget, diceOdds, hundredthsText, targetRange } from '../../../src/features/studio/dice-bet';
import { checkStake, defaultStake } from '../../../src/features/studio/stake';

const LIMITS = { min: 100, max: 1_000_000 };

describe('checkStake', () => {
  it('takes amounts inside the limits, in Latin, Bengali or Urdu digits', () => {
    expect(checkStake('10', LIMITS)).toEqual({ ok: true, minor: 1_000 });
    expect(checkStake('১০.৫', LIMITS)).toEqual({ ok: true, minor: 1_050 });
    expect(checkStake('۱۰۰۰۰', LIMITS)).toEqual({ ok: true, minor: 1_000_000 });
  });

  it('refuses what is outside the limits or not an amount, with the studio message', () => {
    expect(checkStake('0.99', LIMITS)).toEqual({ ok: false, messageKey: 'studio.stake.outOfRange', limits: LIMITS });
    expect(checkStake('10000.01', LIMITS)).toMatchObject({ ok: false, messageKey: 'studio.stake.outOfRange' });
    expect(checkStake('', LIMITS)).toMatchObject({ messageKey: 'studio.stake.empty' });
    expect(checkStake('1,000', LIMITS)).toMatchObject({ messageKey: 'studio.stake.not_a_number' });
    expect(checkStake('1.234', LIMITS)).toMatchObject({ messageKey: 'studio.stake.too_many_decimals' });
    expect(checkStake('-5', LIMITS)).toMatchObject({ messageKey: 'studio.stake.not_positive' });
  });

  it('starts at ten times the minimum, never above the maximum', () => {
    expect(defaultStake(LIMITS)).toBe(1_000);
    expect(defaultStake({ min: 100, max: 500 })).toBe(500);
  });
});

describe('dice target', () => {
  it('reads 0.00-99.99 into hundredths', () => {
    expect(checkTarget('49.5', 'under')).toEqual({ ok: true, target: 4_950 });
    expect(checkTarget('50', 'over')).toEqual({ ok: true, target: 5_000 });
    expect(checkTarget('৫০.২৫', 'under')).toEqual({ ok: true, target: 5_025 });
  });

  it('refuses malformed targets and win chances outside 1-98%', () => {
    expect(checkTarget('100', 'under')).toEqual({ ok: false, messageKey: 'studio.dice.targetInvalid' });
    expect(checkTarget('5.555', 'under')).toMatchObject({ messageKey: 'studio.dice.targetInvalid' });
    expect(checkTarget('abc', 'under')).toMatchObject({ messageKey: 'studio.dice.targetInvalid' });
    expect(checkTarget('0.99', 'under')).toMatchObject({ messageKey: 'studio.dice.chanceOutOfRange' });
    expect(checkTarget('1', 'under')).toEqual({ ok: true, target: 100 });
    expect(checkTarget('98.01', 'under')).toMatchObject({ messageKey: 'studio.dice.chanceOutOfRange' });
    expect(checkTarget('99', 'over')).toMatchObject({ messageKey: 'studio.dice.chanceOutOfRange' });
    expect(checkTarget('98.99', 'over')).toEqual({ ok: true, target: 9_899 });
    expect(checkTarget('1.98', 'over')).toMatchObject({ messageKey: 'studio.dice.chanceOutOfRange' });
  });

  it('shows win chance and payout of the bet', () => {
    expect(diceOdds({ side: 'under', target: 5_000 }, 'en-BD')).toEqual({ chance: '50.00', payout: '1.92' });
    expect(diceOdds({ side: 'over', target: 4_000 }, 'en-BD')).toEqual({ chance: '59.99', payout: '1.6003' });
    expect(hundredthsText(7, 'en-BD')).toBe('0.07');
    expect(hundredthsText(9_999, 'en-BD')).toBe('99.99');
  });

  it("writes rolls and odds in the page's digits", () => {
    expect(diceOdds({ side: 'under', target: 5_000 }, 'bn-BD')).toEqual({ chance: '৫০.০০', payout: '১.৯২' });
    expect(hundredthsText(2_306, 'my-MM')).toBe('၂၃.၀၆');
    expect(targetRange('bn-BD')).toEqual({ min: '০.০০', max: '৯৯.৯৯' });
    expect(hundredthsText(2_306, 'ur-PK')).toBe('23.06');
  });
});
