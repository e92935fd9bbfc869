/**
 * The slot's paytable maths and the dice payout: line evaluation (wilds, scatters breaking lines, the better
 * of the wild and symbol readings), scatter pays, and the exact return to player the RTP script compares
 * simulations against.
 */
import { describe, expect, it } from 'vitest';
import { diceTheory, scatterCountChances, slotTheory } from '../../../platform/studio/theoretical-rtp';
import {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  diceBetAllowed,
  diceWin,
  diceWinning,
} from '../../../src/api/calls/studio/dice';
import { evaluateLine, scatterPay, slotWin } from '../../../src/api/calls/studio/slot-outcome';
import { SLOT_LINE_PAYS, SLOT_LINES, SLOT_REELS, type SlotSymbol } from '../../../src/api/calls/studio/slot-paytable';

const line = (text: string) => text.split(' ') as SlotSymbol[];

describe('line evaluation', () => {
  it('pays 3, 4 and 5 of a kind from the left only', () => {
    expect(evaluateLine(line('seven seven seven seven seven'))).toEqual({ symbol: 'seven', count: 5, pay: 1000 });
    expect(evaluateLine(line('bell bell bell bell queen'))).toEqual({ symbol: 'bell', count: 4, pay: 75 });
    expect(evaluateLine(line('queen queen queen king king'))).toEqual({ symbol: 'queen', count: 3, pay: 6 });
    expect(evaluateLine(line('queen queen king queen queen'))).toBeNull();
    expect(evaluateLine(line('king queen queen queen queen'))).toBeNull();
  });

  it('wilds substitute anywhere, and pay on their own when that pays more', () => {
    expect(evaluateLine(line('wild wild seven seven queen'))).toEqual({ symbol: 'seven', count: 4, pay: 250 });
    expect(evaluateLine(line('ace wild wild ace king'))).toEqual({ symbol: 'ace', count: 4, pay: 30 });
    expect(evaluateLine(line('wild wild wild queen queen'))).toEqual({ symbol: 'wild', count: 3, pay: 100 });
    expect(evaluateLine(line('wild wild wild seven seven'))).toEqual({ symbol: 'seven', count: 5, pay: 1000 });
    expect(evaluateLine(line('wild wild wild wild wild'))).toEqual({ symbol: 'wild', count: 5, pay: 2000 });
  });

  it('a scatter is not substituted and breaks a line', () => {
    expect(evaluateLine(line('seven seven scatter seven seven'))).toBeNull();
    expect(evaluateLine(line('scatter scatter scatter scatter scatter'))).toBeNull();
    expect(evaluateLine(line('wild wild scatter king king'))).toBeNull();
    expect(evaluateLine(line('wild wild wild scatter king'))).toEqual({ symbol: 'wild', count: 3, pay: 100 });
  });

  it('every paying symbol pays more for more of a kind', () => {
    for (const [symbol, pays] of Object.entries(SLOT_LINE_PAYS)) {
      expect(pays[0] < pays[1] && pays[1] < pays[2], symbol).toBe(true);
    }
  });
});

describe('scatters and stakes', () => {
  it('scatters pay 2, 10 and 50 stakes for 3, 4 and 5 anywhere', () => {
    expect([0, 1, 2, 3, 4, 5].map(scatterPay)).toEqual([0, 0, 0, 2, 10, 50]);
  });

  it('a win is the line bets worth of the stake, rounded down to a minor unit', () => {
    const round = { base: { pay: 0 }, freeSpins: [], totalLineBets: 72 } as never;
    expect(slotWin(1_000, round)).toBe(7_200);
    expect(slotWin(105, round)).toBe(Math.floor((105 * 72) / SLOT_LINES.length));
  });

  it('a reel never shows two scatters (they are at least three apart on every strip)', () => {
    for (const reel of SLOT_REELS) {
      reel.forEach((symbol, i) => {
        if (symbol !== 'scatter') return;
        expect(reel[(i + 1) % reel.length]).not.toBe('scatter');
        expect(reel[(i + 2) % reel.length]).not.toBe('scatter');
      });
    }
  });
});

describe('exact return to player', () => {
  it('the scatter count chances add up to 1', () => {
    const chances = scatterCountChances();
    expect(chances).toHaveLength(6);
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('the slot returns 96.27% (lines 65.31%, scatters 4.94%, free spins 1 in 54 spins)', () => {
    const theory = slotTheory();
    expect(theory.rtp).toBeCloseTo(0.962_671, 6);
    expect(theory.linePay).toBeCloseTo(0.653_058, 6);
    expect(theory.scatterPay).toBeCloseTo(0.049_36, 6);
    expect(1 / theory.freeSpinChance).toBeCloseTo(53.98, 2);
  });

  it('dice returns 96% on every allowed bet and allows only 1%-98% win chances', () => {
    expect(diceTheory()).toBe(0.96);
    expect(diceWinning({ side: 'under', target: 5_000 })).toBe(5_000);
    expect(diceWinning({ side: 'over', target: 4_999 })).toBe(5_000);
    expect(diceBetAllowed({ side: 'under', target: DICE_MIN_WINNING })).toBe(true);
    expect(diceBetAllowed({ side: 'under', target: DICE_MIN_WINNING - 1 })).toBe(false);
    expect(diceBetAllowed({ side: 'under', target: DICE_MAX_WINNING })).toBe(true);
    expect(diceBetAllowed({ side: 'under', target: DICE_MAX_WINNING + 1 })).toBe(false);
    expect(diceWin(1_000, { roll: 10, won: true, winning: 5_000 })).toBe(1_920);
    expect(diceWin(1_000, { roll: 10, won: true, winning: 100 })).toBe(96_000);
    expect(diceWin(1_000, { roll: 6_000, won: false, winning: 5_000 })).toBe(0);
  });
});
