/**
 * The in-house dice game: a roll of 0.00-99.99 (10,000 equally likely outcomes, kept as hundredths 0-9999).
 * The player picks a side and a target: `under` wins when roll < target, `over` when roll > target. The pay
 * is DICE_RETURN_BASIS / winning outcomes per stake, so every target returns exactly 96% before rounding.
 * Pure and shared: the platform plays it, the verify page re-plays it.
 */
import { unitFloat } from './fairness';

export const DICE_OUTCOMES = 10_000;
/** 96% of the outcomes: stake × this / winning outcomes is the return of a win. */
export const DICE_RETURN_BASIS = 9_600;
/** Win chance between 1% and 98% (in outcomes). */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;

export type DiceSide = 'under' | 'over';

export interface DiceBet {
  side: DiceSide;
  /** Hundredths, 0-9999. */
  target: number;
}

export interface DiceOutcome {
  /** Hundredths, 0-9999 (shown as 0.00-99.99). */
  roll: number;
  won: boolean;
  /** Outcomes that win this bet (the win chance in hundredths of a percent). */
  winning: number;
}

export const diceWinning = ({ side, target }: DiceBet): number =>
  side === 'under' ? target : DICE_OUTCOMES - 1 - target;

export const diceBetAllowed = (bet: DiceBet): boolean =>
  Number.isInteger(bet.target) && diceWinning(bet) >= DICE_MIN_WINNING && diceWinning(bet) <= DICE_MAX_WINNING;

/** The roll a digest gives: floor(u × 10,000), u from the digest's first 4 bytes. */
export const diceRoll = (digest: Uint8Array): number => Math.floor(unitFloat(digest, 0) * DICE_OUTCOMES);

export function diceOutcome(digest: Uint8Array, bet: DiceBet): DiceOutcome {
  const roll = diceRoll(digest);
  const won = bet.side === 'under' ? roll < bet.target : roll > bet.target;
  return { roll, won, winning: diceWinning(bet) };
}

/** The win in minor units for `stake` minor units, rounded down. */
export const diceWin = (stake: number, outcome: DiceOutcome): number =>
  outcome.won ? Math.floor((stake * DICE_RETURN_BASIS) / outcome.winning) : 0;
