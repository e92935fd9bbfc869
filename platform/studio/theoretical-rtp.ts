/**
 * The exact return to player of the in-house games, computed from the paytables (no simulation):
 *
 * - slot: every line sees, on each reel, the symbol at (stop + row) with stop uniform, so its five symbols are
 *   independent draws from each strip's symbol frequencies: E[line pay] sums evaluateLine over all 11^5 symbol
 *   tuples weighted by their probability. The scatter count is the convolution over reels of each reel's
 *   scatters-in-window distribution (counted over every stop). By linearity, a base spin returns
 *   B = E[line pay] + E[scatter pay] per stake, the free spins (drawn afresh, no retrigger) add
 *   P(≥3 scatters) × spins × multiplier × B.
 * - dice: every allowed bet returns winning/10,000 × 9,600/winning = 96% before the rounding of minor units.
 *
 * Stops come from floor(u × length) with u a 32-bit fraction: each stop's chance differs from 1/length by less
 * than 2^-32, far below what a million rounds can show.
 */
import { DICE_OUTCOMES, DICE_RETURN_BASIS } from '../../src/api/calls/studio/dice';
import { evaluateLine, scatterPay } from '../../src/api/calls/studio/slot-outcome';
import {
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SYMBOLS,
  type SlotSymbol,
} from '../../src/api/calls/studio/slot-paytable';

export interface SlotTheory {
  /** Expected pay of one line, in line bets (= per stake, over all lines). */
  linePay: number;
  /** Expected scatter pay per stake. */
  scatterPay: number;
  /** Chance a base spin awards free spins. */
  freeSpinChance: number;
  /** Base spin return per stake (lines + scatters). */
  baseReturn: number;
  /** Whole return per stake, free spins included. */
  rtp: number;
}

function symbolChances(reel: readonly SlotSymbol[]): [SlotSymbol, number][] {
  return SLOT_SYMBOLS.map(
    (symbol) => [symbol, reel.filter((s) => s === symbol).length / reel.length] as [SlotSymbol, number],
  ).filter(([, chance]) => chance > 0);
}

function expectedLinePay(): number {
  const perReel = SLOT_REELS.map(symbolChances);
  let total = 0;
  const walk = (reel: number, symbols: SlotSymbol[], chance: number) => {
    if (reel === perReel.length) {
      total += chance * (evaluateLine(symbols)?.pay ?? 0);
      return;
    }
    for (const [symbol, p] of perReel[reel] ?? []) walk(reel + 1, [...symbols, symbol], chance * p);
  };
  walk(0, [], 1);
  return total;
}

/** Chance of each total number of scatters on screen (index = count). */
export function scatterCountChances(): number[] {
  let dist = [1];
  for (const reel of SLOT_REELS) {
    const here: number[] = [];
    for (let stop = 0; stop < reel.length; stop++) {
      let count = 0;
      for (let row = 0; row < SLOT_ROWS; row++) if (reel[(stop + row) % reel.length] === 'scatter') count++;
      here[count] = (here[count] ?? 0) + 1 / reel.length;
    }
    const next: number[] = [];
    dist.forEach((p, a) => {
      here.forEach((q, b) => {
        next[a + b] = (next[a + b] ?? 0) + p * (q ?? 0);
      });
    });
    dist = next.map((p) => p ?? 0);
  }
  return dist;
}

export function slotTheory(): SlotTheory {
  const linePay = expectedLinePay();
  const scatters = scatterCountChances();
  const scatter = scatters.reduce((sum, p, count) => sum + p * scatterPay(count), 0);
  const freeSpinChance = scatters.reduce((sum, p, count) => sum + (count >= 3 ? p : 0), 0);
  const baseReturn = linePay + scatter;
  const rtp = baseReturn * (1 + freeSpinChance * SLOT_FREE_SPINS * SLOT_FREE_SPIN_MULTIPLIER);
  return { linePay, scatterPay: scatter, freeSpinChance, baseReturn, rtp };
}

/** The dice return per stake of every allowed bet (before rounding minor units). */
export const diceTheory = (): number => DICE_RETURN_BASIS / DICE_OUTCOMES;
