/**
 * From fair random bytes to a slot round, deterministically: the platform plays with it and the verify page
 * re-plays with it, so both always agree. No crypto here: the caller brings the HMAC digests (node:crypto on
 * the platform, WebCrypto in a browser); see fairness.ts for which message each digest is of.
 */

import { unitFloat } from './fairness';
import {
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS,
  SLOT_LINE_PAYS,
  SLOT_LINES,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SCATTER_PAYS,
  type SlotSymbol,
} from './slot-paytable';

export interface LineWin {
  /** Index into SLOT_LINES. */
  line: number;
  symbol: Exclude<SlotSymbol, 'scatter'>;
  count: 3 | 4 | 5;
  /** Line bets. */
  pay: number;
}

export interface SlotSpin {
  /** Strip index of each reel's top row. */
  stops: number[];
  /** grid[reel][row]. */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  scatters: number;
  /** Line bets (scatter pays converted from total stakes), before any free-spin multiplier. */
  pay: number;
}

export interface SlotRound {
  base: SlotSpin;
  /** Empty unless the base spin showed three or more scatters. */
  freeSpins: SlotSpin[];
  /** The whole round's pay in line bets: base + free spins × their multiplier. */
  totalLineBets: number;
}

/** The pay of one line's five symbols (left to right), or null: wilds substitute, the better reading wins. */
export function evaluateLine(symbols: readonly SlotSymbol[]): Omit<LineWin, 'line'> | null {
  let leadingWilds = 0;
  while (leadingWilds < symbols.length && symbols[leadingWilds] === 'wild') leadingWilds++;
  const wildWin = leadingWilds >= 3 ? (SLOT_LINE_PAYS.wild[leadingWilds - 3] ?? 0) : 0;
  const first = symbols[leadingWilds];
  let count = leadingWilds;
  if (first !== undefined && first !== 'scatter') {
    while (count < symbols.length && (symbols[count] === first || symbols[count] === 'wild')) count++;
  }
  const symbolWin = first && first !== 'scatter' && count >= 3 ? (SLOT_LINE_PAYS[first][count - 3] ?? 0) : 0;
  if (wildWin === 0 && symbolWin === 0) return null;
  return wildWin >= symbolWin
    ? { symbol: 'wild', count: leadingWilds as 3 | 4 | 5, pay: wildWin }
    : { symbol: first as Exclude<SlotSymbol, 'scatter'>, count: count as 3 | 4 | 5, pay: symbolWin };
}

/** Scatter pay in total stakes for `scatters` on screen. */
export const scatterPay = (scatters: number): number =>
  scatters >= 3 ? (SLOT_SCATTER_PAYS[Math.min(scatters, 5) - 3] ?? 0) : 0;

/** The spin a 32-byte digest gives: reel r stops at floor(u_r × length), u_r from bytes 4r..4r+3. */
export function slotSpin(digest: Uint8Array): SlotSpin {
  const stops = SLOT_REELS.map((reel, r) => Math.floor(unitFloat(digest, r) * reel.length));
  const grid = SLOT_REELS.map((reel, r) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => reel[((stops[r] ?? 0) + row) % reel.length] as SlotSymbol),
  );
  const lineWins: LineWin[] = [];
  SLOT_LINES.forEach((rows, line) => {
    const win = evaluateLine(rows.map((row, reel) => grid[reel]?.[row] as SlotSymbol));
    if (win) lineWins.push({ line, ...win });
  });
  const scatters = grid.flat().filter((symbol) => symbol === 'scatter').length;
  const pay = lineWins.reduce((sum, win) => sum + win.pay, 0) + scatterPay(scatters) * SLOT_LINES.length;
  return { stops, grid, lineWins, scatters, pay };
}

/** Whether a base spin awards the free spins. */
export const triggersFreeSpins = (spin: SlotSpin): boolean => spin.scatters >= 3;

/** How many free-spin digests a round with this base spin needs (they are of freeSpinMessage 1…n). */
export const freeSpinCount = (base: SlotSpin): number => (triggersFreeSpins(base) ? SLOT_FREE_SPINS : 0);

/** The whole round from the base digest and the free-spin digests (exactly freeSpinCount(base) of them). */
export function slotRound(baseDigest: Uint8Array, freeSpinDigests: readonly Uint8Array[]): SlotRound {
  const base = slotSpin(baseDigest);
  const freeSpins = freeSpinDigests.slice(0, freeSpinCount(base)).map(slotSpin);
  const totalLineBets = base.pay + freeSpins.reduce((sum, spin) => sum + spin.pay, 0) * SLOT_FREE_SPIN_MULTIPLIER;
  return { base, freeSpins, totalLineBets };
}

/** The win in minor units for `stake` minor units: whole line bets' worth, rounded down. */
export const slotWin = (stake: number, round: SlotRound): number =>
  Math.floor((stake * round.totalLineBets) / SLOT_LINES.length);
