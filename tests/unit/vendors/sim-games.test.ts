/**
 * The simulator's games: each game type maps to its game, a win is whole minor units rounded down, and over
 * 200,000 rounds of uniform digests each game and choice returns what its table says (about 96%, a modest
 * house edge), within four standard errors of the measured mean (0.9 points for the wheel and the cards, up
 * to 2.6 for the ×9.6 lottery and the ×10 big fish, which swing more). Digests are SHA-256 of the round
 * number: fixed, so the test never flakes.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playSimGame, SIM_CHOICES, type SimGame, simGameOf, winOf } from '../../../platform/vendors/simulator/games';
import { outcomeDigest } from '../../../platform/vendors/simulator/round';
import { parseStake } from '../../../platform/vendors/simulator/routes';

const ROUNDS = 200_000;

/** Theoretical return of each game and choice (games.ts table). */
const EXPECTED: Record<SimGame, Record<string, number>> = {
  slot: { '': 0.96 },
  table: { red: 36 / 37, black: 36 / 37 },
  fish: { small: 0.96, big: 0.96 },
  card: { '': (2 * 78 + 0.5 * 13) / 169 },
  sports: { home: 0.45 * 2.13, draw: 0.27 * 3.55, away: 0.28 * 3.42 },
  lottery: Object.fromEntries(SIM_CHOICES.lottery.map((digit) => [digit, 0.96])),
};

/** The mean return per stake over ROUNDS rounds and its standard error. */
function measured(game: SimGame, choice: string): { mean: number; error: number } {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const paid = playSimGame(game, choice, createHash('sha256').update(`round ${i}`).digest()).multiplier / 100;
    sum += paid;
    squares += paid * paid;
  }
  const mean = sum / ROUNDS;
  return { mean, error: Math.sqrt((squares / ROUNDS - mean * mean) / ROUNDS) };
}

describe('simulator games', () => {
  it('maps every catalogue game type to a game', () => {
    expect(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'BINGO'].map(simGameOf)).toEqual([
      'slot',
      'table',
      'fish',
      'card',
      'sports',
      'sports',
      'lottery',
      'lottery',
    ]);
  });

  for (const [game, choices] of Object.entries(EXPECTED) as [SimGame, Record<string, number>][]) {
    for (const [choice, rtp] of Object.entries(choices)) {
      it(`${game} ${choice || '(no choice)'} returns ${(rtp * 100).toFixed(1)}%`, () => {
        expect(rtp).toBeLessThan(0.98);
        const { mean, error } = measured(game, choice);
        expect(Math.abs(mean - rtp)).toBeLessThan(4 * error);
      });
    }
  }

  it('rounds wins down to whole minor units and loses on a choice the game does not know', () => {
    expect(winOf(1_001, 213)).toBe(2_132);
    expect(winOf(333, 50)).toBe(166);
    const digest = outcomeDigest('secret', 'round');
    expect(playSimGame('table', 'blue', digest).multiplier).toBe(0);
    // The same round id always plays the same way; another key or round plays another.
    expect(outcomeDigest('secret', 'round')).toEqual(digest);
    expect(outcomeDigest('other', 'round')).not.toEqual(digest);
  });

  it('reads stakes as the site does, in every script', () => {
    expect(['10', '12.5', '১০', '۱۰٫۵', '၅၀', 'ten', '0', '-5', '1.234', ''].map(parseStake)).toEqual([
      1_000,
      1_250,
      1_000,
      1_050,
      5_000,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
